import { randomFillSync } from 'node:crypto';
import {
  type FinanceButtonExperiment,
  financeButtonExperiment,
  leadSplitTestFieldsFor,
  parseVisitorCookie,
  resolveVisitor,
} from '@dealer/experiments';
import type { Site } from '@dealer/site-registry';
import type { MiddlewareHandler } from 'hono';
import type { DealerLoadContext, WebHandler } from '../web.js';
import type { AppContext, AppDeps, AppEnv, TrustProxy } from './context.js';
import { forwardedRequest, type RequestView } from './request-origin.js';
import { type PageWidgets, pageWidgets } from './widgets.js';

type WidgetEnv = Parameters<typeof pageWidgets>[1];

/**
 * §1/§2/§3 split tests: every page request carries an anonymous visitor id (a first-party HttpOnly
 * cookie, 128 random bits, no personal data). The web render, the browser and the lead all derive the
 * arm from it through @dealer/experiments, so nothing is stored per assignment.
 */

/** Local development hosts (http://<slug>.localhost) are the only place a cookie goes without Secure. */
const LOCAL_HOST = /^(?:[a-z0-9-]+\.)*localhost(?::\d+)?$|^127\.0\.0\.1(?::\d+)?$|^\[::1\](?::\d+)?$/i;

/**
 * Whether cookies get `Secure`: on https (directly, or through a trusted proxy), and on every real host
 * name — the web app's in-process API calls are plain http even when the shopper's page is https.
 */
export function isSecureRequest(c: RequestView, trustProxy: TrustProxy): boolean {
  if (forwardedRequest(c, trustProxy).protocol === 'https:') return true;
  return !LOCAL_HOST.test(c.req.header('host') ?? '');
}

const visitors = new WeakMap<Request, string>();

/** Page requests: documents and React Router data requests (`*.data`), not assets, images or the API. */
function isPageRequest(c: AppContext): boolean {
  return isPageRequestOf(c.req.method, c.req.path, c.req.header('accept'));
}

/** Whether a request (method, path, Accept) is a page request: one that carries a visitor id. */
export function isPageRequestOf(method: string, path: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api/')) return false;
  return path.endsWith('.data') || (accept ?? '').includes('text/html');
}

/** Resolves the visitor of each page request, minting the cookie on the first one (randomness from node:crypto). */
export function visitorCookie(deps: Pick<AppDeps, 'trustProxy'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isPageRequest(c)) return next();
    const { visitorId, setCookie } = resolveVisitor(
      c.req.header('cookie'),
      (bytes) => randomFillSync(bytes),
      { secure: isSecureRequest(c, deps.trustProxy) },
    );
    visitors.set(c.req.raw, visitorId);
    await next();
    if (setCookie) c.res.headers.append('set-cookie', setCookie);
  };
}

/** The visitor id of a request: the one resolved for this page request, else a valid cookie, else null. */
export function visitorIdOf(request: Request): string | null {
  return visitors.get(request) ?? parseVisitorCookie(request.headers.get('cookie'));
}

/** What the web app's load context gains per visitor and per deployment (apps/web/app/context.ts). */
export interface VisitorLoadContext {
  experiments: { financeButton: FinanceButtonExperiment };
  /** §8 browser error reporting: a Sentry-compatible DSN when configured, null for the console. */
  errorReporting: { dsn: string | null };
  /** §1 third-party widgets this site loads (after hydration + idle); the page CSP allows exactly these. */
  widgets: PageWidgets;
}

/** Adds the visitor's split-test arms and the error-reporting setting to every page render. */
export function withVisitorContext(
  web: WebHandler | null,
  options: { errorReportingDsn: string | null; widgetEnv: WidgetEnv },
): WebHandler | null {
  if (!web) return null;
  return {
    assetsDir: web.assetsDir,
    handle(request, context) {
      const visitorId = visitorIdOf(request);
      // Without a visitor (a form POST from a cookieless client) the page shows the default arm, tests off.
      const financeButton = visitorId
        ? financeButtonExperiment(context.site, visitorId)
        : financeButtonExperiment(
            { features: { ...context.site.features, finance_button_split_test: false } },
            '',
          );
      const extended: DealerLoadContext & VisitorLoadContext = {
        ...context,
        experiments: { financeButton },
        errorReporting: { dsn: options.errorReportingDsn },
        widgets: pageWidgets(context.site, options.widgetEnv, context.origin),
      };
      return web.handle(request, extended);
    },
  };
}

/** §3 finance_split_test_option of a received lead: the arm of the visitor cookie it arrives with. */
export function leadSplitTestFields(
  site: Pick<Site, 'features'>,
  lead: { category?: string | undefined },
  cookieHeader: string | undefined,
) {
  return leadSplitTestFieldsFor(site, lead, parseVisitorCookie(cookieHeader) ?? null);
}
