import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { primaryLocation, weekHours } from './hours.js';
import type { Site, Template } from './schema.js';
import { customTagColour } from './theme.js';
import { sellerActions } from './vehicle.js';

/** Each per-site rule of the spec (§1 §2 §4 §5 §7 §9) and the demo site(s) that must exercise it. */
const RULES: readonly [rule: string, holds: (site: Site) => boolean][] = [
  [
    '§7 multi-make dealer group filter with state',
    (s) => (s.search.dealer_group_filter?.makes.length ?? 0) > 1 && !!s.search.dealer_group_filter?.state,
  ],
  [
    '§2 manufacturer site with Mazda make preset',
    (s) => s.manufacturer === 'Mazda' && !!s.search.preset_filters.makes?.includes('Mazda'),
  ],
  [
    '§2 manufacturer site with Skoda make preset',
    (s) => s.manufacturer === 'Skoda' && !!s.search.preset_filters.makes?.includes('Skoda'),
  ],
  ["§1 'pre-owned' used label", (s) => s.vehicle.used_label === 'pre-owned'],
  ['§7 used-car site sorted by created_at_desc', (s) => s.search.default_sort === 'created_at_desc'],
  [
    '§2 motorcycle dealer on /motorcycles and /search/new-and-used-motorcycles',
    (s) =>
      s.template === 'motorcycle' &&
      s.routes.vehicle_base_path === '/motorcycles' &&
      s.routes.listing_base_path === '/search/new-and-used-motorcycles',
  ],
  [
    "§4 RV site with the green 'runout sale' tag on /search/rv-vehicles",
    (s) =>
      s.template === 'rv' &&
      s.routes.listing_base_path === '/search/rv-vehicles' &&
      customTagColour(s, 'Runout Sale') === '#2e7d32' &&
      customTagColour(s, 'Hot Deal') === '#c62828',
  ],
  ['§2 camper site on /campers', (s) => s.template === 'camper' && s.routes.vehicle_base_path === '/campers'],
  [
    '§2 truck dealer on /search/new-used-and-demo-trucks',
    (s) => s.template === 'truck' && s.routes.listing_base_path === '/search/new-used-and-demo-trucks',
  ],
  [
    '§2 rental site on /find/rental-cars',
    (s) => s.template === 'rental' && s.routes.listing_base_path === '/find/rental-cars',
  ],
  [
    '§2 rental site on /search/rental-cars',
    (s) => s.template === 'rental' && s.routes.listing_base_path === '/search/rental-cars',
  ],
  [
    '§4 subscription site on /search/subscription-cars with subscription pricing',
    (s) =>
      s.template === 'subscription' &&
      s.routes.listing_base_path === '/search/subscription-cars' &&
      s.features.subscription_pricing,
  ],
  [
    '§1 NZ used-car dealer: NZ phone rule, NZ finance form',
    (s) => s.country === 'NZ' && s.validation.phone_max_length_nz && s.finance.form_variant === 'NZ',
  ],
  [
    '§2 garage enabled on /mybigboxcars',
    (s) =>
      s.features.garage_enabled &&
      s.routes.garage_path === '/mybigboxcars' &&
      s.routes.saved_cars_path === '/mybigboxcars',
  ],
  ['§2 Bathurst city preset', (s) => !!s.search.preset_filters.cities?.includes('Bathurst')],
  ['§2 Cowra city preset', (s) => !!s.search.preset_filters.cities?.includes('Cowra')],
  ['§2 3-photo preset', (s) => s.search.preset_filters.min_photos === 3],
  ['§2 /news blog', (s) => s.routes.blog_path === '/news'],
  ['§2 no /pages/ prefix', (s) => !s.routes.uses_pages_path],
  ['§2 /finance-pre-approval redirected', (s) => s.routes.finance_pre_approval_redirect],
  ['§2 /finance-enquiry finance form', (s) => s.routes.finance_path === '/finance-enquiry'],
  ['§2 /apply-for-finance finance form', (s) => s.routes.finance_path === '/apply-for-finance'],
  ['§2 buy-online reserve step', (s) => s.routes.reserve_segment === 'buy-online'],
  ['§2 /vehicle-parts-and-accessories', (s) => s.routes.parts_path === '/vehicle-parts-and-accessories'],
  ['§4 electric/hybrid tag', (s) => s.features.electric_hybrid_tag],
  ['§4 certified-used make', (s) => s.tags.certified_used_make !== null],
  ['§5 finance-excluded manufacturer', (s) => s.finance.excluded_manufacturers.length > 0],
  ['§9 sold cars disabled', (s) => s.search.include_sold_cars_days === 0],
  ['§9 sold cars 1-day fallback', (s) => s.search.sold_cars_fallback_one_day],
  ['§9 Ram/Ford model limits', (s) => !!s.search.model_limits.Ram && !!s.search.model_limits.Ford],
  ['§9 per-site make synonyms', (s) => s.search.make_synonyms.length > 0],
  ['§1 chat widget', (s) => s.features.chat],
  ['§4 market-price indicator', (s) => s.features.market_price_indicator],
  ['§1 split test', (s) => s.features.finance_button_split_test],
  ['§1 authentication', (s) => s.features.authentication],
  ['§1 bot protection', (s) => s.features.bot_protection],
  [
    '§1 analytics and call tracking widgets',
    (s) => !!s.features.analytics.gtm_id && s.features.call_tracking,
  ],
  ['§3 yes/no lead fields', (s) => s.leads.yes_no_fields],
  ['§3 payment provider stripe', (s) => s.payment_provider === 'stripe'],
  // §9 till and st_george: the BFF refuses to start with a site on them (this build cannot serve them),
  // so no demo site uses them; @dealer/reservations (provider-for tests) and the BFF test that.
  ['§3 no payment provider (the embedded dealer-confirms default)', (s) => s.payment_provider === null],
  ['§9 special hours', (s) => s.special_hours.length > 0],
  ['§2 custom host', (s) => s.hosts.length > 0],
];

