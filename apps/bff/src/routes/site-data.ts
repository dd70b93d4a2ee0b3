import { type Car, isListingVisible, isRealPrice } from '@dealer/pricing';
import { createSearchState, listingUrl } from '@dealer/search-query';
import {
  BOOKING_KINDS,
  type BookingKind,
  bookingLocations,
  bookingSlots,
  type Site,
  slugify,
} from '@dealer/site-registry';
import { isCarSlug } from '@dealer/validation';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { sha256 } from '../store/crypto.js';
import { findListedCar, REVALIDATE } from './search.js';

/** §7 site data calls, served from the registry and the tenant's own stock. */

const PUBLIC_SHORT = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300', vary: 'Host' };
const NOT_FOUND = { status: 404, error: 'Not found' };

function ownWebsite(c: AppContext, websiteId: string | undefined): boolean {
  return websiteId === undefined || websiteId === String(c.get('site').id);
}

function jsonFile(param: string): string | null {
  return param.endsWith('.json') ? param.slice(0, -'.json'.length) : null;
}

/** Cars the site lists now (§4 visibility via @dealer/pricing). */
function listedCars(deps: AppDeps, site: Site): Car[] {
  const now = deps.now();
  return deps.inventory.stock(site).cars.filter((car) => isListingVisible(car, site, now));
}

interface ModelSummary {
  id: string;
  slug: string;
  make: string;
  model: string;
  name: string;
  bodies: string[];
  badges: string[];
  years: number[];
  price_from: number | null;
  price_to: number | null;
  stock_count: number;
  image: string | null;
  search_url: string;
}

