import type { CardCar } from '@dealer/reservations/rules';
import { similarListingUrl } from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';

const bySite = new WeakMap<Site, (car: Pick<CardCar, 'make' | 'model'>) => string>();

/**
 * §4 'Find Me Something Similar' on every card of a site: the listing of the unavailable car's own make
 * and model (`similarListingUrl`), not the page it was found on. One function per site object, so memoised
 * cards keep their props from render to render.
 */
export function similarHrefOf(site: Site): (car: Pick<CardCar, 'make' | 'model'>) => string {
  let href = bySite.get(site);
  if (!href) {
    href = (car) => similarListingUrl(site, car);
    bySite.set(site, href);
  }
  return href;
}
