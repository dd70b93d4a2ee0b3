import type { Site } from './schema.js';

const DAY_SECONDS = 86_400;

/** §9 the default number of days a sold car stays listed after its sold date. */
export const DEFAULT_SOLD_WINDOW_DAYS = 3;

/** The site rules the sold window reads. */
export type SoldWindowSite = {
  search: Pick<Site['search'], 'include_sold_cars_days' | 'sold_cars_fallback_one_day'>;
};

/**
 * §4/§9 how many days a sold car stays listed after its sold date. A dealer's own
 * `include_sold_cars_days` wins (0 turns sold cars off); when the dealer has not set it, the window is
 * 3 days, or 1 day on sites with the one-day fallback flag. Search filters (§7) and car pages (§4) both
 * read this one rule, so a car never shows in one and 404s in the other.
 */
export function soldWindowDays(site: SoldWindowSite): number {
  const days = site.search.include_sold_cars_days;
  if (days !== undefined) return days;
  return site.search.sold_cars_fallback_one_day ? 1 : DEFAULT_SOLD_WINDOW_DAYS;
}

/** §4 the sold window in seconds (3 days = 259200). */
export function soldWindowSeconds(site: SoldWindowSite): number {
  return soldWindowDays(site) * DAY_SECONDS;
}
