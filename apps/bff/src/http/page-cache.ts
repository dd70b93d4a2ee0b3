import { sha256 } from '../store/crypto.js';
import { SplicedGzip } from './gzip-splice.js';
import { respond } from './page-response.js';

/**
 * Rendered pages kept per (site, origin, split-test arm, URL) and served to every visitor until the
 * site's configuration, content, stock or held cars change, or until the first instant at which the
 * page would read differently by time alone (a New tag's window ending, a sold car leaving the listing,
 * the local date turning: ./page-validity.ts). What differs per response is put back at serve time: the
 * CSP nonce (a nonce is never reused across responses) and the §1 form token (its instant is this
 * response's, so the bot screen's fill time stays honest). Requests carrying a personal cookie (a garage
 * session) and responses setting a cookie are never cached. A page is kept only as gzip with the nonce
 * and tokens as holes (./gzip-splice.ts): the budget counts compressed bytes, a gzip client gets those
 * bytes spliced, any other client a decompressed (or brotli) copy.
 */

/** How long past its validity a page whose data is unchanged may be served while a fresh render runs. */
const STALE_MS = 10 * 60_000;
/** What an entry costs besides its compressed body (key, headers, tokens), counted against the budget. */
const ENTRY_OVERHEAD = 1024;
/** Default budget of compressed bytes: the demo's whole real-traffic mix (~4,000 pages) fits. */
export const PAGE_CACHE_BYTES = 128 * 1024 * 1024;

export interface PageEntry {
  /** The site's configuration, content, stock version and held-car fingerprint the page was rendered from. */
  data: string;
  /** Until when (epoch ms) the page reads as rendered (./page-validity.ts). */
  validUntil: number;
  etag: string;
  status: number;
  headers: [string, string][];
  /** The body gzip'd once with the nonce and tokens as holes: the only copy of the body kept. */
  gzip: SplicedGzip;
  /** The nonce and form tokens of the render, replaced in every response. */
  nonce: string;
  tokens: string[];
  html: boolean;
  /**
   * The headers its 200 went out with after every middleware (security, CSP, cache control), recorded
   * from the first such response (./page-front.ts): what the page front answers a hit with, without the
   * app. Per-response headers are not in it; the CSP is kept split at its nonce.
   */
  wire?: WireHeaders;
}

/** A page's response headers as the app sent them: the fixed ones, and the CSP's text around its nonce. */
export interface WireHeaders {
  fixed: [string, string][];
  csp: string[] | null;
}

/** What a render hands the cache: the entry with its body as text (compressed before it is kept). */
export type RenderedEntry = Omit<PageEntry, 'data' | 'validUntil' | 'etag' | 'gzip'> & { body: string };

export interface PageRequest {
  key: string;
  data: string;
  /** The server clock (epoch ms). */
  now: number;
  /** Until when a page rendered now reads the same by time alone (epoch ms, > now). */
  validUntil: number;
  /** This response's CSP nonce. */
  nonce: string;
  /** The page's CSP with a given nonce (the site's widgets allowed), as its 200 carried it. */
  csp(nonce: string): string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /** Renders the page; `null` when the answer must not be cached (status, cookie, type). */
  render(): Promise<{ response: Response; entry: RenderedEntry | null }>;
  /** A fresh §1 form token for this response. */
  issueToken(): Promise<string>;
  /** A render that failed in the background (the stale page was served). */
  onError(error: unknown): void;
  /** The entry a 200 (gzip) answer was made from, and the nonce it carries (the page front records it). */
  onServed?(entry: PageEntry, nonce: string): void;
}

export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private readonly flights = new Map<string, Promise<PageEntry | Response>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  /** `maxBytes`: the budget in compressed bytes. */
  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  /** The compressed bytes held and the number of pages. */
  get size(): { bytes: number; pages: number } {
    return { bytes: this.bytes, pages: this.entries.size };
  }

  /** The page kept under `key`, as it is (no recency change): the page front checks it first. */
  peek(key: string): PageEntry | undefined {
    return this.entries.get(key);
  }

  /** A hit answered without the app (the page front): counted and kept as the most recently served. */
  served(key: string, entry: PageEntry): void {
    if (this.entries.get(key) !== entry) return;
    this.touch(key, entry);
    this.hits++;
  }

  async serve(page: PageRequest): Promise<Response> {
    const entry = this.entries.get(page.key);
    if (entry && entry.data === page.data && page.now < entry.validUntil) {
      this.touch(page.key, entry);
      this.hits++;
      return respond(entry, page, 'hit');
    }
    if (entry && entry.data === page.data && page.now - entry.validUntil <= STALE_MS) {
      // Same data, the clock past a change: answer now, render again behind it.
      this.hits++;
      const { pending, own } = this.render(page);
      if (own)
        void pending.then((r) => (r instanceof Response ? r.body?.cancel() : undefined)).catch(page.onError);
      return respond(entry, page, 'stale');
    }
    this.misses++;
    const { pending, own } = this.render(page);
    const rendered = await pending;
    if (!(rendered instanceof Response)) return respond(rendered, page, 'miss');
    // Not cacheable: the render's own answer goes to the request that made it; others render their own.
    return own ? rendered : (await page.render()).response;
  }

  /** One render per page, data and validity at a time: a burst after a change waits for the same render. */
  private render(page: PageRequest): { pending: Promise<PageEntry | Response>; own: boolean } {
    const flight = `${page.key}\n${page.data}\n${page.validUntil}`;
    const existing = this.flights.get(flight);
    if (existing) return { pending: existing, own: false };
    const pending = page
      .render()
      .then(async ({ response, entry }) => {
        if (!entry) return response;
        const { body, ...rest } = entry;
        // Compressed on the thread pool, once; the text is not kept.
        const gzip = await SplicedGzip.of(body, entry.html ? [entry.nonce, ...entry.tokens] : entry.tokens);
        const etag = sha256(`${page.key}|${page.data}|${page.validUntil}|${gzip.size}`).slice(0, 24);
        const stored: PageEntry = { ...rest, gzip, data: page.data, validUntil: page.validUntil, etag };
        this.store(page.key, stored);
        return stored;
      })
      .finally(() => this.flights.delete(flight));
    this.flights.set(flight, pending);
    return { pending, own: true };
  }

  private touch(key: string, entry: PageEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, entry: PageEntry): void {
    const old = this.entries.get(key);
    if (old) {
      // A background render from an earlier clock that finished late does not replace a newer page.
      if (old.data === entry.data && old.validUntil > entry.validUntil) return;
      this.bytes -= costOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += costOf(entry);
    // The least recently served pages go first (a Map iterates in insertion order; a hit re-inserts).
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= costOf(value);
    }
  }
}

const costOf = (entry: PageEntry): number => entry.gzip.size + ENTRY_OVERHEAD;
