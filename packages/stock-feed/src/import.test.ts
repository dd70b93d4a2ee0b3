import { type Car, currentPrice } from '@dealer/pricing';
import { describe, expect, it } from 'vitest';
import { dmsCar, dmsExport, windows1252 } from './dms-sample.js';
import { formatFeedProblem, type ImportOptions, importFeed } from './import.js';
import type { FeedDealer, FeedLocation } from './map.js';
import { SAMPLE_HEADER, sampleCsvFeed, sampleCsvRow } from './sample.js';

const NOW = new Date('2026-03-10T23:00:00Z');
const yard = (id: number, code: string): FeedLocation => ({
  codes: [code, String(id)],
  id,
  slug: `yard-${code.toLowerCase()}`,
  name: `Yard ${code}`,
  city: 'Brookvale',
  state: 'NSW',
  phone: '(02) 5550 4100',
  dealership: { id: 1011, slug: 'harbour-toyota', name: 'Harbour Toyota' },
  timeZone: 'Australia/Sydney',
});
const dealer: FeedDealer = {
  defaultLocation: yard(10101, 'BV'),
  locations: [yard(10101, 'BV'), yard(10102, 'DY')],
  imageUrl: (name) => `/photos/harbour-toyota/${name}`,
};

function run(text: string | Uint8Array, extra: Partial<ImportOptions> = {}) {
  let id = 5_000_000;
  return importFeed({
    text,
    format: 'csv',
    mode: 'replace',
    dealer,
    existing: [],
    now: NOW,
    nextId: () => id++,
    ...extra,
  });
}

