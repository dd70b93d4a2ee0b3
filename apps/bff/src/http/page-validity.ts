import { carChangesAt } from '@dealer/pricing';
import { nextLocalDayStart, type Site } from '@dealer/site-registry';
import type { SiteStock } from '../inventory/site-stock.js';

interface StockInstants {
  site: Site;
  /** The instants (epoch ms, ascending) at which any of the stock's cars reads differently. */
  instants: Float64Array;
  /** The last answer: the same for every clock in [from, until). */
  from: number;
  until: number;
}

const instantsByStock = new WeakMap<SiteStock, StockInstants>();

function changeInstants(site: Site, stock: SiteStock): StockInstants {
  const known = instantsByStock.get(stock);
  if (known?.site === site) return known;
  const instants = new Float64Array(
    stock.cars.flatMap((car) => carChangesAt(car, site).map((seconds) => seconds * 1000)),
  );
  instants.sort();
  const fresh = { site, instants, from: 0, until: 0 };
  instantsByStock.set(stock, fresh);
  return fresh;
}

/**
 * Until when (epoch ms) a page of `site` rendered at `now` reads the same by time alone: the first
 * instant after `now` at which any car of the site's stock changes its tag, its listing visibility or its
 * finance age (the rules' own instants, `carChangesAt`), or the local date turns (opening hours, "today").
 * One bound for every page of the site: a listing's counts and facets move with any car that joins or
 * leaves it, so a page can only be trusted as long as none of the site's cars changes. The instants are
 * sorted once per stock version; the answer is kept until its own instant, so a page hit costs a
 * comparison. Changes of stock, holds, content and settings are the cache's data key, not this.
 * `contentInstants` (ascending epoch ms) are the content's own: a dated promotion's start and end
 * (content/dated-promotions.ts), so no cached page shows a promotion outside its window.
 */
export function pageValidUntil(
  site: Site,
  stock: SiteStock,
  now: number,
  contentInstants: readonly number[] = [],
): number {
  const content = firstAfter(contentInstants, now);
  return Math.min(content, stockValidUntil(site, stock, now));
}

/** The first instant after `now` in an ascending list (+Infinity when none). */
function firstAfter(instants: readonly number[], now: number): number {
  for (const instant of instants) if (instant > now) return instant;
  return Number.POSITIVE_INFINITY;
}

function stockValidUntil(site: Site, stock: SiteStock, now: number): number {
  const known = changeInstants(site, stock);
  if (known.from <= now && now < known.until) return known.until;
  const { instants } = known;
  let lo = 0;
  let hi = instants.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((instants[mid] as number) <= now) lo = mid + 1;
    else hi = mid;
  }
  const nextCar = lo < instants.length ? (instants[lo] as number) : Number.POSITIVE_INFINITY;
  const until = Math.min(nextCar, nextLocalDayStart(site, new Date(now)).getTime());
  known.from = now;
  known.until = until;
  return until;
}
