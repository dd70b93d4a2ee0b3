import { describe, expect, it } from 'vitest';
import { fieldsNamed, recordValues } from './groups.js';

const named = (record: Record<string, unknown>) =>
  recordValues(record).map(({ column, field }) => [column, field]);

describe('recordValues', () => {
  it('should read a group’s children as the record’s values, by path, unknown leaves included', () => {
    // As fast-xml-parser gives `<Pricing><Price>…` with an attribute and an element's own text.
    expect(
      named({
        StockNo: 'A1',
        Pricing: { Price: '32990', PriceType: 'DAP', '@_currency': 'AUD' },
        Specs: { Odometer: { '#text': '85,000', '@_unit': 'km' }, Transmission: 'Automatic' },
      }),
    ).toEqual([
      ['StockNo', 'stocknum'],
      ['Pricing.Price', 'drive_away_price'],
      ['Pricing.PriceType', null],
      ['Pricing.currency', null],
      ['Specs.Odometer', 'odometer'],
      ['Specs.Transmission', 'transmission'],
    ]);
  });

  it('should name a child by its group and its own name first: <Retail><Price> is not the drive-away price', () => {
    expect(
      named({
        Retail: { Price: '35990' },
        Before: { Price: '36990' },
        Sale: { Price: '32990' },
        Engine: { Size: '2.0', Fuel: 'Petrol' },
        Dealer: { Code: 'BV' },
      }),
    ).toEqual([
      ['Retail.Price', 'egc_price'],
      ['Before.Price', 'before_price'],
      ['Sale.Price', 'drive_away_price'],
      ['Engine.Size', 'engine_size'],
      ['Engine.Fuel', 'fuel'],
      ['Dealer.Code', 'location_code'],
    ]);
  });

  it('should keep a field’s own object whole and an element with text of its own a leaf', () => {
    expect(
      recordValues({
        Price: { amount: 25990, currency: 'AUD' },
        Images: { Image: ['a.jpg', 'b.jpg'] },
        Odo: { '#text': '85', '@_unit': 'km' },
        Notes: {},
      }),
    ).toEqual([
      {
        column: 'Price',
        field: 'drive_away_price',
        value: { amount: 25990, currency: 'AUD' },
        depth: 0,
        under: 'Price',
      },
      { column: 'Images', field: 'images', value: { Image: ['a.jpg', 'b.jpg'] }, depth: 0, under: 'Images' },
      { column: 'Odo', field: null, value: { '#text': '85', '@_unit': 'km' }, depth: 0, under: 'Odo' },
      { column: 'Notes', field: null, value: {}, depth: 0, under: 'Notes' },
    ]);
  });

  it('should read three names deep at most, fast, however deep a hostile file nests', () => {
    let deep: Record<string, unknown> = { Make: 'Kia' };
    for (let i = 0; i < 5000; i++) deep = { Group: deep };
    const started = performance.now();
    expect(named({ StockNo: 'A1', Specs: { Engine: { Size: '2.0' } }, Nest: deep })).toEqual([
      ['StockNo', 'stocknum'],
      ['Specs.Engine.Size', 'engine_size'],
      ['Nest.Group.Group', null],
    ]);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('fieldsNamed', () => {
  it('should count fields one group down, and tell a wrapper of one record from a record', () => {
    const vehicle = { StockNo: 'A1', Pricing: { Price: '1' }, Specs: { Make: 'Kia', Model: 'Rio' } };
    expect(fieldsNamed(vehicle)).toEqual({
      fields: new Set(['stocknum', 'drive_away_price', 'make', 'model']),
      wrapper: false,
    });
    expect(fieldsNamed({ '@_GeneratedAt': '2026-03-01', Vehicle: vehicle })).toEqual({
      fields: new Set(['stocknum']),
      wrapper: true,
    });
    expect(fieldsNamed({ '@_StockNo': 'A1', '@_Make': 'Kia' }).wrapper).toBe(false);
  });
});