describe('importFeed', () => {
  it('should import a 500-car DMS export onto §3 Car records', () => {
    const { cars, report } = run(sampleCsvFeed(500));
    expect(report.rejected).toEqual([]);
    expect(report).toMatchObject({ applied: true, records: 500, unchanged: 0, removed: [] });
    expect(report.added).toHaveLength(500);
    expect(cars).toHaveLength(500);
    const car = cars.find((c) => c.stocknum === 'S00005')!;
    expect(car).toMatchObject({
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      price_type: 'drive_away',
      car_type: 'used',
      status: 'in_stock',
      dealership_id: 1011,
      location_id: 10101,
      slug: '2020-toyota-corolla-s00005',
      vin: 'JT100000000000005',
      filtered_features: ['Bluetooth', 'Reversing Camera', 'Cruise Control'],
      primary_image_url: 'https://photos.example/5/1.jpg',
      photos_count: 2,
      description: { body: 'A tidy 2020 Toyota Corolla, "one owner", full service history.' },
    });
    expect(car.before_price).toBe((car.price as number) + 2000);
    expect(cars.find((c) => c.stocknum === 'S00017')?.status).toBe('coming_soon');
  });

  it('should refuse a feed missing required columns, naming them, and keep the stock', () => {
    const existing = run(sampleCsvFeed(3)).cars;
    const text = 'Stock No,Make,Kms\nA1,Toyota,100\n';
    const { cars, report } = run(text, { existing });
    expect(report.applied).toBe(false);
    expect(cars).toEqual(existing);
    expect(report.rejected.map(formatFeedProblem)).toEqual([
      expect.stringMatching(/^feed: model, year, car_type: Missing column\(s\): model, year, car_type\. /),
    ]);
    // The message names the column names each missing field is read from.
    expect(report.rejected[0]?.message).toContain(
      'car_type: car_type, NewUsed, New/Used, New Or Used, Condition',
    );
    expect(report.columns).toEqual([
      { column: 'Stock No', field: 'stocknum' },
      { column: 'Make', field: 'make' },
      { column: 'Kms', field: 'odometer' },
    ]);
  });

  it('should reject each bad row by line, stock number and field, and import the good rows', () => {
    const rows = Array.from({ length: 100 }, (_, i) => sampleCsvRow(i + 1));
    rows[9] = rows[9]!.replace(',2015,', ',twenty15,'); // line 11: wrong type
    rows[19] = rows[19]!.replace('"$', '"AUD'); // line 21: price not an amount
    rows[29] = rows[29]!.replace(/,(Used|New),/, ',Rental,'); // line 31
    rows[39] = sampleCsvRow(2); // line 41: duplicate stock number S00002
    rows[49] = rows[49]!.replace(/^S00050/, ''); // line 51: no stock number
    const { cars, report } = run([SAMPLE_HEADER, ...rows].join('\n'));
    expect(report.applied).toBe(true);
    expect(report.rejected.map(formatFeedProblem)).toEqual([
      'line 11 (stock S00010): year: Expected a year (1900–2100)',
      'line 21 (stock S00020): drive_away_price: Expected an amount in dollars (or POA)',
      'line 31 (stock S00030): car_type: Expected new, used or demo',
      'line 41 (stock S00002): stocknum: Duplicate stock number S00002 (also line 3)',
      'line 51: stocknum: Stock number is required',
    ]);
    expect(cars).toHaveLength(95);
  });

  it('should name an unknown location code and read a known one', () => {
    const header = 'stocknum,make,model,year,car_type,location_code,egc_price';
    const { cars, report } = run(`${header}\nA1,Kia,Rio,2022,used,DY,19990\nA2,Kia,Rio,2022,used,XX,1\n`);
    expect(cars.map((c) => [c.stocknum, c.location_id, c.price_type])).toEqual([['A1', 10102, 'egc']]);
    expect(report.rejected.map(formatFeedProblem)).toEqual([
      'line 3 (stock A2): location_code: Unknown location code "XX"',
    ]);
  });

  it('should replace the whole stock or upsert into it, keeping each car’s id, slug and first-listed date', () => {
    const first = run(sampleCsvFeed(10)).cars;
    const later = new Date('2026-04-01T00:00:00Z');
    const replaced = run(sampleCsvFeed(6, 10), { existing: first, now: later, force: true });
    expect(replaced.report).toMatchObject({
      added: ['S00011', 'S00012', 'S00013', 'S00014', 'S00015'],
      updated: [],
      unchanged: 1,
      removed: ['S00001', 'S00002', 'S00003', 'S00004', 'S00005', 'S00006', 'S00007', 'S00008', 'S00009'],
    });
    expect(replaced.report.unchanged + replaced.report.added.length).toBe(6);
    const upserted = run(sampleCsvFeed(6, 10), { existing: first, now: later, mode: 'upsert' });
    expect(upserted.cars).toHaveLength(15);
    expect(upserted.report.removed).toEqual([]);
    const ten = (cars: Car[]) => cars.find((c) => c.stocknum === 'S00010')!;
    expect(ten(upserted.cars)).toEqual(ten(first));
    const one = (cars: Car[]) => cars.find((c) => c.stocknum === 'S00001');
    expect(one(upserted.cars)).toEqual(one(first));
  });

  it('should date a car’s last change from the import that changed it, and keep it through unchanged imports (#31)', () => {
    const header = 'stocknum,make,model,year,car_type,status,drive_away_price';
    const t1 = new Date('2026-03-01T00:00:00Z');
    const t2 = new Date('2026-03-05T00:00:00Z');
    const t3 = new Date('2026-03-09T00:00:00Z');
    const first = run(
      `${header}\nA1,Kia,Rio,2022,used,In Stock,19990\nA2,Kia,Rio,2021,used,In Stock,17990\n`,
      {
        now: t1,
      },
    ).cars;
    expect(first.map((c) => c.updated_at)).toEqual([null, null]);
    // A1's price and A2's status change at t2; nothing changes at t3.
    const second = run(`${header}\nA1,Kia,Rio,2022,used,In Stock,18990\nA2,Kia,Rio,2021,used,Sold,17990\n`, {
      existing: first,
      now: t2,
    });
    expect(second.report.updated).toEqual(['A1', 'A2']);
    expect(second.cars.map((c) => c.updated_at)).toEqual([t2.toISOString(), t2.toISOString()]);
    const third = run(`${header}\nA1,Kia,Rio,2022,used,In Stock,18990\nA2,Kia,Rio,2021,used,Sold,17990\n`, {
      existing: second.cars,
      now: t3,
    });
    expect(third.report.updated).toEqual([]);
    expect(third.report.unchanged).toBe(2);
    expect(third.cars.map((c) => c.updated_at)).toEqual([t2.toISOString(), t2.toISOString()]);
  });

  it('should keep a sold car sold when an older feed still lists it (docs/rules.md)', () => {
    const header = 'stocknum,make,model,year,car_type,status,sold_date,drive_away_price';
    const sold = run(`${header}\nA1,Kia,Rio,2022,used,Sold,2026-03-09,19990\n`).cars;
    expect(sold[0]).toMatchObject({
      sold: true,
      status: 'sold',
      sold_date_timestamp: Date.UTC(2026, 2, 8, 13) / 1000, // 9 March from midnight in Sydney
    });

    const stale = run(`${header}\nA1,Kia,Rio,2022,used,In Stock,,18990\n`, { existing: sold });
    expect(stale.report.kept_sold).toEqual(['A1']);
    expect(stale.cars[0]).toEqual(sold[0]);

    const json = (at: string) =>
      JSON.stringify({
        generated_at: at,
        cars: [{ stocknum: 'A1', make: 'Kia', model: 'Rio', year: 2022, car_type: 'used' }],
      });
    const older = run(json('2026-03-08T00:00:00Z'), { existing: sold, format: 'json' });
    expect(older.cars[0]?.sold).toBe(true);
    // Exported at 08:00 on the sale day in Sydney, written without an offset: the sale day had begun
    // (sold from its midnight), on whichever machine imports it.
    const sameDay = run(json('2026-03-09T00:00:00'), { existing: sold, format: 'json' });
    expect(sameDay.cars[0]?.sold).toBe(true);
    expect(run(json('2026-03-09 08:00'), { existing: sold, format: 'json' }).cars[0]?.sold).toBe(false);
    const newer = run(json('2026-03-10T00:00:00Z'), { existing: sold, format: 'json' });
    expect(newer.cars[0]).toMatchObject({ sold: false, status: 'in_stock', id: sold[0]!.id });
    expect(newer.report.updated).toEqual(['A1']);
  });

  it('should not empty a site with a replace feed in which nothing is valid', () => {
    const existing = run(sampleCsvFeed(3)).cars;
    const { cars, report } = run('stocknum,make,model,year,car_type\nA1,Kia,Rio,old,used\n', { existing });
    expect(report.applied).toBe(false);
    expect(cars).toEqual(existing);
    expect(report.rejected.at(-1)?.message).toMatch(/No record of this feed is valid/);
  });

  it('should read JSON records by position and resolve photo file names', () => {
    const text = JSON.stringify([
      {
        stocknum: 'J1',
        make: 'Kia',
        model: 'Rio',
        year: 2022,
        car_type: 'new',
        images: ['front.jpg', 'https://x.example/2.jpg'],
      },
      { stocknum: 'J2', make: 'Kia', model: 'Rio', year: '2022', car_type: 'new', odometer: -5 },
    ]);
    const { cars, report } = run(text, { format: 'json' });
    expect(cars[0]?.images.map((i) => i.image.url)).toEqual([
      '/photos/harbour-toyota/front.jpg',
      'https://x.example/2.jpg',
    ]);
    expect(report.rejected.map(formatFeedProblem)).toEqual([
      'line 2 (stock J2): odometer: Expected a whole number of kilometres',
    ]);
  });
});

