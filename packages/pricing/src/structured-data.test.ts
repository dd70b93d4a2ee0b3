import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { offerAvailability, vehicleOffer, vehicleStructuredData } from './structured-data.js';
import { makeCar } from './testing/car-fixture.js';

const site = (slug: string): Site => {
  const found = demoRegistry().sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
};
const origin = 'https://www.example-dealer.com.au';
const url = `${origin}/cars/x`;

describe('offerAvailability', () => {
  it.each([
    [{ status: 'in_stock', sold: false, reserved: false }, 'https://schema.org/InStock'],
    [{ status: 'in_stock', sold: false, reserved: true }, 'https://schema.org/Reserved'],
    [{ status: 'coming_soon', sold: false, reserved: false }, 'https://schema.org/PreOrder'],
    [{ status: 'sold', sold: false, reserved: false }, 'https://schema.org/SoldOut'],
    [{ status: 'in_stock', sold: true, reserved: true }, 'https://schema.org/SoldOut'],
  ] as const)('should say %o is %s (§4 status)', (car, availability) => {
    expect(offerAvailability(car)).toBe(availability);
  });
});

describe('vehicleOffer', () => {
  it('should price an NZ site’s car in NZD and an Australian one in AUD', () => {
    const kiwi = site('kiwi-motors');
    const car = makeCar({ dealership_slug: kiwi.dealerships[0]!.slug });
    expect(vehicleOffer(car, kiwi, origin, url)).toMatchObject({ price: 25_990, priceCurrency: 'NZD' });
    expect(vehicleOffer(car, site('cowra-motors'), origin, url)).toMatchObject({ priceCurrency: 'AUD' });
  });

  it('should say what an AU price covers: Drive Away, or Excl. Govt. Charges when the feed gives no type', () => {
    const au = site('harbour-auto');
    expect(vehicleOffer(makeCar({ price_type: 'drive_away' }), au, origin, url)).toMatchObject({
      description: 'Drive Away',
    });
    expect(vehicleOffer(makeCar({ price_type: null }), au, origin, url)).toMatchObject({
      description: 'Excl. Govt. Charges',
    });
  });

  it('should offer a hire car for lease at a daily unit price, never as a sale at its day rate', () => {
    const offer = vehicleOffer(makeCar({ rental_price: 44 }), site('cityhop-rentals'), origin, url);
    expect(offer).not.toHaveProperty('price');
    expect(offer).toMatchObject({
      '@type': 'OfferForLease',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 44,
        priceCurrency: 'AUD',
        unitCode: 'DAY',
        referenceQuantity: { value: 1, unitCode: 'DAY' },
      },
    });
  });

  it('should offer a subscription at a weekly unit price', () => {
    const offer = vehicleOffer(makeCar({ subscription_price: 189 }), site('flexi-drive'), origin, url);
    expect(offer).toMatchObject({
      '@type': 'OfferForLease',
      priceSpecification: { price: 189, unitCode: 'WEE' },
    });
  });

  it('should name the seller with its address and phone', () => {
    const harbour = site('harbour-auto');
    const offer = vehicleOffer(makeCar({ dealership_slug: 'harbour-kia' }), harbour, origin, url);
    const kia = harbour.locations.find((l) => l.dealership_slug === 'harbour-kia')!;
    expect(offer).toMatchObject({
      seller: {
        '@type': 'AutoDealer',
        name: kia.location_name,
        telephone: kia.contact_detail.phone,
        address: { streetAddress: kia.address.street, postalCode: kia.address.postcode },
      },
    });
  });

  it('should make no offer for a car without a price', () => {
    expect(vehicleOffer(makeCar({ price: null }), site('cowra-motors'), origin, url)).toBeNull();
  });
});

describe('vehicleStructuredData', () => {
  it('should describe the vehicle with what the record knows', () => {
    const car = makeCar({
      badge: 'Maxx',
      series: 'KF',
      body: 'SUV',
      colour: 'Soul Red',
      fuel: 'Petrol',
      transmission: 'Automatic',
      drive: 'AWD',
      seats: 5,
      doors: 4,
      km: 48_000,
      vin: 'JM0KF4W7A00000000',
      description: { body: '<p>One owner, <b>full</b> service history.</p>' },
    });
    const data = vehicleStructuredData(car, site('cowra-motors'), origin);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: car.name,
      url: `${origin}/cars/${car.slug}`,
      description: 'One owner, full service history.',
      vehicleConfiguration: 'Maxx KF',
      bodyType: 'SUV',
      color: 'Soul Red',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'AWD',
      vehicleSeatingCapacity: 5,
      numberOfDoors: 4,
      vehicleIdentificationNumber: 'JM0KF4W7A00000000',
      mileageFromOdometer: { value: 48_000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { '@type': 'Offer', price: 25_990, availability: 'https://schema.org/InStock' },
    });
  });

  it('should stay a valid vehicle without an offer when the car has no price', () => {
    const data = vehicleStructuredData(makeCar({ price: null }), site('cowra-motors'), origin);
    expect(data).not.toHaveProperty('offers');
    expect(data).toMatchObject({ '@type': 'Car', name: '2019 Mazda CX-5 Maxx', model: 'CX-5' });
  });

  it('should give no odometer reading in engine hours', () => {
    const data = vehicleStructuredData(
      makeCar({ km: 3_200, odometer_unit: 'hours' }),
      site('ironbark-trucks'),
      origin,
    );
    expect(data).not.toHaveProperty('mileageFromOdometer');
    expect(data['@type']).toBe('Vehicle');
  });
});

describe('vehicleStructuredData images', () => {
  it('should name the car’s photos, its primary photo when the list is empty, and no image without one', () => {
    const au = site('harbour-auto');
    const none = vehicleStructuredData(makeCar({ images: [], primary_image_url: null }), au, origin);
    expect(none).not.toHaveProperty('image');
    const primary = vehicleStructuredData(
      makeCar({ images: [], primary_image_url: '/p/front.jpg' }),
      au,
      origin,
    );
    expect(primary.image).toEqual([`${origin}/p/front.jpg`]);
  });
});
