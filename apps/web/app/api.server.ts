import { type ApiClient, createApiClient } from '@dealer/api-client';
import type { DealerLoadContext } from './context';

/**
 * The api-client over the BFF's in-process `fetchApi`: loaders make the same §7 calls the browser would,
 * without a network hop. ky hands us a Request; we forward its path, method, headers and body.
 */
export function serverApi({ site, origin, fetchApi }: DealerLoadContext): ApiClient {
  return createApiClient({
    baseUrl: origin,
    websiteId: site.id,
    retryDelay: () => 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      return fetchApi(`${url.pathname}${url.search}`, {
        method: request.method,
        headers: request.headers,
        body,
      });
    },
  });
}
