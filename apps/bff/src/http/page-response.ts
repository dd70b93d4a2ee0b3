import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip } from 'node:zlib';
import type { PageEntry, PageRequest } from './page-cache.js';
import { encodingFor } from './static-assets.js';

/**
 * A kept page's response (./page-cache.ts): its ETag, the 304 to the copy a browser holds, and the body
 * with this response's own nonce and form tokens spliced into the kept gzip.
 */

const brotli = promisify(brotliCompress);
const gunzipAsync = promisify(gunzip);
const NONCE = /^[A-Za-z0-9+/]{22}==$/;

/** Browsers keep the page and ask again every time (304 while nothing changed); a CDN must not store
 * it: each response has its own nonce and form token. */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** The ETag a response carries: the entry's, plus (pages) the nonce its body holds. */
export function etagOf(entry: PageEntry, nonce: string): string {
  return entry.html ? `W/"${entry.etag}-${nonce}"` : `W/"${entry.etag}"`;
}

/** The nonce of the copy the browser holds, when its ETag names this entry. */
function revalidated(entry: PageEntry, ifNoneMatch: string | undefined): string | null {
  if (!ifNoneMatch) return null;
  for (const tag of ifNoneMatch.split(',')) {
    const match = /^\s*W\/"([0-9a-f]+)(?:-([^"]*))?"\s*$/.exec(tag);
    if (!match || match[1] !== entry.etag) continue;
    if (!entry.html) return '';
    if (match[2] && NONCE.test(match[2])) return match[2];
  }
  return null;
}

/** `x-page-cache` on every shared page: hit, stale (served while a fresh render runs) or miss. */
export async function respond(
  entry: PageEntry,
  page: PageRequest,
  state: 'hit' | 'stale' | 'miss',
): Promise<Response> {
  const held = revalidated(entry, page.ifNoneMatch);
  if (held !== null) {
    // The browser keeps its copy, whose scripts carry the nonce in its ETag: the 304 repeats that
    // page's CSP, or the browser would pair the stored page with another policy.
    const headers = new Headers({
      etag: etagOf(entry, held),
      'cache-control': PAGE_CACHE_CONTROL,
      'x-page-cache': state,
    });
    if (entry.html) headers.set('content-security-policy', page.csp(held));
    return new Response(null, { status: 304, headers });
  }
  const headers = new Headers(entry.headers);
  headers.set('etag', etagOf(entry, page.nonce));
  headers.set('cache-control', PAGE_CACHE_CONTROL);
  headers.set('x-page-cache', state);
  headers.set('vary', 'Accept-Encoding');
  const gzipped = await splicedBody(entry, page.nonce, page.issueToken);
  if (acceptsGzip(page.acceptEncoding)) {
    // The kept bytes with this response's nonce and tokens spliced in (./gzip-splice.ts).
    headers.set('content-encoding', 'gzip');
    page.onServed?.(entry, page.nonce);
    return new Response(new Uint8Array(gzipped), { status: entry.status, headers });
  }
  // A client without gzip (rare: every browser takes it): the text decompressed on the thread pool.
  const body = await gunzipAsync(gzipped);
  const encoding = body.length >= 1024 ? encodingFor(page.acceptEncoding) : null;
  if (!encoding) return new Response(new Uint8Array(body), { status: entry.status, headers });
  // Brotli but not gzip: compressed in one call (one trip to the thread pool), not chunk by chunk
  // through a stream. Content-Encoding set, the compress middleware leaves it.
  const compressed = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  headers.set('content-encoding', encoding);
  return new Response(new Uint8Array(compressed), { status: entry.status, headers });
}

/** The kept page as gzip with this response's own nonce and a fresh form token for each one the render handed out. */
export async function splicedBody(
  entry: PageEntry,
  nonce: string,
  issueToken: () => Promise<string>,
): Promise<Buffer> {
  const fresh = new Map<string, string>(entry.html ? [[entry.nonce, nonce]] : []);
  for (const token of entry.tokens) fresh.set(token, await issueToken());
  return entry.gzip.gzip((hole) => fresh.get(hole) ?? hole);
}

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return encodingFor(acceptEncoding?.replace(/\bbr\b/gi, 'x-no-br')) === 'gzip';
}
