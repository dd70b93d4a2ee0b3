import { describe, expect, it } from 'vitest';
import { readXmlRecords } from './xml.js';

/** A syndication export the way outside tools write one: attributes and elements, CDATA, entities, photos. */
const EXPORT = `<?xml version="1.0" encoding="UTF-8"?>
<Dealers>
  <Dealer DealerCode="BV">
    <Name>Harbour Toyota &amp; Co</Name>
    <Vehicles>
      <Vehicle StockNo="A123" NewUsed="Used">
        <Make>Toyota</Make>
        <Model>Corolla</Model>
        <Variant>Ascent Sport</Variant>
        <Year>2020</Year>
        <Odometer>45,000 km</Odometer>
        <Price currency="AUD">$25,990</Price>
        <VIN>JT1000000000000A1</VIN>
        <Description><![CDATA[One owner <b>&</b> full history — call Rosé]]></Description>
        <Images>
          <Image>https://cdn.example/a123/1.jpg</Image>
          <Image>https://cdn.example/a123/2.jpg</Image>
        </Images>
      </Vehicle>
      <Vehicle StockNo="B7" NewUsed="New">
        <Make>Mazda</Make>
        <Model>CX-5</Model>
        <Year>2025</Year>
        <Price>POA</Price>
        <Photos><Photo url="https://cdn.example/b7/1.jpg"/></Photos>
      </Vehicle>
    </Vehicles>
  </Dealer>
</Dealers>`;

/** A DMS that nests each vehicle's values in groups, its own names and casing (a default namespace too). */
const grouped = (vehicles: number) => `<?xml version="1.0" encoding="utf-8"?>
<StockExport xmlns="urn:example-dms:stock:v3" ExportedAt="2026-03-10T06:00:00+11:00">
${Array.from(
  { length: vehicles },
  (_, i) => `  <Vehicle>
    <StockNo>A${i + 1}</StockNo>
    <VehicleDetails><Make>Toyota</Make><Model>Corolla</Model><ModelYear>2020</ModelYear><Condition>Used</Condition></VehicleDetails>
    <Pricing><Price>32990</Price><PriceType>DAP</PriceType></Pricing>
    <Specs><Odometer unit="km">85,000</Odometer><Transmission>Automatic</Transmission></Specs>
    <Identification><VIN>JTNKU3JE60J02134${i}</VIN><Rego>CXY1${i}A</Rego></Identification>
  </Vehicle>`,
).join('\n')}
</StockExport>`;

