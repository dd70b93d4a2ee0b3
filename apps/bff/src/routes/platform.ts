import { listingBasePath, normaliseHost, type Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppDeps, AppEnv } from '../http/context.js';

/** Bare local host names that show the demo index instead of a site (design: a new user knows where to go). */
export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isIndexHost(host: string | undefined): boolean {
  const name = normaliseHost(host ?? '');
  return name !== null && LOCAL_HOSTS.has(name);
}

function portOf(host: string | undefined): string {
  const match = /:(\d{1,5})$/.exec(host ?? '');
  return match ? `:${match[1]}` : '';
}

export interface DemoSiteLink {
  slug: string;
  name: string;
  host: string;
  template: Site['template'];
  listingPath: string;
  url: string;
}

export function demoSiteLinks(
  sites: readonly Site[],
  requestHost: string | undefined,
  protocol = 'http:',
): DemoSiteLink[] {
  const port = portOf(requestHost);
  return sites.map((site) => {
    const host = `${site.slug}.localhost${port}`;
    const listingPath = listingBasePath(site);
    return {
      slug: site.slug,
      name: site.name,
      host,
      template: site.template,
      listingPath,
      url: `${protocol}//${host}${listingPath}`,
    };
  });
}

/** Routes answered on the bare host (localhost / 127.0.0.1): the demo index and platform status. */
export function registerPlatformRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  info: () => Record<string, unknown>,
): void {
  app.get('/api/health', async (c) => {
    let storeOk = false;
    try {
      storeOk = await deps.store.ping();
    } catch {
      storeOk = false;
    }
    return c.json(
      {
        ok: storeOk,
        engine: deps.search.name,
        store: deps.store.kind,
        cars: deps.inventory.totalCars,
        ...info(),
      },
      storeOk ? 200 : 503,
      { 'cache-control': 'no-store' },
    );
  });
}

export function registerIndexRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/api/demo-sites', (c) => {
    const links = demoSiteLinks(deps.registry.sites, c.req.header('host'));
    return c.json(
      links.map(({ slug, name, host, template, listingPath }) => ({
        slug,
        name,
        host,
        template,
        listingPath,
      })),
    );
  });
  app.get('/', (c) => {
    const links = demoSiteLinks(deps.registry.sites, c.req.header('host'));
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dealer platform — demo sites</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d1f23; }
      ul { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: .75rem; }
      li { border: 1px solid #d7dae0; border-radius: 8px; padding: .75rem 1rem; }
      a { color: #1f4e9c; font-weight: 600; text-decoration: none; }
      small { color: #6b7079; display: block; margin-top: .25rem; }
    </style>
  </head>
  <body>
    <h1>Dealer platform</h1>
    <p>One server, ${links.length} demo dealer sites. Each site is its own host name:</p>
    <ul>
      ${links.map(
        (link) => html`<li>
          <a href="${link.url}">${link.name}</a>
          <small>${link.template} · ${link.host}${link.listingPath}</small>
        </li>`,
      )}
    </ul>
    <p><small>JSON: <a href="/api/demo-sites">/api/demo-sites</a> · status: <a href="/api/health">/api/health</a></small></p>
  </body>
</html>`);
  });
}
