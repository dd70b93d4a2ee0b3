import { describe, expect, it } from 'vitest';
import { acceptedHeaders, FEED_ALIASES, fieldOfHeader, headerKey } from './aliases.js';
import { FEED_FIELDS } from './field-names.js';

describe('fieldOfHeader', () => {
  it.each([
    ['DAPPrice', 'drive_away_price'],
    ['dap_price', 'drive_away_price'],
    ['DriveAwayPrice', 'drive_away_price'],
    ['Drive-Away Price', 'drive_away_price'],
    ['EGCPrice', 'egc_price'],
    ['egc_price', 'egc_price'],
    ['Price (Ex Govt Charges)', 'egc_price'],
    ['NewUsed', 'car_type'],
    ['New/Used', 'car_type'],
    ['Condition', 'car_type'],
    ['car_type', 'car_type'],
    ['Odometer', 'odometer'],
    ['Kms', 'odometer'],
    ['odometer_km', 'odometer'],
    ['ODOMETER (KM)', 'odometer'],
    ['StockNo', 'stocknum'],
    ['StockNumber', 'stocknum'],
    ['stocknum', 'stocknum'],
    ['Stock #', 'stocknum'],
    ['Stock No.', 'stocknum'],
    ['Rego', 'rego'],
    ['Registration', 'rego'],
    ['Variant', 'badge'],
    ['Family', 'model'],
    ['Exterior Colour', 'colour'],
    ['BodyType', 'body'],
    ['Photos', 'images'],
    ['WOF Expiry', 'wof_expiry'],
    ['COF Due', 'cof_expiry'],
    ['PPSR', 'security_interest'],
    ['NZ First Reg', 'nz_first_registered'],
    ['Engine CC', 'engine_size'],
    ['Dealer Notes', null],
    ['DateIn', null],
  ])('reads %s as %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });

  it('gives every alias one field, and every field its own name', () => {
    const owners = new Map<string, string>();
    for (const field of FEED_FIELDS) {
      expect(fieldOfHeader(field)).toBe(field);
      for (const alias of FEED_ALIASES[field]) {
        const key = headerKey(alias);
        expect(owners.get(key) ?? field, `${alias}`).toBe(field);
        owners.set(key, field);
        expect(fieldOfHeader(alias)).toBe(field);
      }
    }
    expect(acceptedHeaders('car_type').slice(0, 3)).toEqual(['car_type', 'NewUsed', 'New/Used']);
  });
});
