import type { ConsoleStockRow } from '@dealer/api-client';
import type { Car } from '@dealer/pricing';
import { priceChanges, priceDisplay } from '@dealer/pricing';
import { type Site, vehicleDetailPath } from '@dealer/site-registry';
import { daysInStock } from '@dealer/staff';
import {
  type CarLock,
  LOCKABLE_FIELDS,
  type LockableField,
  locksOfEdit,
  quickEdit,
} from '@dealer/stock-feed';
import type { Hono } from 'hono';
import { putEditedCarInSearch } from '../console-stock/in-search.js';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { leadsByCar, viewsByCar } from '../console-stock/vdp-views.js';
import { contentChanged } from '../content/content-version.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { saveEditedCar } from '../inventory/quick-edit.js';
import { allImportReports } from '../inventory/shared-reports.js';
import { recordPriceChanges } from '../price-history/store.js';
import { recordStockChanges, stockChanges } from '../saved-searches/changes.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { serialised } from './stock-feed.js';

/**
 * Console, stock, reservations, content: the console's stock (signed-in staff, requireStaff on /api/console/*):
 * - `GET /api/console/stock?site=&q=&page=`: the site's cars, longest in stock first, with days in
 *   stock, VDP views, leads, photo, price and status (`stock.read`);
 * - `PATCH /api/console/stock/{carId}?site=`: a quick edit of price, status, sold or shown on the site
 *   (`stock.edit`), 400 naming each refused field, audited in the same transaction (503 saying nothing
 *   changed when it does not commit), in search (Meilisearch too) and on the car page at once; each
 *   field it changes is locked against the feed (#28 item 5, the row's `locks`);
 * - `DELETE /api/console/stock/{carId}/locks/{field}?site=`: gives a locked field back to the feed
 *   (`stock.edit`, audited as stock.unlock);
 * - `GET /api/console/stock/reports?site=`: the site's last feed import reports (`stock.read`).
 * A car of a site the person does not work on is 404.
 */

export const STOCK_PAGE_SIZE = 50;

/** A car as the console's stock list shows it (the api-client's type of the answer). */
export type StockRow = ConsoleStockRow;

function stockRow(
  site: Site,
  car: Car,
  figures: { now: Date; views: number; leads: number; held: boolean; locks: CarLock | undefined },
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
    daysInStock: daysInStock(car, site, figures.now),
    vdpViews: figures.views,
    leads: figures.leads,
    href: vehicleDetailPath(site, car.slug),
    locks: { ...figures.locks },
  };
}

const matches = (car: Car, q: string) =>
  q === '' || `${car.name} ${car.stocknum ?? ''} ${car.vin ?? ''}`.toLowerCase().includes(q);

