import type { Car } from '@dealer/pricing';
import type { QuickEditChanges } from './quick-edit.js';

/**
 * Issue #28 item 5, the dealer wins where they chose to: a console edit of a car's price, status (sold
 * included) or visibility locks that field for that car, and a feed import keeps the dealer's value
 * while it updates everything else. The console unlocks a field; the next feed then sets it again.
 */

export const LOCKABLE_FIELDS = ['price', 'status', 'show_on_dealer_website'] as const;
export type LockableField = (typeof LOCKABLE_FIELDS)[number];

/** One car's locked fields, each with when it was locked (ISO time). */
export type CarLock = Partial<Record<LockableField, string>>;
/** Locked fields by car id (as a string: a JSON object key). */
export type StockLocks = Record<string, CarLock>;

/** The car fields each lock holds (what the feed may not change). */
const HELD: Readonly<Record<LockableField, readonly (keyof Car)[]>> = {
  price: ['price', 'reduced_price', 'computed_price', 'price_range', 'price_type'],
  status: ['status', 'sold', 'sold_date_timestamp', 'custom_rank'],
  show_on_dealer_website: ['show_on_dealer_website'],
};

/** The fields a quick edit's changes lock (sold and status are one lock). */
export function locksOfEdit(changes: QuickEditChanges, now: Date): CarLock {
  const at = now.toISOString();
  const lock: CarLock = {};
  if (changes.price) lock.price = at;
  if (changes.status || changes.sold) lock.status = at;
  if (changes.show_on_dealer_website) lock.show_on_dealer_website = at;
  return lock;
}

/**
 * The feed's car with the locked fields of the live car kept, and which locked fields the feed would
 * have changed (for the report).
 */
export function keepLockedFields(
  live: Car,
  fromFeed: Car,
  lock: CarLock | undefined,
): { car: Car; kept: LockableField[] } {
  if (!lock) return { car: fromFeed, kept: [] };
  const car: Car = { ...fromFeed };
  const kept: LockableField[] = [];
  for (const field of LOCKABLE_FIELDS) {
    if (!lock[field]) continue;
    let differed = false;
    for (const key of HELD[field]) {
      if (car[key] !== live[key]) differed = true;
      (car as Record<string, unknown>)[key] = live[key];
    }
    if (differed) kept.push(field);
  }
  return { car, kept };
}
