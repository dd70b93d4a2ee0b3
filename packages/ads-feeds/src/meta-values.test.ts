import { describe, expect, it } from 'vitest';
import { metaBodyStyle, metaDrivetrain, metaFuelType, metaTransmission } from './meta-values.js';
import { ATTRIBUTE_LISTS } from './validate.js';

const META = ATTRIBUTE_LISTS.meta.attributes;
const allowed = (name: string) => META.find((a) => a.name === name)?.values ?? [];

describe('Meta enumerations from AU/NZ dealer words', () => {
  it("never gives a value outside Meta's enumerations, whatever the dealer wrote", () => {
    const words = [
      '',
      'x',
      'Auto',
      'Diesel',
      'SUV',
      'Ute',
      'Cab Chassis',
      'Motorcycle',
      'Trike',
      '4WD',
      '\u0000',
    ];
    for (const w of words) {
      expect(allowed('body_style')).toContain(metaBodyStyle(w));
      expect(allowed('fuel_type')).toContain(metaFuelType(w));
      expect(allowed('drivetrain')).toContain(metaDrivetrain(w));
      expect([...allowed('transmission'), null]).toContain(metaTransmission(w));
    }
  });

  it.each([
    ['Dual Cab Ute', 'TRUCK'],
    ['Cab Chassis', 'TRUCK'],
    ['SUV', 'SUV'],
    ['Hatchback', 'HATCHBACK'],
    ['Wagon', 'WAGON'],
    ['People Mover', 'MINIVAN'],
    ['Van', 'VAN'],
    ['Motorhome', 'OTHER'],
    ['Utility', 'TRUCK'],
    ['Space Cab Pick-up', 'TRUCK'],
    ['Crew Cab', 'TRUCK'],
    ['Sports Utility Vehicle', 'SUV'],
    ['Liftback', 'HATCHBACK'],
    ['Fastback', 'COUPE'],
    ['Motorcycle', 'OTHER'],
    [null, 'OTHER'],
  ])('body %s → %s', (body, expected) => expect(metaBodyStyle(body)).toBe(expected));

  it.each([
    ['Automatic', 'AUTOMATIC'],
    ['Constantly Variable Transmission', 'AUTOMATIC'],
    ['1 Speed Reduction Gear', 'AUTOMATIC'],
    ['Single-speed', 'AUTOMATIC'],
    ['7 Speed Automated Manual', 'AUTOMATIC'],
    ['DSG', 'AUTOMATIC'],
    ['M', null],
    ['CVT', 'AUTOMATIC'],
    ['7 Speed Dual Clutch', 'AUTOMATIC'],
    ['6 Speed Manual', 'MANUAL'],
    [null, null],
  ])('transmission %s → %s', (t, expected) => expect(metaTransmission(t)).toBe(expected));

  it.each([
    ['Petrol - Unleaded ULP', 'PETROL'],
    ['Diesel', 'DIESEL'],
    ['Plug-in Hybrid (Petrol)', 'PLUGIN_HYBRID'],
    ['Hybrid (Petrol)', 'HYBRID'],
    ['Electric', 'ELECTRIC'],
    ['LPG', 'OTHER'],
    ['PHEV', 'PLUGIN_HYBRID'],
    ['Petrol - Electric', 'HYBRID'],
    ['HEV', 'HYBRID'],
    ['BEV', 'ELECTRIC'],
    ['EV', 'ELECTRIC'],
    ['Premium Unleaded', 'PETROL'],
  ])('fuel %s → %s', (f, expected) => expect(metaFuelType(f)).toBe(expected));

  it.each([
    ['4x4', '4X4'],
    ['AWD', 'AWD'],
    ['Front Wheel Drive', 'FWD'],
    ['RWD', 'RWD'],
    ['4x2', '4X2'],
    ['quattro', 'AWD'],
    ['4MATIC', 'AWD'],
    ['All-Wheel Drive', 'AWD'],
    [null, 'OTHER'],
  ])('drive %s → %s', (d, expected) => expect(metaDrivetrain(d)).toBe(expected));
});
