import { describe, expect, it } from 'vitest';
import { feedFormatOf, readFeed } from './read.js';

describe('readFeed', () => {
  it('should map CSV headers to fields and ignore unknown columns', () => {
    const feed = readFeed(
      'Stock No,Make,Model,Year,Condition,Dealer Notes\nA1,Kia,Rio,2022,used,call Bob\n',
      'csv',
    );
    expect(feed.problems).toEqual([]);
    expect(feed.records).toEqual([
      { line: 2, values: { stocknum: 'A1', make: 'Kia', model: 'Rio', year: '2022', car_type: 'used' } },
    ]);
  });

  it('should read JSON arrays and wrapped lists with their export time', () => {
    expect(readFeed('[{"stocknum":"A1"}]', 'json').records).toEqual([
      { line: 1, values: { stocknum: 'A1' } },
    ]);
    const wrapped = readFeed(
      '{"generated_at":"2026-03-01T00:00:00Z","vehicles":[{"Stock No":"B2"}]}',
      'json',
    );
    expect(wrapped).toMatchObject({
      generatedAt: '2026-03-01T00:00:00Z',
      records: [{ values: { stocknum: 'B2' } }],
    });
  });

  it('should refuse what it cannot read as a whole', () => {
    expect(readFeed('{"cars": 3}', 'json').problems[0]?.message).toMatch(/Expected an array/);
    expect(readFeed('{', 'json').problems[0]?.message).toMatch(/^Not JSON/);
    expect(readFeed('', 'csv').problems[0]?.message).toBe('The feed is empty');
  });

  it('should tell the format from a name, a content type or the text', () => {
    expect(feedFormatOf('stock.csv', '[')).toBe('csv');
    expect(feedFormatOf('application/json', 'a,b')).toBe('json');
    expect(feedFormatOf(null, ' [{}]')).toBe('json');
    expect(feedFormatOf(undefined, 'a,b')).toBe('csv');
    expect(feedFormatOf('application/xml; charset=windows-1252', 'a,b')).toBe('xml');
    expect(feedFormatOf('text/xml', '')).toBe('xml');
    expect(feedFormatOf('STOCK.XML', '')).toBe('xml');
    expect(feedFormatOf(null, '\uFEFF\n  <?xml version="1.0"?><Stock/>')).toBe('xml');
    expect(feedFormatOf('application/octet-stream', '<Inventory>')).toBe('xml');
  });

  it('should read XML names through the same alias table as CSV headers', () => {
    const feed = readFeed(
      `<Inventory><Vehicle Stock-No.="A1" NewUsed="Used"><Manufacturer>Kia</Manufacturer><Family>Rio</Family>
        <ModelYear>2022</ModelYear><Kms>12,000</Kms><DealerNotes>call Bob</DealerNotes>
        <Price currency="AUD">21990</Price><Photos><Photo url="https://x.example/1.jpg"/></Photos></Vehicle></Inventory>`,
      'xml',
    );
    expect(feed.problems).toEqual([]);
    expect(feed.records).toEqual([
      {
        line: 1,
        values: {
          stocknum: 'A1',
          car_type: 'Used',
          make: 'Kia',
          model: 'Rio',
          year: '2022',
          odometer: '12,000',
          drive_away_price: '21990',
          images: ['https://x.example/1.jpg'],
        },
      },
    ]);
    expect(feed.columns.find((c) => c.column === 'DealerNotes')).toEqual({
      column: 'DealerNotes',
      field: null,
    });
  });

  it('should read each record by the names it gives, a second name ignored only beside the first', () => {
    const feed = readFeed(
      '[{"Images":"a.jpg","Stock No":"A1"},{"Photos":"b.jpg","StockNo":"B2"},{"Images":"c.jpg","Photos":"d.jpg"}]',
      'json',
    );
    expect(feed.records.map((r) => r.values)).toEqual([
      { images: 'a.jpg', stocknum: 'A1' },
      { images: 'b.jpg', stocknum: 'B2' },
      { images: 'c.jpg' },
    ]);
    expect(feed.columns).toEqual([
      { column: 'Images', field: 'images' },
      { column: 'Stock No', field: 'stocknum' },
      {
        column: 'Photos',
        field: 'images',
        ignored: 'images is read from "Images" in a record that gives both',
      },
      { column: 'StockNo', field: 'stocknum' },
    ]);
  });

  it('should read a JSON envelope with image objects and a price object', () => {
    const feed = readFeed(
      JSON.stringify({
        Data: {
          Inventory: [
            {
              StockNumber: 'J1',
              Make: 'Mazda',
              Images: [{ url: 'https://x.example/1.jpg' }, { src: 'https://x.example/2.jpg' }],
              Price: { amount: 25990, currency: 'AUD' },
            },
          ],
        },
      }),
      'json',
    );
    expect(feed.records).toEqual([
      {
        line: 1,
        values: {
          stocknum: 'J1',
          make: 'Mazda',
          images: ['https://x.example/1.jpg', 'https://x.example/2.jpg'],
          drive_away_price: 25990,
        },
      },
    ]);
  });

  it('should refuse unreadable XML as a whole, naming where', () => {
    expect(readFeed('<Inventory>\n<Vehicle></Inventory>', 'xml').problems).toEqual([
      {
        line: 0,
        stocknum: null,
        field: '(feed)',
        message: expect.stringMatching(/^Not well-formed XML at line 2/),
      },
    ]);
  });

  it('should read the values a DMS nests in groups as the vehicle’s own, unknown ones named by their path', () => {
    const feed = readFeed(
      `<?xml version="1.0" encoding="utf-8"?>
<DealerStock>
  <Vehicle>
    <StockNo>A1</StockNo>
    <Pricing><Price>32990</Price><PriceType>DAP</PriceType><RetailPrice>34990</RetailPrice></Pricing>
    <Specs>
      <Odometer unit="km">85,000</Odometer><Transmission>Automatic</Transmission>
      <Engine><Size>2.0</Size><Cylinders>4</Cylinders></Engine>
    </Specs>
    <Identification><VIN>JTNKU3JE60J021345</VIN><Rego>CXY12A</Rego></Identification>
    <Details Make="Toyota" Model="Corolla" Year="2020" Condition="Used"/>
  </Vehicle>
</DealerStock>`,
      'xml',
    );
    expect(feed.problems).toEqual([]);
    expect(feed.records).toEqual([
      {
        line: 1,
        values: {
          stocknum: 'A1',
          drive_away_price: '32990',
          egc_price: '34990',
          odometer: '85,000',
          transmission: 'Automatic',
          engine_size: '2.0',
          vin: 'JTNKU3JE60J021345',
          rego: 'CXY12A',
          make: 'Toyota',
          model: 'Corolla',
          year: '2020',
          car_type: 'Used',
        },
      },
    ]);
    expect(feed.columns.filter((c) => c.field === null)).toEqual([
      { column: 'Pricing.PriceType', field: null },
      { column: 'Specs.Engine.Cylinders', field: null },
    ]);
    expect(feed.columns.find((c) => c.column === 'Specs.Odometer')).toEqual({
      column: 'Specs.Odometer',
      field: 'odometer',
    });
  });

  it('should read a JSON record’s groups the same way, value objects inside them too', () => {
    const feed = readFeed(
      JSON.stringify({
        vehicles: [
          {
            stockNo: 'A1',
            vehicle: { make: 'Mazda', model: 'CX-5', year: 2021, condition: 'used' },
            pricing: { price: 32990, priceType: 'DAP', wasPrice: { amount: 34990, currency: 'AUD' } },
            specs: { odometer: { value: 85000, unit: 'km' }, transmission: 'Automatic' },
            media: { photos: [{ url: 'https://x.example/1.jpg' }, { url: 'https://x.example/2.jpg' }] },
          },
        ],
      }),
      'json',
    );
    expect(feed.records.map((r) => r.values)).toEqual([
      {
        stocknum: 'A1',
        make: 'Mazda',
        model: 'CX-5',
        year: 2021,
        car_type: 'used',
        drive_away_price: 32990,
        before_price: 34990,
        odometer: 85000,
        transmission: 'Automatic',
        images: ['https://x.example/1.jpg', 'https://x.example/2.jpg'],
      },
    ]);
    expect(feed.columns.filter((c) => c.field === null).map((c) => c.column)).toEqual(['pricing.priceType']);
  });

  it('should let the vehicle’s own value win over a group’s, whatever their order, and name the group’s as ignored', () => {
    const xml = readFeed(
      `<Inventory><Vehicle><StockNo>A1</StockNo><Make>Kia</Make><Pricing><Price>29990</Price></Pricing>
        <Price>32990</Price></Vehicle></Inventory>`,
      'xml',
    );
    const json = readFeed(
      '[{"StockNo":"A1","Make":"Kia","Pricing":{"Price":29990},"Price":32990},{"StockNo":"B2","Pricing":{"Price":18990}}]',
      'json',
    );
    expect(xml.records[0]?.values).toEqual({ stocknum: 'A1', make: 'Kia', drive_away_price: '32990' });
    expect(json.records.map((r) => r.values.drive_away_price)).toEqual([32990, 18990]);
    for (const feed of [xml, json])
      expect(feed.columns).toEqual([
        { column: 'StockNo', field: 'stocknum' },
        { column: 'Make', field: 'make' },
        {
          column: 'Pricing.Price',
          field: 'drive_away_price',
          ignored: 'drive_away_price is read from "Price" in a record that gives both',
        },
        { column: 'Price', field: 'drive_away_price' },
      ]);
  });
});
