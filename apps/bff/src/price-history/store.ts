import { type Car, type PriceChange, priceChanges, type RecordedPriceChange } from '@dealer/pricing';
import { contentChanged } from '../content/content-version.js';
import type { SqlExecutor } from '../store/sql.js';

/** Where a price change came from: a stock feed import, or a console stock edit. */
export type PriceChangeSource = 'feed' | 'console';

/** How many changes a car page shows at most (newest first). */
export const PRICE_HISTORY_SHOWN = 20;

/** Writes the changes with the app clock's time (one statement per change, in the caller's transaction). */
export async function recordPriceChanges(
  db: SqlExecutor,
  siteSlug: string,
  changes: readonly PriceChange[],
  source: PriceChangeSource,
  at: Date,
): Promise<void> {
  for (const change of changes) {
    await db.query(
      'INSERT INTO car_price_changes (site_slug, car_id, price_from, price_to, source, changed_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [siteSlug, change.carId, change.from, change.to, source, at.toISOString()],
    );
  }
}

/**
 * The price changes between the stock before and after an import (`priceChanges` owns which count),
 * recorded in one transaction; the site's rendered pages are then drawn again (contentChanged), so a
 * page rendered between the stock swap and this write never keeps a history without the change.
 */
export async function recordStockPriceChanges(
  db: { transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> },
  siteSlug: string,
  before: readonly Car[],
  after: readonly Car[],
  source: PriceChangeSource,
  at: Date,
): Promise<PriceChange[]> {
  const changes = priceChanges(before, after);
  if (changes.length === 0) return changes;
  await db.transaction((tx) => recordPriceChanges(tx, siteSlug, changes, source, at));
  contentChanged(siteSlug);
  return changes;
}

/** A car's recorded changes, newest first (the last PRICE_HISTORY_SHOWN). */
export async function priceHistoryOf(
  db: SqlExecutor,
  siteSlug: string,
  carId: number,
): Promise<RecordedPriceChange[]> {
  const { rows } = await db.query<{ price_from: string; price_to: string; changed_at: Date | string }>(
    'SELECT price_from, price_to, changed_at FROM car_price_changes WHERE site_slug = $1 AND car_id = $2 ORDER BY changed_at DESC, id DESC LIMIT $3',
    [siteSlug, carId, PRICE_HISTORY_SHOWN],
  );
  return rows.map((row) => ({
    from: Number(row.price_from),
    to: Number(row.price_to),
    at: new Date(row.changed_at).toISOString(),
  }));
}
