import type { Site } from '@dealer/site-registry';

/**
 * The stories' clock, fixed so a story never changes with the day it is opened: one month after the
 * builders' created_at (2024-05-01), so a car shows no 'New' tag unless a story makes it recent.
 */
export const STORY_NOW = new Date('2024-06-01T02:00:00Z');

/** Seconds since the epoch of `STORY_NOW` minus `days` (created_at / sold_date fixtures). */
export function daysBeforeNow(days: number): number {
  return Math.floor(STORY_NOW.getTime() / 1000) - Math.round(days * 86_400);
}

export type SiteRules = {
  finance_provider?: Site['finance_provider'];
  features?: Partial<Site['features']>;
  tags?: Partial<Site['tags']>;
  finance?: Partial<Site['finance']>;
};

/**
 * The toolbar's site with one per-site rule switched on (or off), so a state that only some dealers
 * have — the hybrid tag, subscription pricing, a certified-used make — shows in every demo theme.
 */
export function withSiteRules(site: Site, rules: SiteRules): Site {
  return {
    ...site,
    finance_provider: rules.finance_provider === undefined ? site.finance_provider : rules.finance_provider,
    features: { ...site.features, ...rules.features },
    tags: { ...site.tags, ...rules.tags },
    finance: { ...site.finance, ...rules.finance },
  };
}
