import type { AlertFrequency } from '@dealer/search-query';
import type { SqlExecutor } from '../store/sql.js';
import { COLUMNS, fromRow, type Row, type SavedSearch } from './store.js';

/**
 * The garage's alerts in the store (issue #34 item 1, migration 160): a garage account's saved searches
 * and favourites alert, and the favourites alerts watching a changed car.
 */
export class GarageAlertStore {
  constructor(private readonly db: SqlExecutor) {}

  /** A garage account's saved searches and favourites alerts that are not unsubscribed, oldest first. */
  async ofCustomer(siteSlug: string, customerId: string): Promise<SavedSearch[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM saved_searches
        WHERE site_slug = $1 AND customer_id = $2 AND unsubscribed_at IS NULL ORDER BY created_at, id`,
      [siteSlug, customerId],
    );
    return rows.map(fromRow);
  }

  /** Ends one of a garage account's alerts (from the garage): true when it was the account's and live. */
  async endForCustomer(siteSlug: string, customerId: string, id: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE saved_searches SET unsubscribed_at = $4
        WHERE id = $1 AND site_slug = $2 AND customer_id = $3 AND unsubscribed_at IS NULL RETURNING id`,
      [id, siteSlug, customerId, now.toISOString()],
    );
    return rows.length > 0;
  }

  /** Changes a garage account's alert between instant and daily: true when it was the account's and live. */
  async setFrequency(
    siteSlug: string,
    customerId: string,
    id: string,
    frequency: AlertFrequency,
  ): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE saved_searches SET frequency = $4
        WHERE id = $1 AND site_slug = $2 AND customer_id = $3 AND unsubscribed_at IS NULL RETURNING id`,
      [id, siteSlug, customerId, frequency],
    );
    return rows.length > 0;
  }

  /**
   * The live favourites alerts of a site whose account watches one of the cars, with that car: the
   * changed cars decide the rows read (the watchlist's key), never every account.
   */
  async favouritesWatching(
    siteSlug: string,
    carIds: readonly number[],
  ): Promise<{ search: SavedSearch; carId: number }[]> {
    if (carIds.length === 0) return [];
    const { rows } = await this.db.query<Row & { car_id: string | number }>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `s.${c}`)
        .join(', ')}, w.car_id FROM saved_searches s
         JOIN watchlist_items w ON w.customer_id = s.customer_id
        WHERE s.site_slug = $1 AND s.kind = 'favourites' AND s.confirmed_at IS NOT NULL
          AND s.unsubscribed_at IS NULL AND w.car_id = ANY($2::bigint[])
        ORDER BY s.id, w.car_id`,
      [siteSlug, [...carIds]],
    );
    return rows.map((row) => ({ search: fromRow(row), carId: Number(row.car_id) }));
  }
}
