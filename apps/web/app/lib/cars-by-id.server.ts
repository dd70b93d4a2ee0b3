import { type Car, carSchema } from '@dealer/pricing';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';

/** At most this many saved cars are fetched for one page (§9 caps lists; a page of favourites is plenty). */
export const MAX_SAVED_CARS = 50;

/** Car ids from a `1,2,3` list: whole positive numbers, de-duplicated, in order, capped. */
export function parseCarIds(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_SAVED_CARS);
}

/**
 * The cars this site still lists, by id (the §7 car fetch accepts an id as the slug). Cars that sold,
 * vanished or belong to another site are left out, so a stale favourite never breaks the page.
 */
export async function carsById(ctx: DealerLoadContext, ids: readonly number[]): Promise<Car[]> {
  const api = serverApi(ctx);
  const records = await Promise.all(ids.map((id) => api.carBySlug(String(id))));
  const cars: Car[] = [];
  for (const record of records) {
    const parsed = record === false ? null : carSchema.safeParse(record);
    if (parsed?.success) cars.push(parsed.data);
  }
  return cars;
}
