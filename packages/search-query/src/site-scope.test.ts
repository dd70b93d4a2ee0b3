import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { renderFilter } from './filter.js';
import {
  dealerGroupFilter,
  makeSynonyms,
  modelLimitFilters,
  presetFilters,
  siteFilters,
  stockFilter,
  visibilityFilter,
} from './site-scope.js';
import { testSite } from './testing/sites.js';

const NOW = new Date('2025-03-01T00:00:00Z'); // 1740787200 s

describe('site-scope', () => {
  it.each([
    ['Isuzu', ['Isuzu', 'Isuzu Ute']],
    ['isuzu ute', ['isuzu ute', 'Isuzu']],
    ['Haval', ['Haval', 'GWM']],
    ['Mercedes Benz', ['Mercedes Benz', 'Mercedes-Benz']],
    ['GMSV', ['GMSV', 'Chevrolet']],
    ['KGM SsangYong', ['KGM SsangYong', 'SsangYong']],
    ['Toyota', ['Toyota']],
  ])('should treat %s as the same make as its §9 synonyms', (make, synonyms) => {
    expect(makeSynonyms(make)).toEqual(synonyms);
  });

  it.each([
    [undefined, false, 259_200],
    [undefined, true, 86_400],
    [5, true, 432_000],
  ])(
    'should count sold cars back by the site-registry sold window (days %s, fallback %s → %i s)',
    (days, fallback, seconds) => {
      const site = testSite({
        search: { include_sold_cars_days: days, sold_cars_fallback_one_day: fallback },
      });
      const since = Math.floor(NOW.getTime() / 1000) - seconds;
      expect(renderFilter(visibilityFilter(site, NOW))).toContain(`sold_date_timestamp > ${since}`);
    },
  );

  it('should leave sold cars out when the dealer sets 0 days, whatever the fallback flag', () => {
    const site = testSite({ search: { include_sold_cars_days: 0, sold_cars_fallback_one_day: true } });
    expect(renderFilter(visibilityFilter(site, NOW))).not.toContain('sold_date_timestamp');
  });

  it('should build the §7 car filter counted back from now', () => {
    expect(renderFilter(visibilityFilter(testSite(), NOW))).toBe(
      '(status = in_stock OR status = coming_soon OR sold_date_timestamp > 1740528000) AND show_on_dealer_website = true',
    );
  });

  it('should build no dealer-group filter for a site without one', () => {
    expect(dealerGroupFilter(testSite())).toBeNull();
    expect(modelLimitFilters(testSite())).toEqual([]);
    expect(presetFilters(testSite())).toEqual([]);
  });

  it('should scope stock to every dealership of the site', () => {
    const site = testSite({
      dealerships: [
        { id: 10, slug: 'a', name: 'A' },
        { id: 11, slug: 'b', name: 'B' },
      ],
    });
    expect(renderFilter(stockFilter(site))).toBe('dealership_id IN [10, 11]');
  });

  it('should build the demo dealer group and model-limited truck sites filters (§7 §9)', () => {
    const sites = demoRegistry().sites;
    const group = sites.find((s) => s.search.dealer_group_filter !== null)!;
    expect(renderFilter(dealerGroupFilter(group)!)).toBe(
      `(make = Toyota OR make = Hyundai OR make = Kia) AND (state = ${group.search.dealer_group_filter!.state} OR state = Undefined)`,
    );
    const trucks = sites.find((s) => Object.keys(s.search.model_limits).length > 0)!;
    expect(modelLimitFilters(trucks).map(renderFilter)).toEqual([
      'NOT make = Ram OR model = "1500" OR model = "2500" OR model = "3500"',
      'NOT make = Ford OR model = "F-150" OR model = "Ranger Super Duty"',
    ]);
  });

  it('should put every demo site filter in the same order: stock, visibility, group, limits, presets', () => {
    for (const site of demoRegistry().sites) {
      const filters = siteFilters(site, NOW).map(renderFilter);
      expect(filters[0]).toMatch(/^dealership_id /);
      expect(filters[1]).toMatch(
        /^\(status = in_stock OR status = coming_soon( OR sold_date_timestamp > \d+)?\) AND show_on_dealer_website = true$/,
      );
      expect(filters).toHaveLength(
        2 +
          (site.search.dealer_group_filter ? 1 : 0) +
          Object.keys(site.search.model_limits).length +
          presetFilters(site).length,
      );
    }
  });
});