describe('importFeed: a DMS export as it is (issue #28 item 4)', () => {
  it('imports a 300-car Windows-1252 export with DAPPrice/EGCPrice/NewUsed, POA and `85,000 km`', () => {
    const bytes = dmsExport(300);
    expect(bytes.indexOf(0xe9)).toBeGreaterThan(0); // é written as the one byte a Windows DMS writes
    const { cars, report } = run(bytes);
    expect(report.rejected).toEqual([]);
    expect(report).toMatchObject({ applied: true, records: 300, encoding: 'windows-1252' });
    expect(report.added).toHaveLength(300);
    expect(report.unknown_columns).toEqual(['DateIn']);
    expect(Object.fromEntries(report.columns.map((c) => [c.column, c.field]))).toMatchObject({
      StockNo: 'stocknum',
      Variant: 'badge',
      Odometer: 'odometer',
      BodyType: 'body',
      DAPPrice: 'drive_away_price',
      EGCPrice: 'egc_price',
      NewUsed: 'car_type',
      DateIn: null,
      Photos: 'images',
      Comments: 'description',
    });
    for (let n = 1; n <= 300; n++) {
      const want = dmsCar(n);
      const car = cars.find((c) => c.stocknum === want.stocknum);
      expect(car, want.stocknum).toMatchObject({
        km: want.km,
        price: want.price,
        price_type: want.priceType,
        colour: want.colour,
        description: { body: want.comments },
        car_type: want.condition.toLowerCase(),
      });
      // POA or no price: the car is live, and its price shows as "Enquire for price" (§4 step 5).
      if (want.price === null) expect(currentPrice(car as Car)).toBeNull();
    }
    expect(cars.find((c) => c.stocknum === 'U1007')?.colour).toBe('Rosé Gold');
    // Each row that held a Windows-1252 character is named (line and stock number).
    const converted = Array.from({ length: 300 }, (_, i) => i + 1).filter((n) => n % 7 === 0 || n % 11 === 0);
    expect(report.warnings.map((w) => [w.line, w.stocknum, w.field])).toEqual(
      converted.map((n) => [n + 1, `U${1000 + n}`, '(encoding)']),
    );
  });

  it('imports the same export saved as UTF-16 (with a byte-order mark) and as UTF-8 with a BOM', () => {
    const text = new TextDecoder('windows-1252').decode(dmsExport(20));
    const le = [0xff, 0xfe];
    for (let i = 0; i < text.length; i++) le.push(text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8);
    const utf16 = run(Uint8Array.from(le));
    expect(utf16.report).toMatchObject({ applied: true, encoding: 'utf-16le', rejected: [] });
    expect(utf16.cars.find((c) => c.stocknum === 'U1007')?.colour).toBe('Rosé Gold');
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const utf8 = run(bom);
    expect(utf8.report).toMatchObject({ encoding: 'utf-8-bom', warnings: [] });
    expect(utf8.cars.map((c) => [c.stocknum, c.colour, c.km])).toEqual(
      utf16.cars.map((c) => [c.stocknum, c.colour, c.km]),
    );
  });

  it('a replace with rejected rows leaves their live cars as they are, and removes none of them', () => {
    const live = run(dmsExport(20)).cars;
    const text = new TextDecoder('windows-1252').decode(dmsExport(20));
    const lines = text.split('\r\n');
    lines[3] = (lines[3] as string).replace(',2015,', ',twenty15,'); // U1003: bad year
    lines[6] = (lines[6] as string).replace(/,USED,|,NEW,|,Demo,/, ',Lease,'); // U1006
    lines[9] = (lines[9] as string).replace(/"\$[\d,]+"/, '"AUD lots"'); // U1009: price not an amount
    lines[12] = (lines[12] as string).replace(/"[\d,]+ km"/, '"lots of km"'); // U1012: odometer
    const later = new Date('2026-03-12T00:00:00Z');
    const { cars, report } = run(lines.join('\r\n').replace(/Glacier White/g, 'Silver'), {
      existing: live,
      now: later,
    });
    expect(report.applied).toBe(true);
    expect(report.rejected.map((p) => p.stocknum)).toEqual(['U1003', 'U1006', 'U1009', 'U1012']);
    expect(report.held).toEqual(['U1003', 'U1006', 'U1009', 'U1012']);
    expect(report.removed).toEqual([]);
    expect(cars).toHaveLength(20);
    for (const stocknum of report.held)
      expect(cars.find((c) => c.stocknum === stocknum)).toEqual(live.find((c) => c.stocknum === stocknum));
    expect(cars.find((c) => c.stocknum === 'U1001')?.colour).toBe('Silver');
  });

  it('refuses a replace that would remove more than 30% of the live stock unless forced, counting every car', () => {
    const live = run(dmsExport(20)).cars;
    const thirteen = run(dmsExport(13), { existing: live });
    expect(thirteen.report.applied).toBe(false);
    expect(thirteen.cars).toEqual(live);
    expect(thirteen.report.removed).toEqual([]);
    expect(thirteen.report.would_remove).toHaveLength(7);
    expect(thirteen.report.rejected.at(-1)?.message).toMatch(/would remove 7 of the 20 live cars \(35%\)/);
    const forced = run(dmsExport(13), { existing: live, force: true });
    expect(forced.report).toMatchObject({
      applied: true,
      removed: Array.from({ length: 7 }, (_, i) => `U${1014 + i}`),
    });
    expect(forced.cars).toHaveLength(13);
    expect(run(dmsExport(14), { existing: live }).report).toMatchObject({ applied: true });
    expect(run(dmsExport(10), { existing: live, maxRemovedShare: 0.5 }).report.applied).toBe(true);
  });

  it('refuses photo values that are neither http(s) URLs nor file names, per row, and never maps them', () => {
    const header = 'stocknum,make,model,year,car_type,images';
    const bad =
      '//evil.example/pixel.png|/etc/passwd|javascript:alert(1)|https://photos.example/ok.jpg|front.jpg';
    const { cars, report } = run(`${header}\nA1,Kia,Rio,2022,used,${bad}\nA2,Kia,Rio,2022,used,\n`);
    expect(report.rejected).toEqual([]);
    expect(report.warnings.map(formatFeedProblem)).toEqual([
      expect.stringMatching(/^line 2 \(stock A1\): images: Not a photo: .*"\/\/evil\.example\/pixel\.png"/),
      expect.stringMatching(/^line 2 \(stock A1\): images: Not a photo: .*"\/etc\/passwd"/),
      expect.stringMatching(/^line 2 \(stock A1\): images: Not a photo: .*"javascript:alert\(1\)"/),
    ]);
    expect(cars[0]?.images.map((i) => i.image.url)).toEqual([
      'https://photos.example/ok.jpg',
      '/photos/harbour-toyota/front.jpg',
    ]);
  });
});