describe('demo', () => {
  const registry = demoRegistry();

  it('should load and validate at least 12 sites, memoised', () => {
    expect(registry.sites.length).toBeGreaterThanOrEqual(12);
    expect(demoRegistry()).toBe(registry);
  });

  it.each(RULES)('should exercise the rule: %s', (_rule, holds) => {
    expect(registry.sites.filter(holds).map((s) => s.slug)).not.toEqual([]);
  });

  it('should use price-ascending default sort on two sites (§7)', () => {
    expect(registry.sites.filter((s) => s.search.default_sort === 'price_asc').length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('should use every listing base path of §2', () => {
    const bases = new Set(registry.sites.map((s) => s.routes.listing_base_path));
    for (const base of [
      '/search',
      '/used-car',
      '/find/rental-cars',
      '/search/used-cars',
      '/search/new-used-and-demo-cars',
      '/search/new-used-and-demo-trucks',
      '/search/rental-cars',
      '/search/subscription-cars',
      '/search/rv-vehicles',
      '/search/new-and-used-motorcycles',
    ]) {
      expect(bases, base).toContain(base);
    }
  });

  it('should cover every template (§1 vehicle nouns)', () => {
    const templates = new Set<Template>(registry.sites.map((s) => s.template));
    expect([...templates].sort()).toEqual(
      [
        'camper',
        'car',
        'caravan',
        'motorcycle',
        'rental',
        'rv',
        'scooter',
        'subscription',
        'trailer',
        'truck',
      ].sort(),
    );
  });

  it('should give the NZ site the §9 hours Mon–Sat 8:30am–5:30pm, Sunday closed', () => {
    const kiwi = registry.sites.find((s) => s.country === 'NZ')!;
    const lines = weekHours(kiwi, primaryLocation(kiwi)).map((l) => l.line);
    expect(lines.slice(0, 6).every((l) => l.endsWith('8:30am - 5:30pm'))).toBe(true);
    expect(lines[6]).toBe('Sunday: Closed');
  });

  it('should give the NZ site a theme of its own (colours and fonts no other site uses)', () => {
    const kiwi = registry.sites.find((s) => s.country === 'NZ')!;
    for (const other of registry.sites.filter((s) => s !== kiwi)) {
      expect(other.theme.colors.primary).not.toBe(kiwi.theme.colors.primary);
      expect(other.theme.fonts.heading).not.toBe(kiwi.theme.fonts.heading);
    }
  });

  it('should give every site a distinct primary colour, a Facebook page and a navigation', () => {
    const primaries = registry.sites.map((s) => s.theme.colors.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
    for (const site of registry.sites) {
      expect(site.social.facebook, site.slug).toMatch(/^https:\/\/www\.facebook\.com\//);
      expect(site.navigation.length, site.slug).toBeGreaterThan(2);
    }
  });

  it('should run each site on http://<slug>.localhost:3000 with a short slug', () => {
    for (const site of registry.sites) {
      expect(site.url).toBe(`http://${site.slug}.localhost:3000`);
      expect(site.slug.length).toBeLessThanOrEqual(20);
    }
  });

  it('should link navigation only to the site’s own routes', () => {
    for (const site of registry.sites) {
      const hrefs = site.navigation.flatMap((n) => [n.href, ...(n.children ?? []).map((c) => c.href)]);
      expect(
        hrefs
          .filter((h) => h.startsWith('/search') || h.startsWith('/used-car') || h.startsWith('/find'))
          .every((h) => h.startsWith(site.routes.listing_base_path)),
        site.slug,
      ).toBe(true);
      expect(hrefs, site.slug).toContain(site.routes.blog_path);
      // §1 nobody finances or sells a car to a rental or subscription seller.
      if (sellerActions(site).finance) expect(hrefs, site.slug).toContain(site.routes.finance_path);
      else expect(hrefs, site.slug).not.toContain(site.routes.finance_path);
    }
  });
});
