import type { ConsoleStockRow } from '@dealer/api-client';
import type { Car } from '@dealer/pricing';
import { priceDisplay } from '@dealer/pricing';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import { daysInStock } from '@dealer/staff';
import { quickEdit } from '@dealer/stock-feed';
import type { Hono } from 'hono';
import { auditChange, consoleSite } from '../console-stock/site.js';
import { leadsByCar, viewsByCar } from '../console-stock/vdp-views.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { importReports } from '../inventory/feed.js';
import { saveEditedCar } from '../inventory/quick-edit.js';
import { notFound } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { serialised } from './stock-feed.js';

/**
 * Console, stock, reservations, content: the console's stock (signed-in staff, requireStaff on /api/console/*):
 * - `GET /api/console/stock?site=&q=&page=`: the site's cars, longest in stock first, with days in
 *   stock, VDP views, leads, photo, price and status (`stock.read`);
 * - `PATCH /api/console/stock/{carId}?site=`: a quick edit of price, status, sold or shown on the site
 *   (`stock.edit`), 400 naming each refused field, audited, in search and on the car page at once;
 * - `GET /api/console/stock/reports?site=`: the site's last feed import reports (`stock.read`).
 * A car of a site the person does not work on is 404.
 */

export const STOCK_PAGE_SIZE = 50;

/** A car as the console's stock list shows it (the api-client's type of the answer). */
export type StockRow = ConsoleStockRow;

function stockRow(
  site: Site,
  car: Car,
  figures: { now: Date; views: number; leads: number; held: boolean },
): StockRow {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    stocknum: car.stocknum,
    photo: car.primary_image_url,
    price: car.price,
    priceText: priceDisplay(car, site).text,
    status: car.status,
    sold: car.sold,
    showOnSite: car.show_on_dealer_website,
    reserved: figures.held,
    daysInStock: daysInStock(car, figures.now),
    vdpViews: figures.views,
    leads: figures.leads,
    href: vehicleDetailPath(site, car.slug),
  };
}

const matches = (car: Car, q: string) =>
  q === '' || `${car.name} ${car.stocknum ?? ''} ${car.vin ?? ''}`.toLowerCase().includes(q);

/** The rows of a site's cars with their figures (VDP views, leads, held) as of now. */
async function stockRows(deps: AppDeps, site: Site, cars: readonly Car[]): Promise<StockRow[]> {
  const [views, leads, held] = await Promise.all([
    viewsByCar(deps.store.db, site.slug),
    leadsByCar(deps.store.db, site.slug),
    deps.held.current(),
  ]);
  const now = deps.now();
  return cars.map((car) =>
    stockRow(site, car, {
      now,
      views: views.get(car.id) ?? 0,
      leads: leads.get(car.id) ?? 0,
      held: held.ids.has(car.id),
    }),
  );
}

async function listStock(c: AppContext, deps: AppDeps) {
  const site = consoleSite(c, deps, 'stock.read');
  if (!site) return notFound(c);
  const q = (c.req.query('q') ?? '').trim().toLowerCase().slice(0, 100);
  const pageParam = c.req.query('page') ?? '1';
  const page = /^\d{1,6}$/.test(pageParam) ? Number(pageParam) : 0;
  if (page < 1) return badRequest(c, 'page must be a whole number from 1', { page: 'Invalid page' });
  const found = deps.inventory.stock(site).cars.filter((car) => matches(car, q));
  const cars = (await stockRows(deps, site, found)).sort(
    (a, b) => b.daysInStock - a.daysInStock || a.id - b.id,
  );
  const start = (page - 1) * STOCK_PAGE_SIZE;
  const body = { site: site.slug, total: cars.length, page, pageSize: STOCK_PAGE_SIZE };
  return c.json({ ...body, cars: cars.slice(start, start + STOCK_PAGE_SIZE) }, 200, NO_STORE);
}

async function editCar(c: AppContext, deps: AppDeps) {
  const site = consoleSite(c, deps, 'stock.edit');
  const raw = c.req.param('carId') ?? '';
  const car = site && /^\d{1,12}$/.test(raw) ? deps.inventory.stock(site).byId.get(Number(raw)) : undefined;
  if (!site || !car) return notFound(c, 'Car not found');
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const result = await serialised(site, () => {
    // Edited against the stock as it is now (a feed import may have run while the body was read).
    const current = deps.inventory.stock(site).byId.get(car.id) ?? car;
    const edit = quickEdit(current, body.value, deps.now());
    if (edit.ok && Object.keys(edit.changes).length > 0) saveEditedCar(deps.inventory, edit.car, deps.now());
    return edit;
  });
  if (!result.ok) return badRequest(c, 'The car was not changed', result.fields);
  const changes = Object.entries(result.changes);
  if (changes.length > 0) {
    await auditChange(c, deps, deps.store.db, {
      action: 'stock.edit',
      site,
      target: { type: 'car', id: String(car.id) },
      before: Object.fromEntries(changes.map(([field, pair]) => [field, pair?.[0]])),
      after: Object.fromEntries(changes.map(([field, pair]) => [field, pair?.[1]])),
    });
    deps.log(`console: ${site.slug} car ${car.id} edited (${changes.map(([f]) => f).join(', ')})`);
  }
  const [row] = await stockRows(deps, site, [result.car]);
  return c.json({ car: row, changed: changes.map(([field]) => field) }, 200, NO_STORE);
}

export function registerConsoleStockRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  app.get('/api/console/stock', staff, (c) => listStock(c, deps));
  app.get('/api/console/stock/reports', staff, (c) => {
    const site = consoleSite(c, deps, 'stock.read');
    if (!site) return notFound(c);
    return c.json({ site: site.slug, reports: importReports(deps.inventory.dataDir, site) }, 200, NO_STORE);
  });
  app.patch('/api/console/stock/:carId', staff, (c) => editCar(c, deps));
}
