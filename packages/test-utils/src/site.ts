import { parseSite, type Site, type SiteInput } from '@dealer/site-registry';

/** A deep partial: every nested object field optional; arrays are replaced whole, never merged. */
type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** Overrides for createSite: any part of a site's input, nested objects merged, arrays replaced. */
export type SiteOverrides = DeepPartial<SiteInput>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
  }
  return out;
}

const weekdayHours = { status: 'open', open: '08:30', close: '17:30' } as const;

/** A realistic Brisbane car dealer: one dealership, one primary location, §9 default state QLD. */
function defaultSite(): SiteInput {
  return {
    id: 9001,
    slug: 'test-motors',
    template: 'car',
    name: 'Test Motors',
    phone: '(07) 5550 1234',
    email: 'sales@test-motors.example',
    dealership_id: 90011,
    url: 'http://test-motors.localhost:3000',
    city: 'Brisbane',
    state: 'QLD',
    address: { street: '120 Sandgate Road', city: 'Albion', state: 'QLD', postcode: '4010' },
    locations: [
      {
        id: 900101,
        slug: 'test-motors-albion',
        dealership_slug: 'test-motors',
        city: 'Brisbane',
        state: 'QLD',
        location_name: 'Test Motors Albion',
        address: { street: '120 Sandgate Road', city: 'Albion', state: 'QLD', postcode: '4010' },
        contact_detail: {
          phone: '(07) 5550 1234',
          email: 'sales@test-motors.example',
          opening_hours: {
            monday: weekdayHours,
            tuesday: weekdayHours,
            wednesday: weekdayHours,
            thursday: weekdayHours,
            friday: weekdayHours,
            saturday: { status: 'open', open: '08:30', close: '16:00' },
            sunday: { status: 'by_appointment' },
          },
        },
        primary: true,
      },
    ],
    dealerships: [
      {
        id: 90011,
        slug: 'test-motors',
        name: 'Test Motors',
        manufacturers: ['Toyota'],
        make: 'Toyota',
        stripe_publishable_key: 'pk_test_test_motors',
      },
    ],
    payment_provider: 'stripe',
    finance_provider: 'Taurus',
    navigation: [
      { label: 'Cars', href: '/search' },
      { label: 'Finance', href: '/finance' },
      { label: 'Contact Us', href: '/contact' },
    ],
    social: { facebook: 'https://www.facebook.com/testmotors' },
    theme: {
      colors: {
        primary: '#0b3d91',
        onPrimary: '#ffffff',
        accent: '#f2a900',
        background: '#ffffff',
        surface: '#f3f6fb',
        text: '#14213d',
        muted: '#5c6b80',
        danger: '#c62828',
        success: '#2e7d32',
      },
      logo: { text: 'TEST MOTORS' },
      fonts: { heading: 'Inter, sans-serif', body: 'Inter, sans-serif' },
    },
  };
}

/**
 * A valid Site for tests and stories: realistic defaults deep-merged with the overrides (arrays replace),
 * parsed through the registry's schema and per-site rules, so a fixture is exactly what production reads.
 * `createSite({ template: 'motorcycle', routes: { vehicle_base_path: '/motorcycles' } })`.
 */
export function createSite(overrides: SiteOverrides = {}): Site {
  return parseSite(merge(defaultSite() as Record<string, unknown>, overrides as Record<string, unknown>));
}