describe('importFeed: the dealer wins where they chose to (issue #28 item 5)', () => {
  it('keeps console-locked price, status and visibility while the feed updates everything else', () => {
    const live = run(dmsExport(5)).cars;
    const car = live.find((c) => c.stocknum === 'U1004') as Car;
    const edited = { ...car, price: 12_345, price_range: 10_000, show_on_dealer_website: false };
    const existing = live.map((c) => (c.id === car.id ? edited : c));
    const locks = {
      [String(car.id)]: { price: NOW.toISOString(), show_on_dealer_website: NOW.toISOString() },
    };
    const text = new TextDecoder('windows-1252').decode(dmsExport(5)).replace(/Glacier White/g, 'Silver');
    const { cars, report } = run(text, { existing, locks });
    const next = cars.find((c) => c.id === car.id);
    expect(next).toMatchObject({ price: 12_345, show_on_dealer_website: false, colour: 'Silver' });
    expect(report.locked).toEqual([{ stocknum: 'U1004', fields: ['price', 'show_on_dealer_website'] }]);
    expect(report.updated).toContain('U1004');
    // Without the lock the feed's price comes back.
    expect(run(text, { existing }).cars.find((c) => c.id === car.id)?.price).toBe(car.price);
  });

  it('keeps the first sold date of a car the DMS keeps exporting as Sold without one', () => {
    const header = 'StockNo,Make,Model,Year,NewUsed,Status,DAPPrice';
    const sold = `${header}\nA1,Kia,Rio,2022,Used,Sold,"$19,990"\n`;
    const first = run(sold);
    const soldAt = Math.floor(NOW.getTime() / 1000);
    expect(first.cars[0]?.sold_date_timestamp).toBe(soldAt);
    const again = run(sold, { existing: first.cars, now: new Date('2026-03-15T00:00:00Z') });
    expect(again.cars[0]).toEqual(first.cars[0]);
    expect(again.report.unchanged).toBe(1);
  });
});

