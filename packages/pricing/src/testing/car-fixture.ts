import { type Car, type CarInput, carSchema } from '../car.js';

/**
 * Test-only builder (not exported from the package). The package's own tests cannot import
 * `@dealer/test-utils` (it depends on this package); other packages use `createVehicle` from there.
 */
export const MINIMAL_CAR: CarInput = {
  id: 7,
  name: '2019 Mazda CX-5 Maxx',
  slug: '2019-mazda-cx-5-maxx-7',
  stocknum: 'U007',
  make: 'Mazda',
  model: 'CX-5',
  year: 2019,
  price: 25_990,
  car_type: 'used',
  status: 'in_stock',
  created_at: '2024-05-01T00:00:00Z',
  created_at_timestamp: 1_714_521_600,
  show_on_dealer_website: true,
  dealership_id: 3,
  dealership_slug: 'demo-motors',
};

/** Raw overrides; arrays may be readonly so `as const` test tables type-check. */
export type CarOverrides = { readonly [K in keyof CarInput]?: CarInput[K] | Readonly<CarInput[K]> };

/** A parsed car from the minimal hit plus raw overrides. */
export function makeCar(overrides: CarOverrides = {}): Car {
  return carSchema.parse({ ...MINIMAL_CAR, ...overrides });
}
