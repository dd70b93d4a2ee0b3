import { carChangesAt } from '@dealer/pricing';
import { nextLocalDayStart, type Site } from '@dealer/site-registry';
import type { SiteStock } from '../inventory/site-stock.js';

/** The instants (epoch ms, ascending) at which any of a stock's cars reads differently, per site config. */
const instantsByStock = new WeakMap<SiteStock, { site: Site; instants: Float64Array }>();

function changeInstants(site: Site, stock: SiteStock): Float64Array {
  const known = instantsByStock.get(stock);
  if (known?.site === site) return known.instants;
  const instants = new Float64Array(
    stock.cars.flatMap((car) => carChangesAt(car, site).map((s) => s * 1000)),
  );
  instants.sort();
  instantsByStock.set(stock, { site, instants });
  return instants;
}

/**
 * Until when (epoch ms) a page of `site` rendered at `now` reads the same by time alone: the first
 * instant after `now` at which any car of the site's stock changes its tag, its listing visibility or its
 * finance age (the rules' own instants, `carChangesAt`), or the local date turns (opening hours, "today").
 * One bound for every page of the site: a listing's counts and facets move with any car that joins or
 * leaves it, so a page can only be trusted as long as none of the site's cars changes. Computed once per
 * stock version (a sorted list and a binary search per request). Changes of stock, holds, content and
 * settings are the cache's data key, not this.
 */
export function pageValidUntil(site: Site, stock: SiteStock, now: number): number {
  const instants = changeInstants(site, stock);
  let lo = 0;
  let hi = instants.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((instants[mid] as number) <= now) lo = mid + 1;
    else hi = mid;
  }
  const nextCar = lo < instants.length ? (instants[lo] as number) : Number.POSITIVE_INFINITY;
  return Math.min(nextCar, nextLocalDayStart(site, new Date(now)).getTime());
}