describe('readXmlRecords', () => {
  it('should find the repeated vehicle element and read attributes, elements, CDATA and entities', () => {
    const read = readXmlRecords(EXPORT);
    if ('problem' in read) throw new Error(read.problem);
    expect(read.records).toHaveLength(2);
    expect(read.records[0]).toMatchObject({
      StockNo: 'A123',
      NewUsed: 'Used',
      Make: 'Toyota',
      Variant: 'Ascent Sport',
      Year: '2020',
      Odometer: '45,000 km',
      Price: { '#text': '$25,990', '@_currency': 'AUD' },
      Description: 'One owner <b>&</b> full history — call Rosé',
      Images: { Image: ['https://cdn.example/a123/1.jpg', 'https://cdn.example/a123/2.jpg'] },
    });
    expect(read.records[1]).toMatchObject({
      StockNo: 'B7',
      Photos: { Photo: { '@_url': 'https://cdn.example/b7/1.jpg' } },
    });
  });

  it('should keep values as written and read numeric and HTML entities', () => {
    const read = readXmlRecords(
      '<Stock><Car><StockNo>00123</StockNo><Make>Citro&#235;n</Make><Model>C4&nbsp;Picasso</Model></Car></Stock>',
    );
    expect(read).toEqual({
      records: [{ StockNo: '00123', Make: 'Citroën', Model: 'C4\u00a0Picasso' }],
      generatedAt: null,
    });
  });

  it('should drop namespace prefixes and declarations', () => {
    const read = readXmlRecords(`<?xml version="1.0"?>
<inv:Inventory xmlns:inv="urn:example:inventory" xmlns="urn:example:default" inv:GeneratedAt="2026-03-01T09:00:00+11:00">
  <inv:Listing inv:StockNumber="N1"><inv:Make>Kia</inv:Make><inv:Model>Rio</inv:Model></inv:Listing>
  <inv:Listing inv:StockNumber="N2"><inv:Make>Kia</inv:Make><inv:Model>Seltos</inv:Model></inv:Listing>
</inv:Inventory>`);
    expect(read).toEqual({
      records: [
        { Make: 'Kia', Model: 'Rio', StockNumber: 'N1' },
        { Make: 'Kia', Model: 'Seltos', StockNumber: 'N2' },
      ],
      generatedAt: '2026-03-01T09:00:00+11:00',
    });
  });

  it('should read a file of one vehicle, and pick vehicles over their photos', () => {
    const read = readXmlRecords(
      `<Inventory><Vehicle><StockNo>A1</StockNo><Make>Kia</Make><Photos>${'<Photo url="https://x.example/p.jpg"/>'.repeat(20)}</Photos></Vehicle></Inventory>`,
    );
    if ('problem' in read) throw new Error(read.problem);
    expect(read.records).toHaveLength(1);
    expect(read.records[0]).toMatchObject({ StockNo: 'A1', Make: 'Kia' });
  });

  it('should take the vehicle, not its groups, when a DMS nests its values (one vehicle and many)', () => {
    for (const count of [1, 3]) {
      const read = readXmlRecords(grouped(count));
      if ('problem' in read) throw new Error(read.problem);
      expect(read.records.map((record) => record.StockNo)).toEqual(
        Array.from({ length: count }, (_, i) => `A${i + 1}`),
      );
      expect(read.records[0]).toMatchObject({
        Pricing: { Price: '32990', PriceType: 'DAP' },
        Specs: { Odometer: { '#text': '85,000', '@_unit': 'km' }, Transmission: 'Automatic' },
      });
      expect(read.generatedAt).toBe('2026-03-10T06:00:00+11:00');
    }
  });

  it('should read an export with no vehicles (the dealer sold everything) as zero records', () => {
    for (const xml of [
      '<Inventory/>',
      '<Inventory></Inventory>',
      '<?xml version="1.0" encoding="utf-8"?>\r\n<Inventory>\r\n</Inventory>\r\n',
      '<Inventory><!-- 0 vehicles exported --></Inventory>',
    ])
      expect(readXmlRecords(xml)).toEqual({ records: [], generatedAt: null });
    expect(readXmlRecords('<Inventory generated_at="2026-03-10T06:00:00+11:00"/>')).toEqual({
      records: [],
      generatedAt: '2026-03-10T06:00:00+11:00',
    });
    expect(
      readXmlRecords(
        '<inv:Inventory xmlns:inv="urn:example:inventory" inv:GeneratedAt="2026-03-10"></inv:Inventory>',
      ),
    ).toEqual({ records: [], generatedAt: '2026-03-10' });
  });

  it('should refuse a file that is not an export: children that are not vehicles, only text, an error', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Toyota news</title>
      <description>Latest from the yard</description><image><url>https://x.example/logo.png</url></image>
      ${'<item><title>Sale on</title><link>https://x.example/a</link><description>Big sale</description><pubDate>Tue, 10 Mar 2026 06:00:00 GMT</pubDate></item>'.repeat(30)}
    </channel></rss>`;
    expect(readXmlRecords(rss)).toEqual({
      problem: expect.stringMatching(
        /^No vehicle records found: expected .*; <rss> holds <channel>, none of them vehicles$/,
      ),
    });
    expect(
      readXmlRecords(
        '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      ),
    ).toEqual({ problem: expect.stringMatching(/; <html> holds <head>, <body>, none of them vehicles$/) });
    expect(readXmlRecords('<Inventory>No stock available</Inventory>')).toEqual({
      problem: expect.stringMatching(/; <Inventory> holds only text: "No stock available"$/),
    });
    expect(readXmlRecords('<Error code="401" message="Invalid API key"/>')).toEqual({
      problem: 'Not a stock export: the root element is <Error>',
    });
    expect(readXmlRecords('<ErrorResponse>Invalid API key</ErrorResponse>')).toEqual({
      problem: 'Not a stock export: the root element is <ErrorResponse>: "Invalid API key"',
    });
  });

  it('should name the line and column of malformed XML, never throw', () => {
    const read = readXmlRecords('\n<Inventory>\n  <Vehicle><Make>Kia</Vehicle>\n</Inventory>');
    expect(read).toEqual({
      problem: expect.stringMatching(/^Not well-formed XML at line 3, column \d+: .*Make/),
    });
    expect(readXmlRecords('<Inventory><Vehicle>')).toEqual({
      problem: expect.stringMatching(/^Not well-formed XML at line 1/),
    });
    expect(readXmlRecords('  ')).toEqual({ problem: 'The feed is empty' });
  });

  it('should say what it looked for when no element names feed fields', () => {
    expect(readXmlRecords('<Inventory><Thing><A>1</A></Thing></Inventory>')).toEqual({
      problem: expect.stringMatching(/^No vehicle records found: expected an element per vehicle/),
    });
  });

  it('should refuse external entities and never fetch them', () => {
    const read = readXmlRecords(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Inventory><Vehicle><StockNo>A1</StockNo><Make>&xxe;</Make></Vehicle></Inventory>',
    );
    expect(read).toEqual({ problem: expect.stringMatching(/^Not readable XML: .*[Ee]xternal entit/) });
  });

  it('should leave a billion laughs unexpanded, fast', () => {
    const ten = (name: string) => `&${name};`.repeat(10);
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${ten(i === 0 ? 'lol' : `lol${i}`)}">`,
    );
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${levels.join('')}]><Inventory><Vehicle><StockNo>A1</StockNo><Make>&lol9;</Make></Vehicle></Inventory>`;
    const started = performance.now();
    const read = readXmlRecords(xml);
    expect(performance.now() - started).toBeLessThan(1000);
    if ('problem' in read) return; // refused is as good as inert
    expect(read.records).toEqual([{ StockNo: 'A1', Make: '&lol9;' }]);
  });

  it('should not expand even one DOCTYPE entity', () => {
    const read = readXmlRecords(
      '<!DOCTYPE x [<!ENTITY brand "Toyota">]><Inventory><Vehicle><StockNo>A1</StockNo><Make>&brand;</Make></Vehicle></Inventory>',
    );
    expect(read).toEqual({ records: [{ StockNo: 'A1', Make: '&brand;' }], generatedAt: null });
  });

  it('should refuse names that would pollute prototypes', () => {
    const read = readXmlRecords(
      '<Inventory><Vehicle><StockNo>A1</StockNo><Make>Kia</Make><__proto__>x</__proto__></Vehicle></Inventory>',
    );
    expect(read).toEqual({ problem: expect.stringMatching(/^Not readable XML/) });
  });
});