function modelSummaries(site: Site, cars: Car[]): ModelSummary[] {
  const byModel = new Map<string, Car[]>();
  for (const car of cars) {
    const key = slugify(`${car.make} ${car.model}`);
    const list = byModel.get(key) ?? [];
    list.push(car);
    byModel.set(key, list);
  }
  return [...byModel.entries()]
    .map(([slug, list]) => {
      const first = list[0] as Car;
      const prices = list.map((c) => c.price).filter(isRealPrice);
      return {
        id: slug,
        slug,
        make: first.make,
        model: first.model,
        name: `${first.make} ${first.model}`,
        bodies: [...new Set(list.map((c) => c.body).filter((b): b is string => Boolean(b)))].sort(),
        badges: [...new Set(list.map((c) => c.badge).filter((b): b is string => Boolean(b)))].sort(),
        years: [...new Set(list.map((c) => c.year))].sort((a, b) => a - b),
        price_from: prices.length ? Math.min(...prices) : null,
        price_to: prices.length ? Math.max(...prices) : null,
        stock_count: list.length,
        image: list.find((c) => c.primary_image_url)?.primary_image_url ?? null,
        search_url: listingUrl(
          site,
          createSearchState({ refinements: { make: [first.make], model: [first.model] } }),
        ),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function registerSiteDataRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/api/websites/:websiteId/cars/:file', async (c) => {
    const site = c.get('site');
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const slug = jsonFile(c.req.param('file'));
    if (slug === null) return c.json(NOT_FOUND, 404);
    // §5 car detail lookup runs only for slugs of letters, digits, hyphen and underscore; else {}.
    if (!isCarSlug(slug)) return c.json({}, 200, PUBLIC_SHORT);
    const car = await findListedCar(deps, site, /^\d+$/.test(slug) ? { id: Number(slug) } : { slug });
    if (!car) return c.json({ status: 404, error: 'Car not found' }, 404, PUBLIC_SHORT);
    // The record changes with the stock and with a hold (§4 'Reserved'): both are in the ETag.
    const version = `${site.slug}|${deps.inventory.stock(site).version}|${car.id}|${car.reserved}`;
    const headers = {
      etag: `W/"${sha256(version).slice(0, 32)}"`,
      'cache-control': REVALIDATE,
      vary: 'Host',
    };
    if (c.req.header('if-none-match') === headers.etag) return c.body(null, 304, headers);
    return c.json(car, 200, headers);
  });

  app.get('/api/websites/:websiteId/site_config.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const site = c.get('site');
    return c.json({ navigation: site.navigation, special_hours: site.special_hours }, 200, PUBLIC_SHORT);
  });

  // §7 search_pages and promotions are served by routes/content.ts (registered first).

  app.get('/api/v1/websites/:websiteId/website_session_data.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const site = c.get('site');
    const cars = listedCars(deps, site);
    const stock_counts: Record<string, number> = { total: cars.length };
    for (const car of cars) stock_counts[car.car_type] = (stock_counts[car.car_type] ?? 0) + 1;
    return c.json(
      {
        website_id: site.id,
        slug: site.slug,
        name: site.name,
        template: site.template,
        phone: site.phone,
        garage_enabled: site.features.garage_enabled,
        authentication: site.features.authentication,
        stock_counts,
        locations: site.locations.map((l) => ({
          id: l.id,
          name: l.location_name,
          city: l.city,
          state: l.state,
        })),
      },
      200,
      { 'cache-control': 'private, max-age=60' },
    );
  });

  app.get('/api/models/:file', (c) => {
    const site = c.get('site');
    if (!ownWebsite(c, c.req.query('website_id'))) return c.json(NOT_FOUND, 404);
    const id = jsonFile(c.req.param('file'));
    const model =
      id === null ? undefined : modelSummaries(site, listedCars(deps, site)).find((m) => m.id === id);
    return model ? c.json(model, 200, PUBLIC_SHORT) : c.json(NOT_FOUND, 404);
  });

  app.get('/api/websites/:websiteId/models.json', (c) => {
    if (!ownWebsite(c, c.req.param('websiteId'))) return c.json(NOT_FOUND, 404);
    const site = c.get('site');
    return c.json({ models: modelSummaries(site, listedCars(deps, site)) }, 200, PUBLIC_SHORT);
  });

  app.get('/api/manufacturers/:file', (c) => {
    const site = c.get('site');
    const scoped = c.req.query('website_id');
    if (!ownWebsite(c, scoped)) return c.json(NOT_FOUND, 404);
    const id = jsonFile(c.req.param('file'));
    if (id === null) return c.json(NOT_FOUND, 404);
    // Manufacturers are known through the stock this server holds; scoped = this site's listed stock.
    const cars = scoped ? listedCars(deps, site) : listedCars(deps, site);
    const make =
      id === String(site.manufacturer_id) && site.manufacturer
        ? site.manufacturer
        : cars.find((car) => slugify(car.make) === id)?.make;
    if (!make) return c.json(NOT_FOUND, 404);
    const models = modelSummaries(
      site,
      cars.filter((car) => car.make === make),
    );
    return c.json(
      {
        id: slugify(make),
        name: make,
        slug: slugify(make),
        website_id: scoped ? site.id : undefined,
        models,
        stock_count: models.reduce((n, m) => n + m.stock_count, 0),
      },
      200,
      PUBLIC_SHORT,
    );
  });

  for (const kind of Object.keys(BOOKING_KINDS) as BookingKind[]) {
    app.get(`/api/dealerships/:id/${kind}.json`, (c) => {
      const site = c.get('site');
      const param = c.req.param('id');
      const dealership = site.dealerships.find((d) => String(d.id) === param || d.slug === param);
      if (!dealership) return c.json(NOT_FOUND, 404);
      const locations = bookingSlots(site, bookingLocations(site, dealership), kind, deps.now());
      return c.json({ dealership_id: dealership.id, kind, locations }, 200, {
        'cache-control': 'public, max-age=60',
      });
    });
  }

  app.get('/api/websiteUsers', (c) => {
    if (!c.get('site').features.website_users) return c.json(NOT_FOUND, 404);
    return c.json([], 200, NO_STORE);
  });

  // §7 GET /api/auth and the garage accounts: routes/auth.ts.

  app.get('/history-reports/:file', async (c) => {
    const site = c.get('site');
    const file = c.req.param('file');
    const stocknum = file.endsWith('.html') ? file.slice(0, -5) : '';
    const car = deps.inventory.stock(site).cars.find((x) => x.stocknum === stocknum && x.file !== null);
    // The report (VIN included) only for a car the site lists: the same §4/§7 rule as its car page.
    if (!car || !(await findListedCar(deps, site, { id: car.id }))) return c.json(NOT_FOUND, 404);
    return c.html(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>History report — ${car.name}</title></head><body><h1>Vehicle history report</h1><dl><dt>Vehicle</dt><dd>${car.name}</dd><dt>VIN</dt><dd>${car.vin ?? 'not recorded'}</dd><dt>Stock number</dt><dd>${car.stocknum}</dd><dt>Odometer</dt><dd>${car.km === null ? 'not recorded' : `${car.km.toLocaleString('en-AU')} km`}</dd><dt>Written off</dt><dd>No record found</dd><dt>Stolen</dt><dd>No record found</dd><dt>Finance owing (PPSR)</dt><dd>No security interest registered</dd></dl><p>Demo report generated by ${site.name}.</p></body></html>`,
      200,
      { 'cache-control': 'public, max-age=3600' },
    );
  });
}
