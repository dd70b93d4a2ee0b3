import { describe, expect, it } from 'vitest';
import { GOOGLE_BODY_STYLES, googleBodyStyle } from './google-values.js';

describe("Google's body_style from AU/NZ dealer words", () => {
  it.each([
    ['Dual Cab Ute', 'ute'],
    ['Cab Chassis', 'ute'],
    ['Extra Cab Pick-up', 'ute'],
    ['Utility', 'ute'],
    ['Sports Utility Vehicle', 'suv'],
    ['4WD Wagon', 'suv'],
    ['Station Wagon', 'station_wagon'],
    ['Hatch', 'hatchback'],
    ['Sedan', 'sedan'],
    ['Cabriolet', 'convertible'],
    ['Coupe', 'coupe'],
    ['People Mover', 'minivan'],
    ['Van', 'full_size_van'],
    ['Hardtop', ''],
    [null, ''],
  ])('%s → %s', (body, expected) => expect(googleBodyStyle(body)).toBe(expected));

  it('gives only supported values', () => {
    for (const body of ['Wagon', 'Ute', 'SUV', 'Bus', 'Motorcycle', 'x'])
      expect(['', ...GOOGLE_BODY_STYLES]).toContain(googleBodyStyle(body));
  });
});