/** The rows of a site's cars with their figures (VDP views, leads, held) as of now. */
async function stockRows(deps: AppDeps, site: Site, cars: readonly Car[]): Promise<StockRow[]> {
  const [views, leads, held] = await Promise.all([
    viewsByCar(deps.store, site.slug),
    leadsByCar(deps.store.db, site.slug),
    deps.held.current(),
  ]);
  const now = deps.now();
  const locks = deps.inventory.locks(site);
  return cars.map((car) =>
    stockRow(site, car, {
      now,
      views: views.get(car.id) ?? 0,
      leads: leads.get(car.id) ?? 0,
      held: held.ids.has(car.id),
      locks: locks[String(car.id)],
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

/**
 * A quick edit against the stock as it is now (a feed import may have run while the body was read), in
 * one transaction with its audit row: the stock file is written once the row is in (auditedWrite's
 * `apply`), so a refused audit row leaves the car as it was; a commit that fails after the file was
 * written has the car written back as it was.
 */
function storeEdit(c: AppContext, deps: AppDeps, site: Site, carId: number, body: unknown) {
  return serialised(site, async () => {
    const current = deps.inventory.stock(site).byId.get(carId);
    if (!current) return { edit: null };
    const now = deps.now();
    const edit = quickEdit(current, body, now);
    const changes = edit.ok ? Object.entries(edit.changes) : [];
    if (!edit.ok || changes.length === 0) return { edit };
    // #28 item 5: what the dealer changed here stays theirs until they unlock it (the feed keeps it).
    const lockedBefore = deps.inventory.locks(site)[String(carId)] ?? {};
    const set = locksOfEdit(edit.changes, now);
    const newlyLocked = (Object.keys(set) as LockableField[]).filter((f) => !lockedBefore[f]);
    let written = false;
    // Issue #34 item 3: a price the dealer changed here is history, in the edit's own transaction.
    const moved = priceChanges([current], [edit.car]);
    try {
      await auditedWrite(deps, async (tx) => ({
        result: await recordPriceChanges(tx, site.slug, moved, 'console', now).then(() =>
          // Issue #34 item 1: a price the dealer dropped here is news for saved-search alerts too.
          recordStockChanges(tx, site.slug, stockChanges([current], [edit.car], site), now),
        ),
        audit: auditEntry(c, deps, {
          action: 'stock.edit',
          site,
          target: { type: 'car', id: String(carId) },
          before: Object.fromEntries(changes.map(([field, pair]) => [field, pair?.[0]])),
          after: Object.fromEntries(changes.map(([field, pair]) => [field, pair?.[1]])),
        }),
        apply: () => {
          written = true;
          saveEditedCar(deps.inventory, edit.car, now, { set });
        },
      }));
      if (moved.length > 0) contentChanged(site.slug);
      return { edit };
    } catch (error) {
      if (written) saveEditedCar(deps.inventory, current, deps.now(), { unlock: newlyLocked });
      return { edit, failed: error };
    }
  });
}

/** `DELETE /api/console/stock/{carId}/locks/{field}`: the field goes back to the feed (audited). */
async function unlockField(c: AppContext, deps: AppDeps) {
  const site = consoleSite(c, deps, 'stock.edit');
  const raw = c.req.param('carId') ?? '';
  const car = site && /^\d{1,12}$/.test(raw) ? deps.inventory.stock(site).byId.get(Number(raw)) : undefined;
  if (!site || !car) return notFound(c, 'Car not found');
  const field = c.req.param('field') as LockableField;
  if (!(LOCKABLE_FIELDS as readonly string[]).includes(field))
    return badRequest(c, `Expected one of ${LOCKABLE_FIELDS.join(', ')}`, { field: 'Not a locked field' });
  const outcome = await serialised(site, async () => {
    const current = deps.inventory.stock(site).byId.get(car.id);
    if (!current) return null;
    const since = deps.inventory.locks(site)[String(car.id)]?.[field];
    if (!since) return { current, changed: [] as string[] };
    try {
      await auditedWrite(deps, async () => ({
        result: null,
        audit: auditEntry(c, deps, {
          action: 'stock.unlock',
          site,
          target: { type: 'car', id: String(car.id) },
          before: { [field]: since },
          after: { [field]: null },
        }),
        apply: () => {
          saveEditedCar(deps.inventory, current, deps.now(), { unlock: [field] });
        },
      }));
    } catch (error) {
      return { current, changed: [], failed: error };
    }
    return { current, changed: [field] };
  });
  if (!outcome) return notFound(c, 'Car not found');
  if (outcome.failed) return notSaved(c, deps, 'The lock', outcome.failed);
  const [row] = await stockRows(deps, site, [outcome.current]);
  return c.json({ car: row, changed: outcome.changed }, 200, NO_STORE);
}

async function editCar(c: AppContext, deps: AppDeps) {
  const site = consoleSite(c, deps, 'stock.edit');
  const raw = c.req.param('carId') ?? '';
  const car = site && /^\d{1,12}$/.test(raw) ? deps.inventory.stock(site).byId.get(Number(raw)) : undefined;
  if (!site || !car) return notFound(c, 'Car not found');
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const { edit, failed } = await storeEdit(c, deps, site, car.id, body.value);
  if (!edit) return notFound(c, 'Car not found');
  if (!edit.ok) return badRequest(c, 'The car was not changed', edit.fields);
  if (failed) return notSaved(c, deps, 'The car', failed);
  const changed = Object.keys(edit.changes);
  if (changed.length > 0) {
    deps.log(`console: ${site.slug} car ${car.id} edited (${changed.join(', ')})`);
    await putEditedCarInSearch(deps, edit.car);
  }
  const [row] = await stockRows(deps, site, [edit.car]);
  return c.json({ car: row, changed }, 200, NO_STORE);
}

export function registerConsoleStockRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const staff = requireStaff(deps);
  app.get('/api/console/stock', staff, (c) => listStock(c, deps));
  app.get('/api/console/stock/reports', staff, async (c) => {
    const site = consoleSite(c, deps, 'stock.read');
    if (!site) return notFound(c);
    const reports = await allImportReports(deps.store.db, deps.inventory.dataDir, site);
    return c.json({ site: site.slug, reports }, 200, NO_STORE);
  });
  app.patch('/api/console/stock/:carId', staff, (c) => editCar(c, deps));
  app.delete('/api/console/stock/:carId/locks/:field', staff, (c) => unlockField(c, deps));
}
