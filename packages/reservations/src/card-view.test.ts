import { cardTag, priceDisplay } from '@dealer/pricing';
import { checkoutPath, demoRegistry, type Site } from '@dealer/site-registry';
import { createSite, createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { carCardView, carEnquiryPath, DEALER_CONFIRMS_NOTE, reserveLabel, reserveNote } from './card-view.js';

const site = demoRegistry().sites.find((s) => s.slug === 'harbour-auto') as Site;
const NOW = new Date('2026-03-10T12:00:00Z');
const KEYED = [
  {
    provider: 'stripe',
    authorization_type: 'publishable_key',
    authorization_key: 'pk_test_1',
    deposit_amount: 500,
  },
];

describe('carCardView', () => {
  it('should carry what the card prints, each decided by its rule, and not the rest of the record', () => {
    const car = createVehicle({
      km: 12_345,
      transmission: 'Automatic',
      fuel: 'Petrol',
      location_name: 'Parramatta',
    });
    const view = carCardView(car, site, NOW, 'payment');
    expect(view.href).toBe(`${site.routes.vehicle_base_path}/${car.slug}`);
    expect(view.facts).toEqual(['12,345 km', 'Automatic', 'Petrol', 'Parramatta']);
    expect(view.price).toEqual(priceDisplay(car, site));
    expect(view.tag).toEqual(cardTag(car, site, NOW));
    expect(view.image).toBe(car.primary_image_url);
    expect(view.enquiryHref).toBe(`/contact?car_id=${car.id}`);
    expect(view.car.id).toBe(car.id);
    expect(view.car.location).toEqual(car.location ? { slug: car.location.slug } : null);
    expect(Object.keys(view)).not.toContain('description');
    expect(JSON.stringify(view).length).toBeLessThan(JSON.stringify(car).length / 2);
  });

  it('should leave out the facts a car does not have', () => {
    const car = createVehicle({ km: null, transmission: null, fuel: null, location_name: null });
    expect(carCardView(car, site, NOW, 'payment').facts).toEqual([]);
  });

  it('should offer Reserve with the §9 deposit in payment mode only when a keyed processor is present', () => {
    const keyed = createVehicle({ status: 'in_stock', price: 30_000, payment_processors: KEYED });
    expect(carCardView(keyed, site, NOW, 'payment').reserve).toEqual({
      href: checkoutPath(site, keyed.slug),
      label: 'Reserve This Car',
      note: '$500 deposit',
    });
    const keyless = createVehicle({ status: 'in_stock', price: 30_000, payment_processors: [] });
    expect(carCardView(keyless, site, NOW, 'payment').reserve).toBeNull();
    expect(carCardView(keyless, site, NOW, 'request').reserve?.note).toBe(DEALER_CONFIRMS_NOTE);
  });

  it('should show a held car as Reserved with no Reserve button, and a sold car with the similar prompt', () => {
    const held = createVehicle({
      reserved: true,
      name: '2021 Toyota Corolla Ascent Sport',
      fuel: 'Petrol',
      tag: null,
      payment_processors: KEYED,
    });
    const view = carCardView(held, site, NOW, 'payment');
    expect(view.reserve).toBeNull();
    expect(view.tag).toEqual(cardTag(held, site, NOW));
    expect(carCardView(createVehicle({ sold: true }), site, NOW, 'payment').similar).toEqual({
      label: 'Find Me Something Similar',
    });
  });
});

describe('reserveNote / carEnquiryPath', () => {
  it('should name the deposit or the dealer-confirms note, and the contact page about the car', () => {
    expect(reserveNote({ payment_processors: [] }, 'payment')).toBe('$200 deposit');
    expect(reserveNote({ payment_processors: [] }, 'request')).toBe(DEALER_CONFIRMS_NOTE);
    expect(carEnquiryPath({ id: 55 }, 'request-photos')).toBe('/contact?car_id=55&form=request-photos');
  });
});

describe("reserveLabel (§1 the site's noun on the Reserve button)", () => {
  it.each([
    ['car', 'Reserve This Car'],
    ['motorcycle', 'Reserve This Motorcycle'],
    ['truck', 'Reserve This Truck'],
    ['rv', 'Reserve This RV'],
    ['caravan', 'Reserve This Caravan'],
    ['camper', 'Reserve This Camper'],
    ['rental', 'Book Dates'],
    ['subscription', 'Reserve This Car'],
  ] as const)('reads naturally on a %s site: %s', (template, label) => {
    const kind = createSite({ template });
    expect(reserveLabel(kind)).toBe(label);
    const car = createVehicle({ status: 'in_stock', price: 30_000, payment_processors: KEYED });
    expect(carCardView(car, kind, NOW, 'request').reserve?.label).toBe(label);
  });

  it('books a hire car for dates on a rental site: no deposit or hold note, whatever the mode', () => {
    const rental = createSite({ template: 'rental' });
    const car = createVehicle({ status: 'in_stock', price: 30_000, payment_processors: KEYED });
    for (const mode of ['request', 'payment'] as const)
      expect(carCardView(car, rental, NOW, mode).reserve).toEqual({
        href: checkoutPath(rental, car.slug),
        label: 'Book Dates',
        note: null,
      });
  });

  it("uses a site's own noun over its template's", () => {
    expect(reserveLabel(createSite({ template: 'rv', vehicle: { noun: 'Motorhome' } }))).toBe(
      'Reserve This Motorhome',
    );
  });
});
