import { resolveSiteByHost } from '@dealer/site-registry';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { PasswordWorkBusyError } from './accounts/passwords.js';
import { countVdpViews } from './console-stock/vdp-views.js';
import { bodyCaps } from './http/body-caps.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { dealerSignIn } from './http/dealer-auth.js';
import { serverErrorReporter } from './http/error-reporter.js';
import { knownMethodsOnly } from './http/methods.js';
import { notFoundPage, wantsPage } from './http/not-found-page.js';
import { recordPageWire } from './http/page-front.js';
import { NO_STORE, sameOriginWrites, securityHeaders } from './http/security.js';
import { visitorCookie, withVisitorContext } from './http/visitor.js';
import { widgetCspHeaders } from './http/widgets.js';
import type { MailCatcher } from './mail/catcher.js';
import type { OutboundClient } from './outbound/client.js';
import { registerPriceHistoryRoutes } from './price-history/routes.js';
import type { Reservations } from './reservations/site-reservations.js';
import { registerAdsFeedRoutes } from './routes/ads-feeds.js';
import { registerAuthRoutes } from './routes/auth.js';
import { registerConsoleRoutes } from './routes/console.js';
import { registerConsoleStockSlice } from './routes/console-slice.js';
import { registerContentRoutes } from './routes/content.js';
import { registerDealerRoutes } from './routes/dealer.js';
import { registerDealerDeliveryRoutes } from './routes/dealer-delivery.js';
import { registerEventRoutes } from './routes/events.js';
import { registerHistoryReportRoutes } from './routes/history-reports.js';
import { registerImageRoutes } from './routes/images.js';
import { registerLeadRoutes } from './routes/leads.js';
import { registerModelRoutes } from './routes/models.js';
import { registerPageRoutes } from './routes/pages.js';
import { registerPhotoRoutes } from './routes/photos.js';
import { isIndexHost, registerIndexRoutes, registerPlatformRoutes } from './routes/platform.js';
import { registerRentalBookingRoutes } from './routes/rental-bookings.js';
import { registerReservationRoutes } from './routes/reservations.js';
import { registerSearchRoutes } from './routes/search.js';
import { registerSiteDataRoutes } from './routes/site-data.js';
import { registerStockFeedRoutes } from './routes/stock-feed.js';
import { registerSubmissionRoutes } from './routes/submissions.js';
import { registerSuggestRoutes } from './routes/suggest.js';
import { registerValuationRoutes } from './routes/valuations.js';
import { registerSavedSearchRoutes } from './saved-searches/routes.js';
import { SearchRequestError, SearchUnavailableError } from './search/types.js';
import { intakeOnArrival } from './staff/lead-intake.js';
import { registerWebRoutes, type WebHandler } from './web.js';

/**
 * The Hono app over its dependencies: the index host's routes, then per site the middleware (site by Host,
 * security headers, same-origin writes, dealer sign-in, visitor cookie, body limit), the API's route groups
 * and the web pages as the fallback. startServer (server.ts) builds the dependencies and listens.
 */

export interface AppExtras {
  web: WebHandler | null;
  onLeadStored: () => void;
  info: () => Record<string, unknown>;
  reservations?: Reservations;
  /** The embedded mail catcher (no SMTP_URL): its mails are read at /api/dealer/mail. */
  mailCatcher?: MailCatcher | null;
  /** The one guarded client for calls out (photo URLs, webhooks: outbound/client.ts). */
  outbound?: OutboundClient;
  /**
   * The bare host's index of every site (`/`, `/api/demo-sites`): the demo's way in. Off for an operator's
   * sites, whose bare host lists no tenant (an unknown host gets a 404); the health check stays. Default on.
   */
  siteIndex?: boolean;
}

/**
 * The API's route groups. No two claim the same method and path (routes.test.ts checks it), so the order
 * they are registered in does not change which handler answers a request.
 */
export function routeGroups(
  deps: AppDeps,
  extras: Omit<AppExtras, 'web'>,
): { name: string; register: (app: Hono<AppEnv>) => void }[] {
  const { reservations } = extras;
  // A stored lead also enters the console at once: its work row, and its assignee when a rule covers it.
  const intake = intakeOnArrival(deps);
  const onLeadStored = () => {
    extras.onLeadStored();
    // After this lead's answer is written: the intake's queries share the database with the answer's last
    // steps, and a shopper waits on the answer, not on the console's work row.
    setImmediate(intake);
  };
  const mail = extras.mailCatcher ?? null;
  return [
    { name: 'platform', register: (app) => registerPlatformRoutes(app, deps, extras.info) },
    ...(reservations
      ? [
          {
            name: 'reservations',
            register: (app: Hono<AppEnv>) => registerReservationRoutes(app, deps, reservations, onLeadStored),
          },
        ]
      : []),
    { name: 'rental-bookings', register: (app) => registerRentalBookingRoutes(app, deps, onLeadStored) },
    { name: 'search', register: (app) => registerSearchRoutes(app, deps) },
    { name: 'suggest', register: (app) => registerSuggestRoutes(app, deps) },
    { name: 'leads', register: (app) => registerLeadRoutes(app, deps, onLeadStored) },
    { name: 'saved-searches', register: (app) => registerSavedSearchRoutes(app, deps) },
    { name: 'submissions', register: (app) => registerSubmissionRoutes(app, deps) },
    { name: 'valuations', register: (app) => registerValuationRoutes(app, deps) },
    { name: 'events', register: (app) => registerEventRoutes(app, deps) },
    { name: 'auth', register: (app) => registerAuthRoutes(app, deps) },
    { name: 'pages', register: (app) => registerPageRoutes(app, deps) },
    { name: 'content', register: (app) => registerContentRoutes(app, deps) },
    { name: 'site-data', register: (app) => registerSiteDataRoutes(app, deps) },
    { name: 'price-history', register: (app) => registerPriceHistoryRoutes(app, deps) },
    { name: 'models', register: (app) => registerModelRoutes(app, deps) },
    { name: 'history-reports', register: (app) => registerHistoryReportRoutes(app, deps) },
    { name: 'dealer', register: (app) => registerDealerRoutes(app, deps) },
    { name: 'console', register: (app) => registerConsoleRoutes(app, deps, onLeadStored) },
    { name: 'dealer-delivery', register: (app) => registerDealerDeliveryRoutes(app, deps, mail) },
    { name: 'images', register: (app) => registerImageRoutes(app) },
    { name: 'photos', register: (app) => registerPhotoRoutes(app, deps) },
    {
      name: 'stock-feed',
      register: (app) => registerStockFeedRoutes(app, { ...deps, outbound: extras.outbound }),
    },
    { name: 'ads-feeds', register: (app) => registerAdsFeedRoutes(app, deps) },
    {
      name: 'console-stock',
      register: (app) => registerConsoleStockSlice(app, deps, { reservations, mail }),
    },
  ];
}

