import type { FinanceButtonExperiment } from '@dealer/experiments';
import type { ReservationMode } from '@dealer/reservations';
import type { PublicSite } from '@dealer/site-registry';

/**
 * The BFF ↔ web contract, declared once: what the BFF gives the web app's handler with every page request
 * (apps/bff/src/web.ts builds it, apps/web/app/context.ts hands it to the loaders), and the handler the
 * web app's build exports (`@dealer/web/handler`). Types only: nothing here runs.
 */

/** The widget slots a site fills (the BFF decides from the site's features; nothing personal goes in). */
export interface PageWidgets {
  analytics: { gtmId: string } | null;
  callTracking: { src: string } | null;
  chat: { src: string } | null;
}

/** What the BFF gives every page request: the tenant's site, the public origin and an in-process API call. */
export interface DealerLoadContext {
  /** The site's public projection (`publicSite`): its lead routing and other private settings never reach a page. */
  site: PublicSite;
  /** The page's public origin (`http://<slug>.localhost:3000`): canonical and Open Graph URLs are absolute. */
  origin: string;
  /**
   * The render's instant (epoch ms) on the server's one clock (its injected `now`): card tags, "today",
   * opening hours and sold windows on a page are judged at this instant, never at the render thread's own
   * wall clock, so a test's frozen clock and two server copies agree with the BFF's rules (#36).
   */
  now: number;
  /** Calls the BFF's own HTTP API in-process (`/api/...`), no network hop. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
  /** §1/§2 split tests of this visitor (the BFF resolves the visitor cookie); absent: every test off. */
  experiments?: { financeButton: Pick<FinanceButtonExperiment, 'enabled' | 'variant' | 'label'> };
  /** §8 browser error reporting: a Sentry-compatible DSN, or null for the console. */
  errorReporting?: { dsn: string | null };
  /** §1 third-party widgets the site loads after hydration (the BFF's page CSP allows exactly these). */
  widgets?: PageWidgets;
  /** §4 how the site takes reservations: 'request' = the dealer confirms, no deposit. Absent: 'payment'. */
  reservationMode?: ReservationMode;
  /** The page's CSP nonce (the BFF's CSP allows inline scripts with this nonce only). */
  nonce?: string;
  /** §1 a signed token of this render's instant (@dealer/bot-protection), posted back by every form. */
  formToken?(): Promise<string>;
}

/** The web app's server-side renderer, as the BFF mounts it for every page route. */
export interface WebHandler {
  /** Renders a page (document or React Router data request) for the tenant in `context.site`. */
  handle(request: Request, context: DealerLoadContext): Promise<Response>;
  /** The client build (hashed JS/CSS under /assets): the BFF serves it as static files. */
  assetsDir: string;
  /** Stops what the handler started (its render worker threads); absent: nothing to stop. */
  close?(): Promise<void>;
}
