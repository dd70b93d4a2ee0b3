import { describe, expect, it } from 'vitest';
import { feedRecordSchema, fieldOfHeader, parseFeedDate } from './fields.js';

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

describe('parseFeedDate', () => {
  it.each([
    ['2025-03-14', '2025-03-14'],
    ['14/03/2025', '2025-03-14'],
    ['2025-03', '2025-03-01'],
    ['03/2025', '2025-03-01'],
    ['2025-03-14T10:00:00+10:00', '2025-03-14'],
    ['31/02/2025', null],
    ['yesterday', null],
  ])('should read %s as %s', (text, iso) => {
    expect(parseFeedDate(text)).toBe(iso);
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
