import { describe, expect, it } from 'vitest';
import { metaBodyStyle, metaDrivetrain, metaFuelType, metaTransmission } from './meta-values.js';

describe('Meta enumerations from AU/NZ dealer words', () => {
  it.each([
    ['Dual Cab Ute', 'TRUCK'],
    ['Cab Chassis', 'TRUCK'],
    ['SUV', 'SUV'],
    ['Hatchback', 'HATCHBACK'],
    ['Wagon', 'WAGON'],
    ['People Mover', 'MINIVAN'],
    ['Van', 'VAN'],
    ['Motorhome', 'OTHER'],
    [null, 'OTHER'],
  ])('body %s → %s', (body, expected) => expect(metaBodyStyle(body)).toBe(expected));

  it.each([
    ['Automatic', 'AUTOMATIC'],
    ['Constantly Variable Transmission', null],
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
  ])('fuel %s → %s', (f, expected) => expect(metaFuelType(f)).toBe(expected));

  it.each([
    ['4x4', '4X4'],
    ['AWD', 'AWD'],
    ['Front Wheel Drive', 'FWD'],
    ['RWD', 'RWD'],
    ['4x2', '4X2'],
    [null, 'OTHER'],
  ])('drive %s → %s', (d, expected) => expect(metaDrivetrain(d)).toBe(expected));
});
