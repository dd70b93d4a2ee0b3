import type { Site } from '@dealer/site-registry';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import type { SqlExecutor } from '../store/sql.js';
import type { Store } from '../store/store.js';

/**
 * VDP views (console: stock, reservations, content "VDP views per car"): every vehicle page a shopper is shown (GET, 200, HTML,
 * not a browser's prefetch) adds one `vdp_view` event with the car's id, after the answer went out, so a
 * page is never slowed or failed by it; the views are committed in batches (`Events.recordLater`), so they
 * do not queue in front of a lead's commit. Counted per car and site by {@link viewsByCar}.
 */
export function countVdpViews(deps: Pick<AppDeps, 'inventory' | 'store' | 'log'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const site = c.get('site');
    if (!site || !(c.res.headers.get('content-type') ?? '').includes('text/html')) return;
    countVdpView(deps, site, c.req.path, c.req.header('sec-purpose') ?? c.req.header('purpose'));
  };
}

/**
 * Counts one view when `path` is one of `site`'s vehicle pages and the request was not a prefetch
 * (`purpose`: its Sec-Purpose or Purpose header). Called for a GET answered 200 with HTML, by the
 * middleware above or by the page front (http/page-front.ts) that answers kept pages without the app.
 */
export function countVdpView(
  deps: Pick<AppDeps, 'inventory' | 'store' | 'log'>,
  site: Site,
  path: string,
  purpose: string | undefined,
): void {
  const base = `${site.routes.vehicle_base_path}/`;
  if (!path.startsWith(base)) return;
  const slug = path.slice(base.length);
  if (slug === '' || slug.includes('/')) return;
  if (/prefetch/i.test(purpose ?? '')) return;
  const car = deps.inventory.stock(site).bySlug.get(slug);
  if (!car) return;
  deps.store
    .recordEventLater(site.slug, 'vdp_view', { car_id: car.id })
    .catch((error: Error) => deps.log(`vdp view not counted: ${error.message}`));
}

/** VDP views of a site's cars since `since` (all time when null), the buffered ones too: car id → views. */
export async function viewsByCar(
  store: Pick<Store, 'db' | 'events'>,
  site: string,
  since: Date | null = null,
): Promise<Map<number, number>> {
  await store.events.flush();
  const { rows } = await store.db.query<{ car: string; n: string }>(
    `SELECT data->>'car_id' AS car, count(*) AS n FROM events
      WHERE site_slug = $1 AND type = 'vdp_view' AND ($2::timestamptz IS NULL OR created_at >= $2)
      GROUP BY 1`,
    [site, since?.toISOString() ?? null],
  );
  return new Map(rows.map((r) => [Number(r.car), Number(r.n)]));
}

/** Leads of a site per car (not quarantined): car id → leads. */
export async function leadsByCar(db: SqlExecutor, site: string): Promise<Map<number, number>> {
  const { rows } = await db.query<{ car: string; n: string }>(
    `SELECT data->>'car_id' AS car, count(*) AS n FROM leads
      WHERE site_slug = $1 AND NOT quarantined AND data->>'car_id' IS NOT NULL GROUP BY 1`,
    [site],
  );
  return new Map(rows.map((r) => [Number(r.car), Number(r.n)]));
}
