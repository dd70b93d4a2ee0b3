import type { SiteInput } from '@dealer/site-registry';

/**
 * Site files an operator writes for dealers unlike the demo's (a folder with no demo seed): the least the
 * schema takes, an NZ dealer, a motorcycle dealer, a rental company, two yards without finance, and odd but
 * valid values (a long name with `&`, apostrophes, macrons and `<`, a phone in international format, no
 * logo, no social links, no opening hours). Each carries recognisable private values (`CANARY`) that no
 * public response may print, and a small DMS export in its own header spellings (one site has none).
 */

const THEME = {
  colors: {
    primary: '#1d3557',
    onPrimary: '#ffffff',
    accent: '#e63946',
    background: '#ffffff',
    surface: '#f1faee',
    text: '#111111',
    muted: '#555555',
    danger: '#b00020',
    success: '#2e7d32',
  },
  fonts: { heading: 'Arial, sans-serif', body: 'Arial, sans-serif' },
};
const theme = (logo: string) => ({ ...THEME, logo: { text: logo } });

/** Every private value of a site: lead routing, its feed pull, its operator tokens and webhook secret. */
export function oddCanaries(slug: string) {
  return {
    webhook_url: `https://crm-canary-${slug}.example.com/hook/WHK-CANARY-${slug}`,
    webhook_urls: [`https://second-canary-${slug}.example.com/in/SECOND-CANARY-${slug}`],
    adf_emails: [`adf-canary-${slug}@crm-canary.example.com`],
    notification_emails: [`notify-canary-${slug}@staff-canary.example.com`],
    feedPullUrl: `https://dms-canary-${slug}.example.com/export/FEEDPULL-CANARY-${slug}.csv`,
    feedPullSecret: `FEEDSECRET-CANARY-${slug}-0000`,
    stockFeedToken: `stocktoken-CANARY-${slug}-123456`,
    adsFeedToken: `adstoken-CANARY-${slug}-123456`,
    webhookSecret: `whsec-CANARY-${slug}`,
  };
}

type Week = SiteInput['locations'][number]['contact_detail']['opening_hours'];
const WEEK = (open: string, close: string): Week => ({
  ...Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [
      d,
      { status: 'open' as const, open, close },
    ]),
  ),
  saturday: { status: 'open' as const, open: '09:00', close: '13:00' },
  sunday: { status: 'closed' as const },
});

function location(
  id: number,
  slug: string,
  dealership: string,
  name: string,
  where: { street: string; city: string; state: string; postcode: string; country?: 'AU' | 'NZ' },
  phone: string,
  hours?: Week,
) {
  return {
    id,
    slug,
    dealership_slug: dealership,
    city: where.city,
    state: where.state,
    location_name: name,
    address: { country: 'AU' as const, ...where },
    contact_detail: { phone, ...(hours ? { opening_hours: hours } : {}) },
  };
}

function routed(slug: string) {
  const c = oddCanaries(slug);
  return {
    leads: {
      webhook_url: c.webhook_url,
      webhook_urls: c.webhook_urls,
      adf_emails: c.adf_emails,
      notification_emails: c.notification_emails,
    },
    feed_pull: {
      url: c.feedPullUrl,
      interval_minutes: 60,
      auth: { kind: 'bearer' as const, secret_env: `FEED_PULL_${slug.replace(/-/g, '_').toUpperCase()}` },
    },
  };
}

const DUBBO = { street: '1 Main St', city: 'Dubbo', state: 'NSW', postcode: '2830' };
const OTAHUHU = {
  street: '12 Great South Road',
  city: 'Ōtāhuhu',
  state: 'Auckland',
  postcode: '1062',
  country: 'NZ' as const,
};
const TOWNSVILLE = { street: '40 Ingham Rd', city: 'Townsville', state: 'QLD', postcode: '4810' };
const DARWIN = { street: '5 Stuart Hwy', city: 'Darwin', state: 'NT', postcode: '0800' };
const BALLARAT = { street: '100 Sturt St', city: 'Ballarat', state: 'VIC', postcode: '3350' };
const BENDIGO = { street: '7 High St', city: 'Bendigo', state: 'VIC', postcode: '3550' };
// No suburb: a highway lot and the town.
const WAGGA = { street: 'Lot 7 Sturt Highway', city: 'Wagga Wagga', state: 'NSW', postcode: '2650' };

export const ODD_LONG_NAME =
  "Ngā Tūpuna & O'Brien's Family-Owned Quality Pre-Owned Vehicles of the Greater Far North District";