describe('importFeed: an XML export imports the cars its CSV does', () => {
  const CSV = [
    'Stock No,Make,Model,Badge,Year,Kms,Drive Away Price,Condition,Colour,Images,Description',
    'A123,Toyota,Corolla,Ascent Sport,2020,"45,000 km","$25,990",Used,Rosé Gold,https://cdn.example/a123/1.jpg|https://cdn.example/a123/2.jpg,One owner <b>&</b> full history',
    'B7,Mazda,CX-5,,2025,,POA,New,,https://cdn.example/b7/1.jpg,',
    'C9,Kia,Rio,S,2019,"88,000",$14 990,Used,Black,,',
  ].join('\r\n');
  // The same stock as a Windows syndication tool writes it: Windows-1252 bytes, attributes and
  // elements, a CDATA description, an entity, two photo list shapes.
  const XML = `<?xml version="1.0" encoding="windows-1252"?>
<Inventory GeneratedAt="2026-03-10T08:00:00">
  <Vehicle StockNo="A123">
    <Make>Toyota</Make><Model>Corolla</Model><Variant>Ascent Sport</Variant><Year>2020</Year>
    <Odometer>45,000 km</Odometer><Price currency="AUD">$25,990</Price><NewUsed>Used</NewUsed>
    <Colour>Rosé Gold</Colour>
    <Description><![CDATA[One owner <b>&</b> full history]]></Description>
    <Images><Image>https://cdn.example/a123/1.jpg</Image><Image>https://cdn.example/a123/2.jpg</Image></Images>
  </Vehicle>
  <Vehicle StockNo="B7">
    <Make>Mazda</Make><Model>CX-5</Model><Year>2025</Year><Price>POA</Price><NewUsed>New</NewUsed>
    <Photos><Photo url="https://cdn.example/b7/1.jpg"/></Photos>
  </Vehicle>
  <Vehicle StockNo="C9">
    <Make>Kia</Make><Model>Rio</Model><Variant>S</Variant><Year>2019</Year><Odometer>88,000</Odometer>
    <Price>$14 990</Price><NewUsed>Used</NewUsed><Colour>Black</Colour><Images/>
  </Vehicle>
</Inventory>`;

  it('should import the same cars from the XML bytes as from the CSV', () => {
    const csv = run(CSV);
    const xml = run(windows1252(XML), { format: 'xml' });
    expect(csv.report.rejected).toEqual([]);
    expect(xml.report.rejected).toEqual([]);
    expect(xml.report).toMatchObject({
      applied: true,
      format: 'xml',
      encoding: 'windows-1252',
      generated_at: '2026-03-10T08:00:00',
      added: ['A123', 'B7', 'C9'],
    });
    expect(xml.cars).toEqual(csv.cars);
    expect(xml.cars[0]).toMatchObject({
      colour: 'Rosé Gold',
      price: 25990,
      km: 45000,
      description: { body: 'One owner <b>&</b> full history' },
      images: [
        { image: { url: 'https://cdn.example/a123/1.jpg' } },
        { image: { url: 'https://cdn.example/a123/2.jpg' } },
      ],
    });
    expect(xml.cars[1]).toMatchObject({ price: null, primary_image_url: 'https://cdn.example/b7/1.jpg' });
    // Records are numbered by position: the Windows-1252 warning names the file's line.
    expect(xml.report.warnings.map(formatFeedProblem)).toEqual([
      'feed: (encoding): Not UTF-8: read as Windows-1252 — check lines 6 of the file',
    ]);
  });

  it('should reject a bad XML record by its position and import the rest', () => {
    const { cars, report } = run(XML.replace('<Year>2025</Year>', '<Year>twenty25</Year>'), {
      format: 'xml',
    });
    expect(cars.map((car) => car.stocknum)).toEqual(['A123', 'C9']);
    expect(report.rejected.map(formatFeedProblem)).toEqual([
      'line 2 (stock B7): year: Expected a year (1900–2100)',
    ]);
  });

  it('should refuse malformed XML as a whole and change nothing', () => {
    const { cars: before } = run(CSV);
    const { cars, report } = run(XML.replace('</Vehicle>', ''), { format: 'xml', existing: before });
    expect(cars).toEqual(before);
    expect(report.applied).toBe(false);
    expect(report.rejected.map(formatFeedProblem)).toEqual([
      expect.stringMatching(/^feed: \(feed\): Not well-formed XML at line \d+, column \d+: /),
    ]);
  });
});

