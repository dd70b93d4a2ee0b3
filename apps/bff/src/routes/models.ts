import { manufacturerSummary, modelSummaries } from '@dealer/search-query';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { jsonFile, listedCars, NOT_FOUND, ownWebsite, PUBLIC_SHORT } from '../http/tenant-data.js';

/** §7 models and manufacturers: the site's listed stock summarised by @dealer/search-query. */
export function registerModelRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
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
    // Manufacturers are known through this site's listed stock (and its own manufacturer).
    const manufacturer = id === null ? null : manufacturerSummary(site, listedCars(deps, site), id);
    if (!manufacturer) return c.json(NOT_FOUND, 404);
    return c.json({ ...manufacturer, website_id: scoped ? site.id : undefined }, 200, PUBLIC_SHORT);
  });
}
