import type { DealerLoadContext } from '@dealer/api-client';
import { createContext, type RouterContextProvider } from 'react-router';

/** The load context is the BFF ↔ web contract, declared once in @dealer/api-client. */
export type { DealerLoadContext, PageWidgets } from '@dealer/api-client';

/**
 * React Router 8 passes the load context as a typed `RouterContextProvider`; loaders read it with
 * `context.get(dealerContext)`. The handler gets this very object from the server build's entry module,
 * so there is one context identity across the tsup-built handler and the Vite-built server bundle.
 */
export const dealerContext = createContext<DealerLoadContext>();

export function dealer(context: Readonly<RouterContextProvider>): DealerLoadContext {
  return context.get(dealerContext);
}
