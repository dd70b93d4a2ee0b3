import type { SqlExecutor } from '../store/sql.js';

/**
 * What each saved search was told (issue #34 item 1): one row per car at a price. A row is written when
 * the car is found and marked sent when its mail is queued; the key makes a car at the same price never
 * found (so never mailed) twice for the same saved search. A further drop is a new price: a new row.
 */
export interface FoundCar {
  carId: number;
  price: number;
  /** `back_on_sale`: a favourited car whose hold ended or that is listed again (migration 160). */
  kind: 'new' | 'price_drop' | 'back_on_sale';
  priceFrom: number | null;
  /** A back-on-sale car's change (told once per return); '' for a new car or a drop (once per price). */
  changeRef?: string;
}

/** Keeps the cars not found before for the saved search; returns those (the others were told already). */
export async function recordFound(
  db: SqlExecutor,
  savedSearchId: string,
  found: readonly FoundCar[],
  now: Date,
): Promise<FoundCar[]> {
  if (found.length === 0) return [];
  // One statement per saved search (not per car): the alert job's writes grow with saved searches.
  const { rows } = await db.query<{ car_id: string | number; price: string | number; change_ref: string }>(
    `INSERT INTO saved_search_alerts (saved_search_id, car_id, price, kind, price_from, found_at, change_ref)
     SELECT $1, f.car_id, f.price, f.kind, f.price_from, $2, f.change_ref
       FROM unnest($3::bigint[], $4::numeric[], $5::text[], $6::numeric[], $7::text[])
         AS f (car_id, price, kind, price_from, change_ref)
     ON CONFLICT DO NOTHING RETURNING car_id, price, change_ref`,
    [
      savedSearchId,
      now.toISOString(),
      found.map((car) => car.carId),
      found.map((car) => car.price),
      found.map((car) => car.kind),
      found.map((car) => car.priceFrom),
      found.map((car) => car.changeRef ?? ''),
    ],
  );
  const key = (carId: unknown, price: unknown, ref: string) => `${Number(carId)}|${Number(price)}|${ref}`;
  const written = new Set(rows.map((row) => key(row.car_id, row.price, row.change_ref)));
  return found.filter((car) => written.has(key(car.carId, car.price, car.changeRef ?? '')));
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
