import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import {
  blogPath,
  bookTestDrivePath,
  buyOnlinePath,
  checkoutPath,
  contactPath,
  contentPagePath,
  dealerListingPath,
  financePath,
  financePreApprovalPath,
  financePreApprovalRedirect,
  financeRedirect,
  garagePath,
  isSuccessPath,
  listingBasePath,
  locationsPath,
  modelsPath,
  partsPath,
  privacyPath,
  savedCarsPath,
  sellMyCarPath,
  servicePath,
  sevenSeaterPath,
  slugify,
  specialOffersPath,
  stockPath,
  stockSegment,
  successPath,
  tradeInPath,
  vehicleDetailPath,
  weeklyBudgetPath,
  weeklyBudgetSegment,
  withQuery,
} from './routes.js';
import type { Site } from './schema.js';

const site = (slug: string): Site => {
  const found = siteBySlug(demoRegistry(), slug);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
};

describe('routes', () => {
  describe('withQuery', () => {
    it('should encode keys and values and skip empty values', () => {
      expect(
        withQuery('/x', [
          ['a b', 'c&d'],
          ['e', undefined],
          ['f', ''],
          ['g', 0],
          ['h', null],
        ]),
      ).toBe('/x?a%20b=c%26d&g=0');
      expect(withQuery('/x?y=1', { z: 'é' })).toBe('/x?y=1&z=%C3%A9');
      expect(withQuery('/x', {})).toBe('/x');
    });

    it('should round-trip any value through URLSearchParams (property)', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (key, value) => {
          const url = new URL(withQuery('/p', [[key, value]]), 'http://x.localhost');
          return url.searchParams.get(key) === value && url.pathname === '/p';
        }),
      );
    });
  });

  describe('listing and vehicle paths (§2)', () => {
    it.each([
      ['bayside-mazda', '/search', '/cars/2024-mazda-cx-5-abc123'],
      ['gateway-used', '/used-car', '/cars/2024-mazda-cx-5-abc123'],
      ['throttle-moto', '/search/new-and-used-motorcycles', '/motorcycles/2024-mazda-cx-5-abc123'],
      ['wanderer-campers', '/search', '/campers/2024-mazda-cx-5-abc123'],
      ['cityhop-rentals', '/find/rental-cars', '/cars/2024-mazda-cx-5-abc123'],
      ['ironbark-trucks', '/search/new-used-and-demo-trucks', '/cars/2024-mazda-cx-5-abc123'],
    ])('should build %s listing %s and detail %s', (slug, listing, detail) => {
      expect(listingBasePath(site(slug))).toBe(listing);
      expect(vehicleDetailPath(site(slug), '2024-mazda-cx-5-abc123')).toBe(detail);
    });

    it('should encode a slug that is not path-safe and refuse an empty one', () => {
      expect(vehicleDetailPath(site('bayside-mazda'), 'a/b c')).toBe('/cars/a%2Fb%20c');
      expect(() => vehicleDetailPath(site('bayside-mazda'), ' ')).toThrow(TypeError);
    });

    it.each([
      ['bayside-mazda', '/cars/cx-5/checkout'],
      ['harbour-auto', '/cars/cx-5/buy-online'],
    ])('should build the reserve step of %s as %s (§2 checkout / buy-online)', (slug, path) => {
      expect(checkoutPath(site(slug), 'cx-5')).toBe(path);
    });

    it('should build the trade-in link with car_id (§2)', () => {
      expect(tradeInPath(site('bayside-mazda'), 4711)).toBe('/cars/trade-in?car_id=4711');
      expect(tradeInPath(site('throttle-moto'), 'a&b')).toBe('/motorcycles/trade-in?car_id=a%26b');
      expect(tradeInPath(site('bayside-mazda'))).toBe('/trade-in');
    });
  });

  describe('finance links (§2)', () => {
    it('should carry preferredDealership, vehiclePriceBudget, car_id and car_type in that order', () => {
      const path = financePath(site('bayside-mazda'), {
        preferredDealership: 'bayside-mazda',
        vehiclePriceBudget: 32990,
        carId: 4711,
        carType: 'used',
      });
      expect(path).toBe(
        '/finance?preferredDealership=bayside-mazda&vehiclePriceBudget=32990&car_id=4711&car_type=used',
      );
    });

    it.each([
      ['bayside-mazda', '/finance'],
      ['summit-pre-owned', '/finance-enquiry'],
      ['northside-skoda', '/apply-for-finance'],
    ])('should use %s’s finance page %s and add #finance-form on request', (slug, page) => {
      expect(financePath(site(slug))).toBe(page);
      expect(financePath(site(slug), { carId: 1 }, { toForm: true })).toBe(`${page}?car_id=1#finance-form`);
    });

    it('should encode dealership names with spaces', () => {
      expect(financePath(site('bayside-mazda'), { preferredDealership: 'Bayside Mazda & Co' })).toBe(
        '/finance?preferredDealership=Bayside%20Mazda%20%26%20Co',
      );
    });

    it('should redirect /finance-pre-approval on sites that say so', () => {
      expect(financePreApprovalPath(site('gateway-used'))).toBe('/finance');
      expect(financePreApprovalRedirect(site('gateway-used'))).toBe('/finance');
      expect(financePreApprovalPath(site('bayside-mazda'))).toBe('/finance-pre-approval');
      expect(financePreApprovalRedirect(site('bayside-mazda'))).toBeNull();
    });

    it("should send another group's finance spelling to the site's own form, and serve its own", () => {
      const summit = site('summit-pre-owned');
      expect(summit.routes.finance_path).toBe('/finance-enquiry');
      expect(financeRedirect(summit, '/finance')).toBe('/finance-enquiry');
      expect(financeRedirect(summit, '/apply-for-finance/')).toBe('/finance-enquiry');
      expect(financeRedirect(summit, '/finance-enquiry')).toBeNull();
      expect(financeRedirect(site('bayside-mazda'), '/finance')).toBeNull();
      expect(financeRedirect(site('gateway-used'), '/finance-pre-approval')).toBe('/finance');
      expect(financeRedirect(site('bayside-mazda'), '/finance-pre-approval')).toBeNull();
      expect(financeRedirect(summit, '/service')).toBeNull();
    });
  });

  describe('success (§2)', () => {
    it.each([
      [undefined, [], '/success'],
      ['General Enquiry', [], '/success?category=general-enquiry'],
      ['Test Drive', [['car_id', 42]], '/success?category=test-drive&car_id=42'],
      [
        'sell-my-car',
        { make: 'Land Rover', ref: 'a&b' },
        '/success?category=sell-my-car&make=Land%20Rover&ref=a%26b',
      ],
      [undefined, [['event', 15]], '/success?event=15'],
    ] as const)('should build category %j with %j as %s', (category, extra, path) => {
      expect(successPath(category, extra)).toBe(path);
    });

    it.each([
      ['/success', true],
      ['/finance/success', true],
      ['/success?category=x', true],
      ['/finance', false],
    ])('should treat %s as a success page: %s', (path, expected) => {
      expect(isSuccessPath(path)).toBe(expected);
    });
  });

  describe('fixed pages (§2)', () => {
    it.each([
      [bookTestDrivePath, '/book-test-drive/'],
      [servicePath, '/service'],
      [sellMyCarPath, '/sell-my-car'],
      [modelsPath, '/models'],
      [contactPath, '/contact'],
      [locationsPath, '/our-locations'],
      [specialOffersPath, '/special-offers'],
      [buyOnlinePath, '/buy-online'],
    ])('should build %o as %s', (build, path) => {
      expect(build()).toBe(path);
    });

    it('should add the car to a test-drive booking', () => {
      expect(bookTestDrivePath(42)).toBe('/book-test-drive/?car_id=42');
    });

    it('should use the site parts page', () => {
      expect(partsPath(site('bayside-mazda'))).toBe('/parts');
      expect(partsPath(site('harbour-auto'))).toBe('/vehicle-parts-and-accessories');
    });
  });

  describe('privacy and content pages (§2 /pages/ prefix)', () => {
    it.each([
      ['bayside-mazda', 'policy', '/privacy-policy'],
      ['bayside-mazda', 'statement', '/pages/privacy-statement'],
      ['northside-skoda', 'policy', '/privacy-policy'],
      ['northside-skoda', 'statement', '/privacy-statement'],
    ] as const)('should build %s %s privacy as %s', (slug, kind, path) => {
      expect(privacyPath(site(slug), kind)).toBe(path);
    });

    it('should drop /pages/ from content pages when the site has none', () => {
      expect(contentPagePath(site('bayside-mazda'), 'about-us')).toBe('/pages/about-us');
      expect(contentPagePath(site('northside-skoda'), 'about-us')).toBe('/about-us');
    });
  });

  describe('blog (§2 /blog or /news)', () => {
    it.each([
      ['bayside-mazda', undefined, '/blog'],
      ['gateway-used', undefined, '/news'],
      ['gateway-used', 'winter-specials', '/news/winter-specials'],
    ])('should build %s post %s as %s', (slug, post, path) => {
      expect(blogPath(site(slug), post)).toBe(path);
    });
  });

  describe('garage (§2, §4 only when garage_enabled)', () => {
    it('should give the custom garage and saved-cars paths on the garage site', () => {
      expect(garagePath(site('bigbox-cars'))).toBe('/mybigboxcars');
      expect(savedCarsPath(site('bigbox-cars'))).toBe('/mybigboxcars');
    });

    it('should give no garage when the site has none', () => {
      expect(garagePath(site('bayside-mazda'))).toBeNull();
      expect(savedCarsPath(site('bayside-mazda'))).toBeNull();
    });

    it('should default to /my-garage and its saved-cars tab', () => {
      const enabled = {
        ...site('bayside-mazda'),
        features: { ...site('bayside-mazda').features, garage_enabled: true },
      };
      expect(garagePath(enabled)).toBe('/my-garage');
      expect(savedCarsPath(enabled)).toBe('/my-garage?tab=saved-cars');
    });
  });

  describe("'see more from this dealer' (§2)", () => {
    it('should link the listing with refinementList[dealership_slug][0], encoded', () => {
      const path = dealerListingPath(site('harbour-auto'), 'harbour-kia');
      expect(path).toBe(
        '/search/new-used-and-demo-cars?refinementList%5Bdealership_slug%5D%5B0%5D=harbour-kia',
      );
      const url = new URL(path, 'http://harbour-auto.localhost');
      expect(url.searchParams.get('refinementList[dealership_slug][0]')).toBe('harbour-kia');
    });

    it('should link a one-dealership site’s whole listing by its clean path (no duplicate URL of it)', () => {
      const only = site('cowra-motors');
      expect(only.dealerships).toHaveLength(1);
      expect(dealerListingPath(only, only.dealerships[0]!.slug)).toBe(only.routes.listing_base_path);
    });

    it('should refuse an empty dealer slug', () => {
      expect(() => dealerListingPath(site('harbour-auto'), '')).toThrow(TypeError);
    });
  });

  describe('stock segments (§2)', () => {
    it.each([
      ['used', 'used-cars', '/search/used-cars'],
      ['demo', 'demo-cars', '/search/demo-cars'],
      ['new', 'new-cars', '/search/new-cars'],
    ] as const)('should build %s stock as %s', (condition, segment, path) => {
      expect(stockSegment(condition)).toBe(segment);
      expect(stockPath(site('bayside-mazda'), condition)).toBe(path);
    });
  });

  describe('per-week listing pages (§2)', () => {
    it.each([
      [{ max: 150 }, 'cars-under-150-per-week'],
      [{ min: 100, max: 200 }, '100-to-200-per-week'],
      [{ min: 300 }, '300-plus-per-week'],
    ])('should build %j as %s', (budget, segment) => {
      expect(weeklyBudgetSegment(budget)).toBe(segment);
      expect(weeklyBudgetPath(site('bayside-mazda'), budget)).toBe(`/search/${segment}`);
    });

    it.each([
      [{ max: 0 }],
      [{ max: 12.5 }],
      [{ min: -5 }],
      [{ min: 200, max: 200 }],
      [{ min: 300, max: 200 }],
    ])('should refuse the band %j', (budget) => {
      expect(() => weeklyBudgetSegment(budget)).toThrow(RangeError);
    });

    it('should build the 7-seater page under the listing base', () => {
      expect(sevenSeaterPath(site('bayside-mazda'))).toBe('/search/7-seater-cars');
      expect(sevenSeaterPath(site('gateway-used'))).toBe('/used-car/7-seater-cars');
    });
  });

  describe('slugify', () => {
    it.each([
      ['General Enquiry', 'general-enquiry'],
      ['Sell My Car', 'sell-my-car'],
      ['Parts & Accessories', 'parts-and-accessories'],
      ['  Škoda  Octavia ', 'skoda-octavia'],
      ['already-a-slug', 'already-a-slug'],
      ['  RV Vehicles -- QLD ', 'rv-vehicles-qld'],
      ['Mercedes-Benz', 'mercedes-benz'],
      ['!!!', ''],
    ])('should slug %j as %s', (text, slug) => {
      expect(slugify(text)).toBe(slug);
    });

    it('should be idempotent (property)', () => {
      fc.assert(fc.property(fc.string(), (text) => slugify(slugify(text)) === slugify(text)));
    });
  });
});
