import { type Car, parseCar } from '@dealer/pricing';
import { CAMPAIGN_PARAMS } from '@dealer/search-query';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';

/** The car a lead page is about (?car_id=), or null when the id is missing, malformed or not this site's stock. */
export async function carForLead(ctx: DealerLoadContext, carId: string | null): Promise<Car | null> {
  if (!carId || !/^\d{1,12}$/.test(carId)) return null;
  const record = await serverApi(ctx).carBySlug(carId);
  if (record === false || !('slug' in record)) return null;
  try {
    return parseCar(record);
  } catch {
    return null;
  }
}

/** §3 campaign fields a lead carries from the page's query (utm_*). */
export function campaignParams(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) out[key] = value.slice(0, 200);
  }
  return out;
}
