import type { DealerLoadContext, WebHandler } from '@dealer/api-client';
import { type Car, cardTag, imageUrl, priceDisplay } from '@dealer/pricing';
import { type CarCardView, carCardView, type ReservationMode } from '@dealer/reservations';
import { listingBasePath, readableThemeColours, type Site, themeRadii } from '@dealer/site-registry';
import { isCarSlug } from '@dealer/validation';
import type { Hono } from 'hono';
import { html } from 'hono/html';
import { formTokensFor } from './bots/screen.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { registerRenderedPages } from './http/rendered-pages.js';
import { findListedCar, listingSearch } from './routes/search.js';

/**
 * Web SSR glue. When the web app (`@dealer/web`, apps/web) is built, its handler renders every page of a
 * known tenant, with `fetchApi` dispatching to this app in-process under the tenant's Host. Until then
 * (or if it fails to load) a minimal server-rendered listing and vehicle page keeps each site usable.
 */

export type { DealerLoadContext, WebHandler };

/**
 * Loads @dealer/web's handler if the package is installed and built; null otherwise. `workers` > 0:
 * pages render on that many worker threads, off this event loop (a lead POST never waits behind a render).
 */
export async function loadWebHandler(
  log: (message: string) => void,
  workers = 0,
): Promise<WebHandler | null> {
  // Loaded lazily: until the web app is built (or when its build fails to load) the placeholder pages serve.
  try {
    const { createWebHandler } = await import('@dealer/web/handler');
    return await createWebHandler({ workers });
  } catch (error) {
    log(
      `web: server rendering unavailable (${(error as Error).message.split('\n')[0]}); serving placeholder pages`,
    );
    return null;
  }
}

/** The server's web handler: the one given, none (`web: false`), or @dealer/web's when it is built. */
export async function webHandlerFor(
  options: { web?: boolean | WebHandler; renderWorkers?: number },
  log: (message: string) => void,
): Promise<WebHandler | null> {
  if (typeof options.web === 'object') return options.web;
  return options.web === false ? null : loadWebHandler(log, options.renderWorkers);
}

export function registerWebRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  web: WebHandler | null,
  /** The site's reservation mode (the BFF's per-site Reservations decision); absent: not passed. */
  reservationMode?: (site: Site) => ReservationMode,
): void {
  // Made at start, so a server without FORM_TOKEN_SECRET says so in its first log lines.
  const formTokens = formTokensFor(deps);
  const issueToken = () => formTokens.issue();
  if (web) {
    registerRenderedPages(app, deps, web, issueToken, reservationMode);
    return;
  }
  // The placeholder cards show no Reserve button: the mode only completes the card view.
  const mode = (site: Site): ReservationMode => reservationMode?.(site) ?? 'request';
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    const site = c.get('site');
    const url = new URL(c.req.url);
    const vehicleBase = `${site.routes.vehicle_base_path}/`;
    if (url.pathname.startsWith(vehicleBase)) {
      const slug = url.pathname.slice(vehicleBase.length).split('/')[0] ?? '';
      const car = isCarSlug(slug) ? await findListedCar(deps, site, { slug }) : null;
      if (!car) return c.html(page(site, 'Not found', html`<h1>Vehicle not found</h1>`), 404);
      return c.html(page(site, car.name, carDetail(site, car, deps.now())));
    }
    if (url.pathname === '/' || url.pathname.startsWith(listingBasePath(site))) {
      const pageUrl = new URL(url.pathname === '/' ? listingBasePath(site) : url.pathname + url.search, url);
      const { result } = await listingSearch(deps, site, pageUrl);
      return c.html(
        page(
          site,
          `${site.name} — stock`,
          html`<h1>${site.name}</h1>
            <p>${result.totalHits} vehicles · page ${result.page + 1} of ${Math.max(1, result.pages)}</p>
            <ul class="cards">
              ${result.hits.map((hit) => card(carCardView(hit as unknown as Car, site, deps.now(), mode(site)), site))}
            </ul>`,
        ),
      );
    }
    return c.html(
      page(
        site,
        'Not found',
        html`<h1>Page not found</h1><p><a href="${listingBasePath(site)}">Browse stock</a></p>`,
      ),
      404,
    );
  });
}

function page(site: Site, title: string, body: unknown) {
  // The theme's text colours as the web app uses them: each reaching WCAG AA where it is drawn.
  const readable = readableThemeColours(site.theme);
  const colors = {
    ...site.theme.colors,
    text: readable['--color-text'],
    muted: readable['--color-muted'],
    onPrimary: readable['--color-on-primary'],
  };
  return html`<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; color: ${colors.text}; background: ${colors.background}; }
      header { background: ${colors.primary}; color: ${colors.onPrimary}; padding: 1rem 1.5rem; }
      header a { color: inherit; text-decoration: none; font-weight: 700; }
      main { max-width: 75rem; margin: 0 auto; padding: 1rem 1.5rem; }
      .cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; }
      .cards li { background: ${colors.surface}; border-radius: ${themeRadii(site.theme.radius)['--radius']}; overflow: hidden; box-shadow: 0 1px 3px #0002; }
      .cards img { width: 100%; height: auto; display: block; }
      .cards div { padding: .75rem; }
      .price { font-weight: 700; font-size: 1.1rem; }
      .tag { display: inline-block; color: #fff; border-radius: 4px; padding: 0 .4rem; font-size: .8rem; }
      .muted { color: ${colors.muted}; }
    </style>
  </head>
  <body>
    <header><a href="${listingBasePath(site)}">${site.theme.logo.text}</a></header>
    <main>${body}</main>
  </body>
</html>`;
}

/** A placeholder card: the same card view (reservations' carCardView) the web app's cards print. */
function card(view: CarCardView, site: Site) {
  const { price, tag } = view;
  return html`<li>
    <a href="${view.href}">
      ${view.image ? html`<img src="${imageUrl(view.image, { width: 400 })}" alt="${view.name}" width="400" height="267" loading="lazy" />` : ''}
    </a>
    <div>
      ${tag ? html`<span class="tag" style="background:${tag.colour ?? site.theme.colors.accent}">${tag.label}</span>` : ''}
      <h2><a href="${view.href}">${view.name}</a></h2>
      <p class="price">${price.text} ${price.priceTypeLabel ? html`<small class="muted">${price.priceTypeLabel}</small>` : ''}</p>
      ${price.wasText ? html`<p class="muted"><s>${price.wasText}</s></p>` : ''}
      <p class="muted">${view.facts.join(' · ')}</p>
    </div>
  </li>`;
}

function carDetail(site: Site, car: Car, now: Date) {
  const price = priceDisplay(car, site);
  const tag = cardTag(car, site, now);
  return html`<p><a href="${listingBasePath(site)}">← Back to stock</a></p>
    <h1>${car.name}</h1>
    ${tag ? html`<span class="tag" style="background:${tag.colour ?? site.theme.colors.accent}">${tag.label}</span>` : ''}
    <p class="price">${price.text}</p>
    ${car.images.map((image) => html`<img src="${imageUrl(image.image.url, { width: 800 })}" alt="${car.name}" width="400" height="267" />`)}
    <p>${car.description?.body ?? ''}</p>
`;
}
