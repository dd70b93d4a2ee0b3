import type { Site } from '@dealer/site-registry';
import { createContext, type RouterContextProvider } from 'react-router';

/** What the BFF gives every request: the tenant's site, the public origin and an in-process API call. */
export interface DealerLoadContext {
  site: Site;
  /** The page's public origin (`http://<slug>.localhost:3000`): canonical and Open Graph URLs are absolute. */
  origin: string;
  /** Calls the BFF's own HTTP API in-process (`/api/...`), no network hop. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
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
