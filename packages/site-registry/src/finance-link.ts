import type { Site } from './schema.js';

/** §2 the finance link's query parameters, as `financePath` writes them. */
export const FINANCE_LINK_PARAMS = [
  'preferredDealership',
  'vehiclePriceBudget',
  'car_id',
  'car_type',
] as const;

/** Longest link value kept (a longer one is cut): link params are prefills and lead fields, not free text. */
export const FINANCE_LINK_MAX_LENGTH = 100;

/** A finance link read back: every value a trimmed string; the dealership one of the site's own (its slug). */
export interface FinanceLink {
  preferredDealership?: string;
  vehiclePriceBudget?: string;
  carId?: string;
  carType?: string;
}

/**
 * §2 reads a finance page's link params (the inverse of `financePath`): values trimmed and cut to
 * {@link FINANCE_LINK_MAX_LENGTH}, empty ones left out; `preferredDealership` (a dealership's slug or id)
 * becomes the slug of that dealership of the site, or is left out when the site has no such dealership.
 */
export function readFinanceLink(site: Pick<Site, 'dealerships'>, query: URLSearchParams): FinanceLink {
  const value = (key: (typeof FINANCE_LINK_PARAMS)[number]) => {
    const text = query.get(key)?.trim().slice(0, FINANCE_LINK_MAX_LENGTH);
    return text ? text : undefined;
  };
  const dealershipRef = value('preferredDealership');
  const dealership =
    dealershipRef === undefined
      ? undefined
      : site.dealerships.find((d) => d.slug === dealershipRef || String(d.id) === dealershipRef);
  const link: FinanceLink = {};
  if (dealership) link.preferredDealership = dealership.slug;
  const budget = value('vehiclePriceBudget');
  if (budget) link.vehiclePriceBudget = budget;
  const carId = value('car_id');
  if (carId) link.carId = carId;
  const carType = value('car_type');
  if (carType) link.carType = carType;
  return link;
}
