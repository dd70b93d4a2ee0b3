import { describe, expect, it } from 'vitest';
import { addressLine, carYard } from './address.js';
import { demoRegistry } from './demo.js';

const site = demoRegistry().sites.find((s) => s.locations.length > 1);
if (!site) throw new Error('the demo has a site with two yards');
const [first, second] = site.locations as [(typeof site.locations)[0], (typeof site.locations)[0]];

describe('addressLine', () => {
  it('prints street, suburb, state and postcode on one line, the country when asked', () => {
    const address = {
      street: '620 Great South Road',
      city: 'Penrose',
      state: 'Auckland',
      postcode: '1061',
      country: 'NZ' as const,
    };
    expect(addressLine(address)).toBe('620 Great South Road, Penrose Auckland 1061');
    expect(addressLine(address, { country: true })).toBe('620 Great South Road, Penrose Auckland 1061, NZ');
  });
});

describe('carYard', () => {
  it('finds the car’s yard by id, then by slug, then its dealership’s, else the primary yard', () => {
    const primary = site.locations.find((l) => l.primary) ?? first;
    expect(carYard({ location_id: second.id }, site)).toBe(second);
    expect(carYard({ location_id: 999_999, location: { slug: second.slug } }, site)).toBe(second);
    expect(carYard({ location_id: null, location: null }, site)).toBe(primary);
    expect(carYard({}, site)).toBe(primary);
    expect(
      carYard({ location_id: 999_999, dealership_slug: second.dealership_slug }, site).dealership_slug,
    ).toBe(second.dealership_slug);
  });
});
