import type { Site, SoldWindowSite } from '@dealer/site-registry';
import type { Car } from './car.js';
import { listingVisibilityEndsAt } from './eligibility.js';
import { financeAgeChangesAt } from './finance.js';
import { cardTagChangesAt } from './tags.js';

/**
 * Every instant (epoch seconds) at which what a page shows of `car` can change by time alone, gathered
 * from the rules that own them: its card tag (sale, JUST SOLD window, New window), its listing
 * visibility (the sold window) and its finance age. A page rendered from a set of cars reads the same
 * until the earliest of their instants still ahead (a page cache keeps it valid that long).
 */
export function carChangesAt(
  car: Pick<
    Car,
    'status' | 'show_on_dealer_website' | 'sold_date_timestamp' | 'created_at_timestamp' | 'year'
  >,
  site: SoldWindowSite & Pick<Site, 'timezone' | 'country' | 'state'>,
): number[] {
  const instants = [...cardTagChangesAt(car), financeAgeChangesAt(car, site)];
  const hidden = listingVisibilityEndsAt(car, site);
  if (hidden !== null) instants.push(hidden);
  return instants;
}
