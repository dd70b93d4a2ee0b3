import { describe, expect, it } from 'vitest';
import { feedRecordSchema, fieldOfHeader } from './fields.js';

describe('fieldOfHeader', () => {
  it.each([
    ['Stock No', 'stocknum'],
    ['STOCKNUM', 'stocknum'],
    ['Kms', 'odometer'],
    ['Color', 'colour'],
    ['Drive-Away Price', 'drive_away_price'],
    ['DAP', 'drive_away_price'],
    ['Was Price', 'before_price'],
    ['Unknown Column', null],
  ])('should read %s as %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });
});

describe('feedRecordSchema', () => {
  const base = { stocknum: ' A1 ', make: 'Kia', model: 'Rio', year: '2022', car_type: 'Demonstrator' };
  it('should coerce CSV text and apply the defaults', () => {
    expect(
      feedRecordSchema.parse({
        ...base,
        drive_away_price: '$19,990',
        certified: 'Y',
        status: 'Coming Soon',
        rego: '',
      }),
    ).toMatchObject({
      stocknum: 'A1',
      year: 2022,
      car_type: 'demo',
      drive_away_price: 19990,
      certified: true,
      show_on_dealer_website: true,
      status: 'coming_soon',
      rego: undefined,
      features: [],
    });
  });

  it('reads a DMS export’s values as they are written: POA, odometers with units, AU dates', () => {
    const read = (values: Record<string, unknown>) => feedRecordSchema.parse({ ...base, ...values });
    for (const poa of ['POA', 'P.O.A.', 'poa', 'Price on application', 'Call for price', '', '  ', null])
      expect(read({ drive_away_price: poa, egc_price: poa }), String(poa)).toMatchObject({
        drive_away_price: undefined,
        egc_price: undefined,
      });
    expect(read({ drive_away_price: '$32 990' }).drive_away_price).toBe(32_990);
    expect(read({ drive_away_price: '32\u00a0990.00' }).drive_away_price).toBe(32_990);
    for (const km of ['85,000 km', '85000km', '85 000', '85\u202f000 kms', '85,000 KMs', 85_000])
      expect(read({ odometer: km }).odometer, String(km)).toBe(85_000);
    expect(read({ odometer: '45000km' }).odometer).toBe(45_000);
    expect(read({ sold_date: '9/3/2026 14:05', stocknum: 12345 })).toMatchObject({
      sold_date: '2026-03-09',
      stocknum: '12345',
    });
    expect(feedRecordSchema.safeParse({ ...base, odometer: '85,000 miles' }).success).toBe(false);
    expect(feedRecordSchema.safeParse({ ...base, drive_away_price: 'AUD 5' }).success).toBe(false);
  });

  it('should read an empty odometer or seats cell, empty XML element or JSON null as not given', () => {
    for (const blank of ['', '  ', null])
      expect(
        feedRecordSchema.parse({ ...base, odometer: blank, seats: blank, nz_first_registered: blank }),
      ).toMatchObject({ odometer: undefined, seats: undefined, nz_first_registered: undefined });
    expect(feedRecordSchema.safeParse({ ...base, odometer: 'lots' }).success).toBe(false);
  });

  it('should name each wrong field', () => {
    const result = feedRecordSchema.safeParse({
      ...base,
      vin: 'SHORT',
      seats: 'many',
      sold_date: '32/01/2025',
      certified: 'maybe',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'vin: A VIN is 17 letters and digits (no I, O or Q)',
      'seats: Expected a number of seats',
      'sold_date: Expected a date (DD/MM/YYYY, YYYY-MM-DD or 14 Mar 2025)',
      'certified: Expected yes or no',
    ]);
  });
});
