import { type Site, soldWindowSeconds } from '@dealer/site-registry';
import { and, anyOf, eq, type Filter, gt, gte, inList, not, or } from './filter.js';

/**
 * The filters a site always applies to its car search (§7 car filter, §7 dealer-group filter, §9 model
 * limits, §2 preset filters) plus the site's own stock. They are built on the server side of every call
 * (BFF or backend job) from the site registry, never read from a URL, so a shopper cannot widen them.
 */

/** §9 make synonyms: each group is one make for filtering. */
export const MAKE_SYNONYMS: readonly (readonly string[])[] = [
  ['Isuzu', 'Isuzu Ute'],
  ['GWM', 'Haval'],
  ['Mercedes-Benz', 'Mercedes Benz'],
  ['Chevrolet', 'GMSV'],
  ['SsangYong', 'KGM SsangYong'],
];

/** §9 every spelling of a make (the make itself first), matched case-insensitively against the groups. */
export function makeSynonyms(make: string): string[] {
  const group = MAKE_SYNONYMS.find((g) => g.some((m) => m.toLowerCase() === make.toLowerCase()));
  return group ? [make, ...group.filter((m) => m.toLowerCase() !== make.toLowerCase())] : [make];
}

/** A make condition covering its §9 synonyms: make = Isuzu OR make = "Isuzu Ute". */
export function makeFilter(makes: readonly string[]): Filter {
  return anyOf('make', [...new Set(makes.flatMap(makeSynonyms))]);
}

/**
 * §7 car filter: (status = in_stock OR status = coming_soon [OR sold_date_timestamp > now - N days])
 * AND show_on_dealer_website = true. `now` is passed in; timestamps are epoch seconds.
 */
export function visibilityFilter(site: Site, now: Date): Filter {
  const window = soldWindowSeconds(site);
  const available: Filter[] = [eq('status', 'in_stock'), eq('status', 'coming_soon')];
  if (window > 0) available.push(gt('sold_date_timestamp', Math.floor(now.getTime() / 1000) - window));
  return and(or(...available), eq('show_on_dealer_website', true));
}

/** §7 dealer-group filter: make names joined by OR (with §9 synonyms), state = the group's state OR Undefined. */
export function dealerGroupFilter(site: Site): Filter | null {
  const group = site.search.dealer_group_filter;
  if (!group) return null;
  return and(makeFilter(group.makes), or(eq('state', group.state), eq('state', 'Undefined')));
}

/**
 * §9 model limits: a dealer selling e.g. Ram and Ford lists only the allowed models of those makes. Each
 * limited make becomes NOT (make = Ram) OR (model = 1500 OR …), so other makes are untouched.
 */
export function modelLimitFilters(site: Site): Filter[] {
  return Object.entries(site.search.model_limits)
    .filter(([, models]) => models.length > 0)
    .map(([make, models]) => or(not(makeFilter([make])), anyOf('model', models)));
}

/** §2 query-string presets: minimum photos, cities, manufacturer makes. */
export function presetFilters(site: Site): Filter[] {
  const presets = site.search.preset_filters;
  const filters: Filter[] = [];
  if (presets.min_photos !== undefined) filters.push(gte('photos_count', presets.min_photos));
  if (presets.cities && presets.cities.length > 0) filters.push(anyOf('city', presets.cities));
  if (presets.makes && presets.makes.length > 0) filters.push(makeFilter(presets.makes));
  return filters;
}

/**
 * The site's own stock: cars of the site's dealerships. Not named in §7, but the platform serves every
 * site from one index, so without it one site could list another's cars (design: security defaults).
 */
export function stockFilter(site: Site): Filter {
  const ids = [...new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)])];
  return ids.length === 1 ? eq('dealership_id', ids[0]!) : inList('dealership_id', ids);
}

/** Every filter the site applies to its car search, ANDed: stock, visibility, dealer group, model limits, presets. */
export function siteFilters(site: Site, now: Date, options: { readonly stock?: boolean } = {}): Filter[] {
  const group = dealerGroupFilter(site);
  return [
    ...(options.stock === false ? [] : [stockFilter(site)]),
    visibilityFilter(site, now),
    ...(group ? [group] : []),
    ...modelLimitFilters(site),
    ...presetFilters(site),
  ];
}
