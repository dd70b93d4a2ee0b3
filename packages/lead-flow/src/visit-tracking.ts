import type { KeyValueStorage } from './remember-details.js';

/** §9 visited pages cap. */
export const VISITED_PAGES_CAP = 50;
/** §9 first-page query expiry: 30 days. */
export const FIRST_PAGE_QUERY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const FIRST_PAGE_QUERY_KEY = 'dealer.firstPageQuery';
export const VISITED_PAGES_KEY = 'dealer.visitedPages';

/** Where a page view happened (a `Location` or a `URL` fits). */
export interface PageLocation {
  pathname: string;
  search: string;
}

interface StoredQuery {
  query: string;
  savedAt: number;
}

/** §4 tracking params: gclid, fbclid and any utm_*. */
export function hasTrackingParams(query: string): boolean {
  for (const key of new URLSearchParams(query).keys()) {
    const name = key.toLowerCase();
    if (name === 'gclid' || name === 'fbclid' || name.startsWith('utm_')) return true;
  }
  return false;
}

function campaign(query: string): string | null {
  return new URLSearchParams(query).get('utm_campaign');
}

/** §2/§4 any path containing /success is a success page; visits to it are not recorded. */
export function isSuccessPage(pathname: string): boolean {
  return pathname.includes('/success');
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: tracking is best-effort and must never break a page.
  }
}

function readStoredQuery(storage: KeyValueStorage): StoredQuery | null {
  const value = readJson(storage, FIRST_PAGE_QUERY_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { query, savedAt } = value as Record<string, unknown>;
  return typeof query === 'string' && typeof savedAt === 'number' ? { query, savedAt } : null;
}

function readVisitedPages(storage: KeyValueStorage): string[] {
  const value = readJson(storage, VISITED_PAGES_KEY);
  return Array.isArray(value) ? value.filter((page): page is string => typeof page === 'string') : [];
}

/**
 * §4 whether a page view's query replaces the stored first-page query: nothing stored yet; the stored
 * one is 30 days old or more; the new visit has tracking params and the stored one does not; or the
 * new visit names a different utm_campaign (the query is kept "once per campaign").
 */
export function shouldReplaceFirstPageQuery(stored: StoredQuery | null, query: string, now: number): boolean {
  if (stored === null) return true;
  if (now - stored.savedAt >= FIRST_PAGE_QUERY_TTL_MS) return true;
  if (!hasTrackingParams(query)) return false;
  if (!hasTrackingParams(stored.query)) return true;
  const next = campaign(query);
  return next !== null && next !== campaign(stored.query);
}

export interface VisitTrackerOptions {
  storage: KeyValueStorage;
  /** Milliseconds since the epoch (Date.now in the browser, a fake clock in tests). */
  now: () => number;
}

/** §4 visit tracking over an injected storage and clock; the values feed the lead's §3 visit fields. */
export function createVisitTracker({ storage, now }: VisitTrackerOptions) {
  return {
    /**
     * Records one page view: saves or resets the first-page query per §4 and appends the path to the
     * visited pages (no duplicates, at most 50 — the oldest drop off), except on success pages.
     */
    recordPageView(location: PageLocation): void {
      if (isSuccessPage(location.pathname)) return;
      const query = location.search.replace(/^\?/, '');
      const at = now();
      if (shouldReplaceFirstPageQuery(readStoredQuery(storage), query, at)) {
        writeJson(storage, FIRST_PAGE_QUERY_KEY, { query, savedAt: at } satisfies StoredQuery);
      }
      const pages = readVisitedPages(storage);
      if (!pages.includes(location.pathname)) {
        pages.push(location.pathname);
        writeJson(storage, VISITED_PAGES_KEY, pages.slice(-VISITED_PAGES_CAP));
      }
    },

    /** §3 linked_query_params: the stored first-page query while it is younger than 30 days, else undefined. */
    linkedQueryParams(): string | undefined {
      const stored = readStoredQuery(storage);
      if (stored === null || stored.query === '' || now() - stored.savedAt >= FIRST_PAGE_QUERY_TTL_MS) {
        return undefined;
      }
      return stored.query;
    },

    /** §3 visited_pages, oldest first (at most 50). */
    visitedPages(): string[] {
      return readVisitedPages(storage).slice(-VISITED_PAGES_CAP);
    },
  };
}

export type VisitTracker = ReturnType<typeof createVisitTracker>;