export function createApp(deps: AppDeps, extras: AppExtras): Hono<AppEnv> {
  const indexApp = new Hono<AppEnv>();
  indexApp.use('*', compress());
  registerPlatformRoutes(indexApp, deps, extras.info);
  if (extras.siteIndex !== false) registerIndexRoutes(indexApp, deps);
  registerImageRoutes(indexApp);
  indexApp.notFound((c) =>
    wantsPage(c.req.path, c.req.header('accept'))
      ? c.html(notFoundPage('Page not found', 'There is no page at this address.'), 404)
      : c.json({ error: 'Not found' }, 404),
  );

  const reportServerError = serverErrorReporter({ dsn: process.env.ERROR_REPORTING_DSN, warn: deps.log });
  const app = new Hono<AppEnv>();
  // Outermost: a kept page's headers as they finally went out, for the page front (http/page-front.ts).
  app.use('*', recordPageWire());
  // Pages, JSON and scripts go out gzip'd (a 100-car listing page is ~500 KB of HTML before compression).
  app.use('*', compress());
  app.use('*', securityHeaders());
  app.use('*', knownMethodsOnly());
  app.use('*', async (c, next) => {
    const host = c.req.header('host');
    if (isIndexHost(host)) return indexApp.fetch(c.req.raw, c.env);
    const site = resolveSiteByHost(deps.registry, host);
    if (!site) {
      // Never another site's data: an unknown host gets nothing but this.
      return wantsPage(c.req.path, c.req.header('accept'))
        ? c.html(notFoundPage('Site not found', 'No dealer site is served at this address.'), 404)
        : c.json({ error: 'Unknown site', status: 404 }, 404);
    }
    // The console's contact details (phone, email, hours) over the site file's: public values only.
    c.set('site', deps.settings.withContact(site));
    await next();
  });
  app.use('*', sameOriginWrites(deps));
  app.use('/api/dealer/*', dealerSignIn(deps));
  app.use('*', visitorCookie(deps));
  app.use('*', countVdpViews(deps));
  app.use('*', widgetCspHeaders(process.env));
  app.use('*', bodyCaps());
  app.onError((error, c) => {
    const searchAnswer = searchErrorAnswer(c, error, deps);
    if (searchAnswer) return searchAnswer;
    // Password hashing at capacity (a flood): a clear 503 to retry shortly, not a 500 or a long queue.
    if (error instanceof PasswordWorkBusyError)
      return c.json({ error: 'The server is busy. Please try again in a moment.' }, 503, {
        ...NO_STORE,
        'retry-after': String(error.retryAfter),
      });
    deps.log(`error ${c.req.method} ${c.req.path}: ${error.name}: ${error.message}`);
    void reportServerError?.(error, {
      method: c.req.method,
      path: c.req.routePath,
      site: c.get('site')?.slug ?? null,
    });
    return c.json({ error: 'An unexpected error occurred' }, 500, NO_STORE);
  });

  for (const group of routeGroups(deps, extras)) group.register(app);
  // The web handler answers every path no group claims (pages, 404s): it is the fallback, so it goes last.
  registerWebRoutes(
    app,
    deps,
    withVisitorContext(extras.web, {
      errorReportingDsn: process.env.ERROR_REPORTING_DSN || null,
      widgetEnv: process.env,
    }),
    extras.reservations ? (site) => extras.reservations?.forSite(site).mode ?? 'payment' : undefined,
  );
  return app;
}

/**
 * A search the engine refused is a 400 naming the refused field (Meilisearch's `invalid_search_<field>`
 * codes, else the query); a search engine that timed out or is down is a 503 with Retry-After. Null for
 * any other error.
 */
function searchErrorAnswer(c: Context<AppEnv>, error: Error, deps: AppDeps): Response | null {
  if (error instanceof SearchRequestError) {
    const prefix = 'invalid_search_';
    const field = error.code.startsWith(prefix) ? error.code.slice(prefix.length) : 'query';
    return c.json(
      { error: error.message, code: error.code, fields: { [field]: error.message } },
      400,
      NO_STORE,
    );
  }
  if (error instanceof SearchUnavailableError) {
    deps.log(
      `search unavailable ${c.req.method} ${c.req.path}: ${String((error.cause as Error)?.message ?? '')}`,
    );
    return c.json({ error: error.message, code: 'search_unavailable' }, 503, {
      ...NO_STORE,
      'retry-after': '30',
    });
  }
  return null;
}
