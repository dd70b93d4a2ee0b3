import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { priceHistoryOf } from './store.js';

/**
 * Issue #34 item 3: `GET /api/cars/{id}/price-history`: the recorded price changes of one of the site's
 * own cars, newest first (`{ changes: [{ from, to, at }] }`); 404 for a car the site does not have.
 */
export function registerPriceHistoryRoutes(app: Hono<AppEnv>, deps: Pick<AppDeps, 'store' | 'inventory'>) {
  app.get('/api/cars/:id/price-history', async (c) => {
    const site = c.get('site');
    const raw = c.req.param('id');
    const car = /^\d{1,12}$/.test(raw) ? deps.inventory.stock(site).byId.get(Number(raw)) : undefined;
    if (!car) return c.json({ error: 'Car not found' }, 404, NO_STORE);
    return c.json({ changes: await priceHistoryOf(deps.store.db, site.slug, car.id) }, 200, NO_STORE);
  });
}
