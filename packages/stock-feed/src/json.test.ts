import { describe, expect, it } from 'vitest';
import { jsonRecords } from './json.js';

describe('jsonRecords', () => {
  it('should take an array, or a list under a list name in any case', () => {
    expect(jsonRecords([{ a: 1 }])).toEqual({ records: [{ a: 1 }], generatedAt: null });
    for (const key of [
      'cars',
      'Vehicles',
      'VEHICLES',
      'inventory',
      'Listings',
      'items',
      'data',
      'results',
      'Records',
    ])
      expect(jsonRecords({ [key]: [{ a: 1 }] })).toEqual({ records: [{ a: 1 }], generatedAt: null });
  });

  it('should look one and two levels down, the shallowest list first', () => {
    expect(jsonRecords({ data: { vehicles: [1] } })).toEqual({ records: [1], generatedAt: null });
    expect(
      jsonRecords({ Dealer: { Name: 'Harbour Toyota', Vehicles: { Vehicle: [{ StockNo: 'A1' }] } } }),
    ).toEqual({ records: [{ StockNo: 'A1' }], generatedAt: null });
    expect(jsonRecords({ data: { items: [2] }, vehicles: [1] })).toMatchObject({ records: [1] });
  });

  it('should read XML turned into JSON where one vehicle is an object', () => {
    const one = { StockNo: 'A1', Make: 'Kia', Model: 'Rio' };
    expect(jsonRecords({ Vehicles: { Vehicle: one } })).toEqual({ records: [one], generatedAt: null });
  });

  it('should take one vehicle object whose values a DMS nests in groups, not the object wrapping it', () => {
    const vehicle = {
      StockNo: 'A1',
      Pricing: { Price: 32990, PriceType: 'DAP' },
      Specs: { Make: 'Kia', Model: 'Rio', Odometer: { value: 85000, unit: 'km' } },
    };
    expect(jsonRecords({ Vehicle: vehicle })).toEqual({ records: [vehicle], generatedAt: null });
    expect(jsonRecords({ Dealer: { Vehicles: { Vehicle: vehicle } } })).toEqual({
      records: [vehicle],
      generatedAt: null,
    });
  });

  it('should read the export time beside the list, in any case', () => {
    expect(jsonRecords({ generated_at: '2026-03-01', cars: [] })).toEqual({
      records: [],
      generatedAt: '2026-03-01',
    });
    expect(jsonRecords({ Data: { GeneratedAt: '2026-03-02', Inventory: [] } })).toMatchObject({
      generatedAt: '2026-03-02',
    });
  });

  it('should list what it accepts when it finds no list', () => {
    for (const json of [
      { cars: 3 },
      { meta: { vehicles: [] } },
      'text',
      null,
      { a: { b: { c: { cars: [] } } } },
    ])
      expect(jsonRecords(json)).toEqual({
        problem: expect.stringMatching(
          /^Expected an array of records, or an object holding one under cars, vehicles, stock, inventory, listings, items, data, results, records \(any case/,
        ),
      });
  });
});
