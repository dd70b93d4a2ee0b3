import { type Car, isListingVisible } from '@dealer/pricing';
import type { Site } from '@dealer/site-registry';
import type { AppContext, AppDeps } from './context.js';

/** What the §7 site data calls share: the tenant check on a website id, `.json` file names, listed stock. */

/** Site data changes with the stock: caches may keep it a minute and serve it stale while they refetch. */
export const PUBLIC_SHORT = {
  'cache-control': 'public, max-age=60, stale-while-revalidate=300',
  vary: 'Host',
};
export const NOT_FOUND = { status: 404, error: 'Not found' };

/** A website id in a path or query names this site (or is absent): another tenant's id is a 404. */
export function ownWebsite(c: AppContext, websiteId: string | undefined): boolean {
  return websiteId === undefined || websiteId === String(c.get('site').id);
}

/** `toyota-corolla.json` → `toyota-corolla`; a name without `.json` → null. */
export function jsonFile(param: string): string | null {
  return param.endsWith('.json') ? param.slice(0, -'.json'.length) : null;
}

/** Cars the site lists now (§4 visibility via @dealer/pricing). */
export function listedCars(deps: AppDeps, site: Site): Car[] {
  const now = deps.now();
  return deps.inventory.stock(site).cars.filter((car) => isListingVisible(car, site, now));
}
