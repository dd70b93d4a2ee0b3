import { type Car, isAvailable, type PriceChange, type PriceSite, priceChanges } from '@dealer/pricing';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Issue #34 item 1: what an import changed that an alert may be about — cars new to the site's stock and
 * price drops (`priceChanges` owns which prices count) — and, for favourites alerts, cars back on sale (sold →
 * available by the feed, or a reservation's hold ended). Saved filters are evaluated against only these.
 */
export interface StockChanges {
  newIds: number[];
  drops: PriceChange[];
  /** Cars back on sale: in stock before and after, not available before (`isAvailable`), available now. */
  backIds?: number[];
}

export function stockChanges(before: readonly Car[], after: readonly Car[], site: PriceSite): StockChanges {
  const known = new Set(before.map((car) => car.id));
  const newIds = after.filter((car) => !known.has(car.id)).map((car) => car.id);
  // The price the site shows: a rental site's alert is about its daily rate, never the car's sale price.
  const drops = priceChanges(before, after, site).filter((change) => change.to < change.from);
  const unavailable = new Set(before.filter((car) => !isAvailable(car)).map((car) => car.id));
  const backIds = after.filter((car) => unavailable.has(car.id) && isAvailable(car)).map((car) => car.id);
  return { newIds, drops, backIds };
}

export interface PendingChanges extends StockChanges {
  backIds: number[];
  id: string;
  siteSlug: string;
}

/** Records an import's changes for the alert job (nothing when it changed nothing an alert is about). */
export async function recordStockChanges(
  db: SqlExecutor,
  siteSlug: string,
  changes: StockChanges,
  now: Date,
): Promise<boolean> {
  const backIds = changes.backIds ?? [];
  if (changes.newIds.length === 0 && changes.drops.length === 0 && backIds.length === 0) return false;
  await db.query(
    'INSERT INTO saved_search_changes (site_slug, new_ids, drops, back_ids, created_at) VALUES ($1, $2, $3, $4, $5)',
    [
      siteSlug,
      JSON.stringify(changes.newIds),
      JSON.stringify(changes.drops),
      JSON.stringify(backIds),
      now.toISOString(),
    ],
  );
  return true;
}

const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The imports' changes the alert job has not matched yet, oldest first. */
export async function pendingChanges(db: SqlExecutor, limit = 20): Promise<PendingChanges[]> {
  const { rows } = await db.query<{
    id: string;
    site_slug: string;
    new_ids: unknown;
    drops: unknown;
    back_ids: unknown;
  }>(
    'SELECT id, site_slug, new_ids, drops, back_ids FROM saved_search_changes WHERE done_at IS NULL ORDER BY id LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    siteSlug: row.site_slug,
    newIds: parse(row.new_ids as number[]),
    drops: parse(row.drops as PriceChange[]),
    backIds: parse(row.back_ids as number[]),
  }));
}

export async function changesDone(db: SqlExecutor, id: string, now: Date): Promise<void> {
  await db.query('UPDATE saved_search_changes SET done_at = $2 WHERE id = $1', [id, now.toISOString()]);
}
