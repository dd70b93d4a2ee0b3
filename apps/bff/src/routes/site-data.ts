import { BOOKING_KINDS, type BookingKind, bookingLocations, bookingSlots } from '@dealer/site-registry';
import { isCarSlug } from '@dealer/validation';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { jsonFile, listedCars, NOT_FOUND, ownWebsite, PUBLIC_SHORT } from '../http/tenant-data.js';
import { sha256 } from '../store/crypto.js';
import { findListedCar, REVALIDATE } from './search.js';

/**
 * §7 site data calls, served from the registry and the tenant's own stock: the car record, the site config
 * and session data, booking slots. Models and manufacturers: routes/models.ts; search pages and
 * promotions: routes/content.ts; history reports: routes/history-reports.ts.
 */

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
}