describe('importFeed: exports as DMSs write them, grouped or empty', () => {
  // One DMS's XML: each vehicle's values in groups (`<Pricing>`, `<Specs>`, `<Identification>`).
  const GROUPED_XML = `<?xml version="1.0" encoding="utf-8"?>
<StockExport ExportedAt="2026-03-10T06:00:00+11:00">
  <Vehicle>
    <StockNo>G1</StockNo>
    <VehicleDetails><Make>Toyota</Make><Model>Corolla</Model><ModelYear>2020</ModelYear><Condition>Used</Condition></VehicleDetails>
    <Pricing><Price>32990</Price><PriceType>DAP</PriceType></Pricing>
    <Specs><Odometer unit="km">85,000</Odometer><Transmission>Automatic</Transmission></Specs>
    <Identification><VIN>JTNKU3JE60J021345</VIN><Rego>CXY12A</Rego></Identification>
  </Vehicle>
  <Vehicle>
    <StockNo>G2</StockNo>
    <VehicleDetails><Make>Kia</Make><Model>Seltos</Model><ModelYear>2023</ModelYear><Condition>Demo</Condition></VehicleDetails>
    <Pricing><Price>POA</Price></Pricing>
    <Specs><Odometer unit="km">1,200</Odometer></Specs>
  </Vehicle>
</StockExport>`;
  // Another's JSON of the same stock.
  const GROUPED_JSON = JSON.stringify({
    generated_at: '2026-03-10T06:00:00+11:00',
    vehicles: [
      {
        stockNo: 'G1',
        vehicle: { make: 'Toyota', model: 'Corolla', year: 2020, condition: 'used' },
        pricing: { price: 32990, priceType: 'DAP' },
        specs: { odometer: { value: 85000, unit: 'km' }, transmission: 'Automatic' },
        identification: { vin: 'JTNKU3JE60J021345', rego: 'CXY12A' },
      },
      {
        stockNo: 'G2',
        vehicle: { make: 'Kia', model: 'Seltos', year: 2023, condition: 'demo' },
        pricing: { price: 'POA' },
        specs: { odometer: { value: 1200, unit: 'km' } },
      },
    ],
  });

  it('should import a grouped export with its prices and odometers, never a car without its price', () => {
    const xml = run(GROUPED_XML, { format: 'xml' });
    const json = run(GROUPED_JSON, { format: 'json' });
    expect(xml.report.rejected).toEqual([]);
    expect(xml.report).toMatchObject({
      applied: true,
      added: ['G1', 'G2'],
      unknown_columns: ['Pricing.PriceType'],
    });
    expect(json.report.unknown_columns).toEqual(['pricing.priceType']);
    expect(json.cars).toEqual(xml.cars);
    expect(xml.cars[0]).toMatchObject({
      make: 'Toyota',
      price: 32990,
      price_type: 'drive_away',
      km: 85000,
      vin: 'JTNKU3JE60J021345',
      car_type: 'used',
    });
    expect(xml.cars[1]).toMatchObject({ make: 'Kia', price: null, km: 1200, car_type: 'demo' });
  });

  it('should read an export with no vehicles as zero records, applied only within the replace guard', () => {
    const live = run(dmsExport(20)).cars;
    for (const [text, format] of [
      ['<Inventory/>', 'xml'],
      ['<Inventory></Inventory>', 'xml'],
      ['<?xml version="1.0"?>\r\n<Inventory generated_at="2026-03-10T06:00:00+11:00"/>\r\n', 'xml'],
      ['{"vehicles":[]}', 'json'],
    ] as const) {
      // A replace that would remove every live car is refused unless forced, like any other.
      const replace = run(text, { format, existing: live });
      expect(replace.report).toMatchObject({ applied: false, records: 0, removed: [] });
      expect(replace.report.would_remove).toHaveLength(20);
      expect(replace.report.rejected.map(formatFeedProblem)).toEqual([
        'feed: (feed): This replace would remove 20 of the 20 live cars (100%), more than 30%: nothing was changed. Send it again forced if that is meant',
      ]);
      expect(replace.cars).toEqual(live);
      const forced = run(text, { format, existing: live, force: true });
      expect(forced.report).toMatchObject({ applied: true, records: 0, rejected: [] });
      expect(forced.report.removed).toHaveLength(20);
      expect(forced.cars).toEqual([]);
      const upsert = run(text, { format, existing: live, mode: 'upsert' });
      expect(upsert.report).toMatchObject({ applied: true, records: 0, removed: [], added: [], updated: [] });
      expect(upsert.cars).toEqual(live);
      // A site with no cars yet takes it as it is.
      expect(run(text, { format }).report).toMatchObject({ applied: true, records: 0, rejected: [] });
    }
    expect(
      run('<Inventory generated_at="2026-03-10T06:00:00+11:00"/>', { format: 'xml' }).report.generated_at,
    ).toBe('2026-03-10T06:00:00+11:00');
  });

  it('should still refuse a file that is not an export as a whole, whatever the mode', () => {
    const live = run(dmsExport(20)).cars;
    const page = '<html><head><title>Maintenance</title></head><body><p>Back soon</p></body></html>';
    for (const mode of ['replace', 'upsert'] as const) {
      const { cars, report } = run(page, { format: 'xml', existing: live, mode, force: true });
      expect(report.applied).toBe(false);
      expect(cars).toEqual(live);
      expect(report.rejected.map(formatFeedProblem)).toEqual([
        expect.stringMatching(
          /^feed: \(feed\): No vehicle records found: .*; <html> holds <head>, <body>, none of them vehicles$/,
        ),
      ]);
    }
  });
});
