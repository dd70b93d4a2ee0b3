import { type ApiClient, createApiClient } from '@dealer/api-client';

let client: ApiClient | null = null;

/** The browser's api-client on the page's own origin (the BFF serves pages and /api on one host). */
export function browserApi(websiteId: number): ApiClient {
  client ??= createApiClient({ baseUrl: window.location.origin, websiteId });
  return client;
}
