import type { SqlExecutor } from '../store/sql.js';

/**
 * What each saved search was told (issue #34 item 1): one row per car at a price. A row is written when
 * the car is found and marked sent when its mail is queued; the key makes a car at the same price never
 * found (so never mailed) twice for the same saved search. A further drop is a new price: a new row.
 */
export interface FoundCar {
  carId: number;
  price: number;
  kind: 'new' | 'price_drop';
  priceFrom: number | null;
}

/** Keeps the cars not found before for the saved search; returns those (the others were told already). */
export async function recordFound(
  db: SqlExecutor,
  savedSearchId: string,
  found: readonly FoundCar[],
  now: Date,
): Promise<FoundCar[]> {
  const fresh: FoundCar[] = [];
  for (const car of found) {
    const { rows } = await db.query(
      `INSERT INTO saved_search_alerts (saved_search_id, car_id, price, kind, price_from, found_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING car_id`,
      [savedSearchId, car.carId, car.price, car.kind, car.priceFrom, now.toISOString()],
    );
    if (rows.length > 0) fresh.push(car);
  }
  return fresh;
}

/** The found cars not mailed yet (a daily digest's), oldest first. */
export async function unsent(db: SqlExecutor, savedSearchId: string): Promise<FoundCar[]> {
  const { rows } = await db.query<{
    car_id: string;
    price: string;
    kind: FoundCar['kind'];
    price_from: string | null;
  }>(
    `SELECT car_id, price, kind, price_from FROM saved_search_alerts
      WHERE saved_search_id = $1 AND sent_at IS NULL ORDER BY found_at, car_id`,
    [savedSearchId],
  );
  return rows.map((row) => ({
    carId: Number(row.car_id),
    price: Number(row.price),
    kind: row.kind,
    priceFrom: row.price_from === null ? null : Number(row.price_from),
  }));
}

/** Marks every found car of the saved search sent (in the transaction that queues its mail). */
export async function markSent(db: SqlExecutor, savedSearchId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE saved_search_alerts SET sent_at = $2 WHERE saved_search_id = $1 AND sent_at IS NULL',
    [savedSearchId, now.toISOString()],
  );
}
