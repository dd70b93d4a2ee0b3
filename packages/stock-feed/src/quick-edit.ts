import { CAR_STATUSES, type Car, type CarStatus } from '@dealer/pricing';

/**
 * Console, stock, reservations, content: a dealer's quick edit of one car in the console: price, status, sold, shown on the site.
 * The edit is checked field by field (a refused field is named, nothing is applied) and gives the whole
 * next car record. A car marked sold carries its sold date (`now`), so the feed rule "sold stays sold"
 * keeps it sold when the next DMS export still lists it for sale; the caller locks each changed field
 * against the feed (`locksOfEdit`, issue #28 item 5), so the next feed keeps the dealer's value.
 */

export interface QuickEditInput {
  price?: unknown;
  status?: unknown;
  sold?: unknown;
  show_on_dealer_website?: unknown;
}

export const QUICK_EDIT_FIELDS = ['price', 'status', 'sold', 'show_on_dealer_website'] as const;
export type QuickEditField = (typeof QUICK_EDIT_FIELDS)[number];

/** The highest price a quick edit takes (dollars): a typo with extra zeros is refused, not published. */
export const QUICK_EDIT_MAX_PRICE = 5_000_000;

/** Field → [before, after] of every value the edit changed. */
export type QuickEditChanges = Partial<Record<QuickEditField, [unknown, unknown]>>;

export type QuickEditResult =
  | { ok: true; car: Car; changes: QuickEditChanges }
  | { ok: false; fields: Record<string, string> };

interface Checked {
  price?: number | null;
  status?: CarStatus;
  sold?: boolean;
  show?: boolean;
}

function checkFields(input: Record<string, unknown>): { value: Checked; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const value: Checked = {};
  for (const key of Object.keys(input)) {
    if (!(QUICK_EDIT_FIELDS as readonly string[]).includes(key))
      fields[key] = `Not a quick edit field (${QUICK_EDIT_FIELDS.join(', ')})`;
  }
  const { price, status, sold, show_on_dealer_website: show } = input;
  if (price !== undefined) {
    // §9 a real price is over 10; null clears it ("Enquire for price").
    if (price === null) value.price = null;
    else if (typeof price !== 'number' || !Number.isFinite(price) || price <= 10)
      fields.price = 'Enter a price over $10, in dollars';
    else if (price > QUICK_EDIT_MAX_PRICE)
      fields.price = `Enter a price up to $${QUICK_EDIT_MAX_PRICE.toLocaleString('en-AU')}`;
    else value.price = Math.round(price * 100) / 100;
  }
  if (status !== undefined) {
    if (typeof status !== 'string' || !(CAR_STATUSES as readonly string[]).includes(status))
      fields.status = `Expected ${CAR_STATUSES.join(', ')}`;
    else value.status = status as CarStatus;
  }
  if (sold !== undefined) {
    if (typeof sold !== 'boolean') fields.sold = 'Expected true or false';
    else value.sold = sold;
  }
  if (show !== undefined) {
    if (typeof show !== 'boolean') fields.show_on_dealer_website = 'Expected true or false';
    else value.show = show;
  }
  if (value.status !== undefined && value.sold !== undefined && (value.status === 'sold') !== value.sold)
    fields.status = value.sold ? 'A sold car has the status sold' : 'Only a sold car has the status sold';
  if (Object.keys(fields).length === 0 && Object.keys(value).length === 0)
    fields.root = `Send at least one of ${QUICK_EDIT_FIELDS.join(', ')}`;
  return { value, fields };
}

/** The car's sale state after the edit: status and sold move together, the sold date set or cleared. */
function saleState(
  car: Car,
  value: Checked,
  now: Date,
): Pick<Car, 'status' | 'sold' | 'sold_date_timestamp'> {
  const sold = value.sold ?? (value.status !== undefined ? value.status === 'sold' : car.sold);
  const status: CarStatus = sold
    ? 'sold'
    : (value.status ?? (car.status === 'sold' ? 'in_stock' : car.status));
  const soldAt = sold
    ? ((car.sold ? car.sold_date_timestamp : null) ?? Math.floor(now.getTime() / 1000))
    : null;
  return { status, sold, sold_date_timestamp: soldAt };
}

/** Applies a quick edit to `car`: the next car record and what changed, or the refused fields. */
export function quickEdit(car: Car, input: unknown, now: Date): QuickEditResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, fields: { root: 'Expected a JSON object' } };
  const { value, fields } = checkFields(input as Record<string, unknown>);
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const next: Car = { ...car, ...saleState(car, value, now) };
  if (value.price !== undefined) {
    // The price the dealer typed is the price shown: no older reduced or computed price overrides it.
    next.price = value.price;
    next.reduced_price = null;
    next.computed_price = null;
    next.price_range = value.price === null ? null : Math.floor(value.price / 10_000) * 10_000;
  }
  if (value.show !== undefined) next.show_on_dealer_website = value.show;
  // Dealers rank what they can still sell above what has just sold (as a feed does).
  if (next.sold !== car.sold) next.custom_rank = next.sold ? 0 : 100;
  const changes: QuickEditChanges = {};
  const pairs: [QuickEditField, unknown, unknown][] = [
    ['price', car.price, next.price],
    ['status', car.status, next.status],
    ['sold', car.sold, next.sold],
    ['show_on_dealer_website', car.show_on_dealer_website, next.show_on_dealer_website],
  ];
  for (const [field, before, after] of pairs) if (before !== after) changes[field] = [before, after];
  // Issue #31: an edit that changed something is the car's last change (the sitemap's lastmod).
  if (Object.keys(changes).length > 0) next.updated_at = now.toISOString();
  return { ok: true, car: next, changes };
}
