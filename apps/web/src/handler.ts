import { fileURLToPath } from 'node:url';
import type { DealerLoadContext, WebHandler } from '@dealer/api-client';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { createRenderPool } from './render-pool.js';

export type { DealerLoadContext, WebHandler } from '@dealer/api-client';

const serverBuildUrl = new URL('../build/server/index.js', import.meta.url);

export interface WebHandlerOptions {
  /**
   * Render on this many worker threads (src/render-pool.ts), off the BFF's event loop; 0 (default):
   * render on the calling thread.
   */
  workers?: number;
  /** With workers: a module URL whose `createWebHandler` they render with instead (tests: a slow one). */
  renderer?: string;
  /** With workers: the pages each works on at once (default 4; src/render-pool.ts says why). */
  inFlight?: number;
}

const assetsDir = fileURLToPath(new URL('../build/client', import.meta.url));

/** The SSR glue the BFF mounts for every page route (design.md: apps/bff → web's server build). */
export async function createWebHandler(options: WebHandlerOptions = {}): Promise<WebHandler> {
  const workers = options.workers ?? 0;
  if (!Number.isInteger(workers) || workers < 0) throw new Error(`workers must be 0 or more, got ${workers}`);
  if (workers > 0) {
    const workerUrl = new URL('./render-worker.js', import.meta.url);
    return createRenderPool({
      workers,
      workerUrl,
      assetsDir,
      renderer: options.renderer,
      inFlight: options.inFlight,
    });
  }
  const build = (await import(serverBuildUrl.href)) as ServerBuild;
  const key = (build.entry.module as { dealerContext?: RouterContext<DealerLoadContext> }).dealerContext;
  if (!key) throw new Error('The web server build does not export dealerContext from its entry module');
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  return {
    assetsDir,
    handle(request, context) {
      const provider = new RouterContextProvider(new Map<RouterContext, unknown>([[key, context]]));
      return handleRequest(request, provider);
    },
  };
}