export const ODD_SITES: SiteInput[] = [
  // Only what the schema requires; no feed, no private settings.
  {
    id: 9001,
    slug: 'plain-cars',
    template: 'car',
    name: 'Plain Cars',
    phone: '02 5550 9001',
    email: 'hello@plain-cars.example.com',
    dealership_id: 90011,
    url: 'http://plain-cars.localhost:3000',
    city: 'Dubbo',
    address: DUBBO,
    locations: [location(90011, 'plain-cars-dubbo', 'plain-cars', 'Plain Cars', DUBBO, '02 5550 9001')],
    dealerships: [{ id: 90011, slug: 'plain-cars', name: 'Plain Cars' }],
    theme: theme('Plain Cars'),
  },
  {
    id: 9002,
    slug: 'nga-motors',
    template: 'car',
    name: 'Ngā Motors',
    phone: '09 555 7002',
    email: 'kia-ora@nga-motors.example.com',
    dealership_id: 90021,
    url: 'http://nga-motors.localhost:3000',
    country: 'NZ',
    city: 'Ōtāhuhu',
    state: 'Auckland',
    timezone: 'Pacific/Auckland',
    address: OTAHUHU,
    locations: [
      location(
        90021,
        'nga-otahuhu',
        'nga-motors',
        'Ngā Motors Ōtāhuhu',
        OTAHUHU,
        '09 555 7002',
        WEEK('08:30', '17:30'),
      ),
    ],
    dealerships: [{ id: 90021, slug: 'nga-motors', name: 'Ngā Motors' }],
    finance_provider: 'Manual',
    finance: { form_variant: 'NZ' },
    validation: { phone_max_length_nz: true },
    legal: { trader_name: 'Ngā Motors Limited', trader_registration_number: 'M700200' },
    ...routed('nga-motors'),
    theme: theme('Ngā Motors'),
  },
  {
    id: 9003,
    slug: 'obriens-bikes',
    template: 'motorcycle',
    name: "O'Brien's Bikes & Scooters",
    phone: '(07) 5550 7003',
    email: 'ride@obriens-bikes.example.com',
    dealership_id: 90031,
    url: 'http://obriens-bikes.localhost:3000',
    city: 'Townsville',
    state: 'QLD',
    address: TOWNSVILLE,
    locations: [
      location(
        90031,
        'obriens-tsv',
        'obriens-bikes',
        "O'Brien's Townsville",
        TOWNSVILLE,
        '(07) 5550 7003',
        WEEK('08:00', '17:00'),
      ),
    ],
    dealerships: [
      { id: 90031, slug: 'obriens-bikes', name: "O'Brien's Bikes & Scooters", manufacturers: ['Honda'] },
    ],
    finance_provider: 'Manual',
    routes: { listing_base_path: '/motorcycles-for-sale', vehicle_base_path: '/motorcycles' },
    search: { car_type_facets: [], filters: ['make', 'model', 'car_type', 'price', 'km', 'year'] },
    ...routed('obriens-bikes'),
    theme: theme("O'Brien's"),
  },
  {
    id: 9004,
    slug: 'smith-ute-hire',
    template: 'rental',
    name: 'Smith & Sons Ute Hire',
    phone: '(08) 5550 7004',
    email: 'book@smith-ute-hire.example.com',
    dealership_id: 90041,
    url: 'http://smith-ute-hire.localhost:3000',
    city: 'Darwin',
    state: 'NT',
    address: DARWIN,
    locations: [
      location(
        90041,
        'smith-darwin',
        'smith-ute-hire',
        'Smith & Sons Darwin',
        DARWIN,
        '(08) 5550 7004',
        WEEK('07:00', '18:00'),
      ),
    ],
    dealerships: [{ id: 90041, slug: 'smith-ute-hire', name: 'Smith & Sons Ute Hire' }],
    routes: { listing_base_path: '/hire' },
    ...routed('smith-ute-hire'),
    theme: theme('Smith & Sons'),
  },
  {
    id: 9005,
    slug: 'twin-yards',
    template: 'car',
    name: 'Twin Yards Auto',
    phone: '03 5550 7005',
    email: 'sales@twin-yards.example.com',
    dealership_id: 90051,
    url: 'http://twin-yards.localhost:3000',
    city: 'Ballarat',
    state: 'VIC',
    address: BALLARAT,
    locations: [
      location(
        90051,
        'twin-ballarat',
        'twin-ballarat',
        'Twin Yards Ballarat',
        BALLARAT,
        '03 5550 7005',
        WEEK('08:30', '17:30'),
      ),
      location(
        90052,
        'twin-bendigo',
        'twin-bendigo',
        'Twin Yards Bendigo',
        BENDIGO,
        '03 5550 7055',
        WEEK('09:00', '17:00'),
      ),
    ],
    dealerships: [
      { id: 90051, slug: 'twin-ballarat', name: 'Twin Yards Ballarat' },
      { id: 90052, slug: 'twin-bendigo', name: 'Twin Yards Bendigo' },
    ],
    finance: { finance_display_disabled: true },
    ...routed('twin-yards'),
    theme: theme('Twin Yards'),
  },
  {
    id: 9006,
    slug: 'odd-values',
    template: 'car',
    name: ODD_LONG_NAME,
    phone: '+61 2 5550 7006',
    email: "o'brien@odd-values.example.com",
    dealership_id: 90061,
    dealership_group: 'Smith & Jones "Family" Group',
    url: 'http://odd-values.localhost:3000',
    city: 'Wagga Wagga',
    state: 'NSW',
    address: WAGGA,
    locations: [
      location(90061, 'odd-wagga', 'odd-values', "O'Brien's & Ngā Yard <Main>", WAGGA, '+61 2 5550 7006'),
    ],
    dealerships: [{ id: 90061, slug: 'odd-values', name: "O'Brien's & Ngā Cars" }],
    finance_provider: 'Manual',
    vehicle: { used_label: 'pre-owned' },
    ...routed('odd-values'),
    theme: theme("O'Brien's & Ngā"),
  },
];
