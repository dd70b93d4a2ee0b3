import { fileURLToPath } from 'node:url';
import type { DealerLoadContext, WebHandler } from '@dealer/api-client';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';

export type { DealerLoadContext, WebHandler } from '@dealer/api-client';

const serverBuildUrl = new URL('../build/server/index.js', import.meta.url);

/** The SSR glue the BFF mounts for every page route (design.md: apps/bff → web's server build). */
export async function createWebHandler(): Promise<WebHandler> {
  const build = (await import(serverBuildUrl.href)) as ServerBuild;
  const key = (build.entry.module as { dealerContext?: RouterContext<DealerLoadContext> }).dealerContext;
  if (!key) throw new Error('The web server build does not export dealerContext from its entry module');
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  return {
    assetsDir: fileURLToPath(new URL('../build/client', import.meta.url)),
    handle(request, context) {
      const provider = new RouterContextProvider(new Map<RouterContext, unknown>([[key, context]]));
      return handleRequest(request, provider);
    },
  };
}
