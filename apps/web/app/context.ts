import type { FinanceButtonExperiment } from '@dealer/experiments';
import type { Site } from '@dealer/site-registry';
import { createContext, type RouterContextProvider } from 'react-router';

/** What the BFF gives every request: the tenant's site, the public origin and an in-process API call. */
export interface DealerLoadContext {
  site: Site;
  /** The page's public origin (`http://<slug>.localhost:3000`): canonical and Open Graph URLs are absolute. */
  origin: string;
  /** Calls the BFF's own HTTP API in-process (`/api/...`), no network hop. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
  /** §1/§2 split tests of this visitor (the BFF resolves the visitor cookie); absent: every test off. */
  experiments?: { financeButton: Pick<FinanceButtonExperiment, 'enabled' | 'variant' | 'label'> };
  /** §8 browser error reporting: a Sentry-compatible DSN, or null for the console. */
  errorReporting?: { dsn: string | null };
  /** §1 third-party widgets the site loads after hydration (the BFF's page CSP allows exactly these). */
  widgets?: PageWidgets;
  /** Issue 10: how the site takes reservations; 'request' = the dealer confirms, no deposit. Absent: 'payment'. */
  reservationMode?: 'payment' | 'request';
  /** The page's CSP nonce (the BFF's CSP allows inline scripts with this nonce only). */
  nonce?: string;
  /** §1 a signed token of this render's instant (@dealer/bot-protection), posted back by every form. */
  formToken?(): Promise<string>;
}

/** The widget slots a site fills (apps/bff/src/http/widgets.ts decides; nothing personal goes in). */
export interface PageWidgets {
  analytics: { gtmId: string } | null;
  callTracking: { src: string } | null;
  chat: { src: string } | null;
}

/**
 * React Router 8 passes the load context as a typed `RouterContextProvider`; loaders read it with
 * `context.get(dealerContext)`. The handler gets this very object from the server build's entry module,
 * so there is one context identity across the tsup-built handler and the Vite-built server bundle.
 */
export const dealerContext = createContext<DealerLoadContext>();

export function dealer(context: Readonly<RouterContextProvider>): DealerLoadContext {
  return context.get(dealerContext);
}
