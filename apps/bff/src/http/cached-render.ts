import { financeButtonExperiment, VISITOR_COOKIE_NAME } from '@dealer/experiments';
import type { Site } from '@dealer/site-registry';
import { contentGeneration, contentInstants } from '../content/content-version.js';
import { loadPromotionInstants } from '../content/dated-promotions.js';
import { type HeldSnapshot, heldOnSite } from '../reservations/held-cars.js';
import { sha256 } from '../store/crypto.js';
import type { AppDeps } from './context.js';
import type { PageCache, PageEntry, PageRequest } from './page-cache.js';
import { pageValidUntil } from './page-validity.js';
import { visitorIdOf } from './visitor.js';
import { pageWidgets, widgetCsp } from './widgets.js';

/** Renders the page with the given §1 form-token source (the cache records the tokens it hands out). */
export type RenderPage = (formToken: () => Promise<string>) => Promise<Response>;

/** The dealer console's pages (/console, /console/…, their `.data` requests): never shared (no-store). */
const CONSOLE_PATH = /^\/console(?:$|[/.])/;

/**
 * Whether a request may get (and fill) a shared rendered page: a GET whose only cookie is the anonymous
 * visitor id. A garage session or any other cookie may change what the page shows: rendered for it alone.
 * The dealer console is never shared, signed in or not (its pages answer no-store).
 */
export function mayShareRender(request: Request): boolean {
  return mayShare(request.method, new URL(request.url).pathname, request.headers.get('cookie'));
}

/** {@link mayShareRender} from a request's method, path and Cookie header. */
export function mayShare(method: string, pathname: string, cookie: string | null | undefined): boolean {
  if (method !== 'GET') return false;
  if (CONSOLE_PATH.test(pathname)) return false;
  if (!cookie) return true;
  return cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim())
    .every((name) => !name || name === VISITOR_COOKIE_NAME);
}

/** The split-test arm the page shows this visitor: cached pages are kept per arm, never per visitor. */
function armOf(site: Site, visitorId: string | null): string {
  return visitorId ? (financeButtonExperiment(site, visitorId).variant ?? 'off') : 'off';
}

/**
 * A fingerprint of the site's configuration: a site file edited while the server runs (paths, menus,
 * theme) is a new Site object, so its pages render again, while the other sites' pages stay cached. The
 * same on every server copy (a hash of the content, not a counter), so copies keep answering equal ETags.
 */
const siteFingerprints = new WeakMap<Site, string>();
function siteFingerprint(site: Site): string {
  let fingerprint = siteFingerprints.get(site);
  if (fingerprint === undefined) {
    fingerprint = sha256(JSON.stringify(site)).slice(0, 16);
    siteFingerprints.set(site, fingerprint);
  }
  return fingerprint;
}

/** What names a shared page and what it must have been rendered from to be served now. */
export interface PageIdentity {
  /** Site, origin, split-test arm and URL (path and query). */
  key: string;
  /** The site's configuration, content, stock version and held cars. */
  data: string;
  /** The server clock (epoch ms). */
  now: number;
  /** Until when a page rendered now reads the same by time alone. */
  validUntil: number;
}

/**
 * The identity of a shared page, known at once: both the app's path (below) and the page front
 * (./page-front.ts) ask this one function, so they can never disagree on which page a request gets.
 */
export function pageIdentity(
  deps: Pick<AppDeps, 'inventory' | 'now'>,
  page: { site: Site; origin: string; visitorId: string | null; pathAndQuery: string; held: HeldSnapshot },
): PageIdentity {
  const { site } = page;
  const stock = deps.inventory.stock(site);
  const held = heldOnSite(page.held, stock.byId);
  const now = deps.now().getTime();
  return {
    key: `${site.slug}|${page.origin}|${armOf(site, page.visitorId)}|${page.pathAndQuery}`,
    data: `${siteFingerprint(site)}|${contentGeneration(site.slug)}|${stock.version}|${held}`,
    now,
    // Until a tag, the sold window, the local date or a dated promotion moves (computed from the clock
    // before the render, so a render that runs later can only be trusted for less, never for more). The
    // promotions' instants are the ones this copy knows (the app's path loads them first: below).
    validUntil: pageValidUntil(site, stock, now, contentInstants(site.slug, new Date(now)) ?? []),
  };
}

/** The entry each shared 200 was answered from and its nonce, for the page front to record its headers. */
const servedFrom = new WeakMap<Request, { entry: PageEntry; nonce: string }>();

/** The cached page a request was answered from (after the app answered it), if any. */
export function servedEntryOf(request: Request): { entry: PageEntry; nonce: string } | undefined {
  return servedFrom.get(request);
}

/**
 * Serves a page from `cache`, rendering it when the site's configuration, content, stock or held cars
 * changed since, or when the clock reached an instant at which the page reads differently.
 */
export async function serveCachedPage(
  cache: PageCache,
  deps: Pick<AppDeps, 'inventory' | 'held' | 'now' | 'log' | 'store'>,
  page: {
    request: Request;
    site: Site;
    origin: string;
    nonce: string;
    render: RenderPage;
    issueToken: () => Promise<string>;
  },
): Promise<Response> {
  const { request, site, nonce } = page;
  const url = new URL(request.url);
  // A dated promotion's start and end (per site on this copy: kept by the console's writes, read every minute).
  if (!contentInstants(site.slug, deps.now())) await loadPromotionInstants(deps.store.db, site, deps.now());
  const identity = pageIdentity(deps, {
    site,
    origin: page.origin,
    visitorId: visitorIdOf(request),
    pathAndQuery: `${url.pathname}${url.search}`,
    held: await deps.held.current(),
  });
  const entry: PageRequest = {
    ...identity,
    nonce,
    onServed: (served, servedNonce) => servedFrom.set(request, { entry: served, nonce: servedNonce }),
    // The policy widgetCspHeaders gives the site's pages (app.ts reads the widgets from process.env).
    csp: (held) => widgetCsp(pageWidgets(site, process.env, page.origin), held),
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    issueToken: page.issueToken,
    onError: (error) => deps.log(`page cache: render of ${url.pathname} failed: ${(error as Error).message}`),
    async render() {
      const tokens: string[] = [];
      const response = await page.render(async () => {
        const token = await page.issueToken();
        tokens.push(token);
        return token;
      });
      const type = response.headers.get('content-type') ?? '';
      const html = type.startsWith('text/html');
      // Only a whole 200 page or route data, with no cookie of its own, is the same for every visitor.
      if (response.status !== 200 || response.headers.has('set-cookie')) return { response, entry: null };
      if (!html && !type.startsWith('text/x-script')) return { response, entry: null };
      const body = await response.text();
      const headers = [...response.headers].filter(
        ([name]) => !['content-length', 'etag', 'cache-control', 'content-security-policy'].includes(name),
      );
      return { response, entry: { status: 200, headers, body, nonce, tokens, html } };
    },
  };
  return cache.serve(entry);
}
