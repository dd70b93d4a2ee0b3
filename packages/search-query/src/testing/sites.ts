import { type Site, type SiteInput, siteSchema } from '@dealer/site-registry';

type SiteOverrides = Omit<Partial<SiteInput>, 'search' | 'routes' | 'vehicle'> & {
  search?: Partial<NonNullable<SiteInput['search']>>;
  routes?: Partial<NonNullable<SiteInput['routes']>>;
  vehicle?: Partial<NonNullable<SiteInput['vehicle']>>;
};

/** A valid site through the real schema (defaults applied), with overrides; for this package's tests. */
export function testSite(overrides: SiteOverrides = {}): Site {
  const address = { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' };
  return siteSchema.parse({
    id: 1,
    slug: 'brisbane-cars',
    template: 'car',
    name: 'Brisbane Cars',
    phone: '07 3000 0000',
    email: 'sales@brisbane-cars.example',
    dealership_id: 10,
    url: 'https://brisbane-cars.example',
    city: 'Brisbane',
    address,
    locations: [
      {
        id: 100,
        slug: 'brisbane',
        dealership_slug: 'brisbane-cars',
        city: 'Brisbane',
        state: 'QLD',
        location_name: 'Brisbane Cars',
        address,
        contact_detail: { phone: '07 3000 0000' },
      },
    ],
    dealerships: [{ id: 10, slug: 'brisbane-cars', name: 'Brisbane Cars' }],
    theme: {
      colors: {
        primary: '#112233',
        onPrimary: '#ffffff',
        accent: '#445566',
        background: '#ffffff',
        surface: '#f5f5f5',
        text: '#111111',
        muted: '#666666',
        danger: '#c62828',
        success: '#2e7d32',
      },
      logo: { text: 'Brisbane Cars' },
      fonts: { heading: 'Inter', body: 'Inter' },
    },
    ...overrides,
  });
}
