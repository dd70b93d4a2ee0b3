import type { MultiSearchResponse as QueryResponse } from '@dealer/search-query';
import {
  buildSuggestQuery,
  DEFAULT_SUGGESTION_LIMIT,
  MAX_SUGGEST_QUERY_LENGTH,
  MAX_SUGGESTION_LIMIT,
  normaliseQuery,
  rankSuggestions,
  type Suggestion,
  suggestionCandidates,
} from '@dealer/search-suggest';
import type { Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { searchPages } from '../content/search-pages.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { listedCars } from '../http/tenant-data.js';
import type { MultiSearchRequest } from '../search/types.js';

/** Answers follow stock within a minute; browsers and caches keep one prefix's answer as long. */
const CACHE_HEADERS = { 'cache-control': 'public, max-age=60, stale-while-revalidate=60', vary: 'Host' };

function badRequest(c: AppContext, field: 'q' | 'limit', error: string) {
  return c.json({ error, fields: { [field]: error } }, 400);
}

/**
 * Every suggestion a site could make (its makes, models, badges and search pages), computed once per
 * site, stock version and minute (the §4 sold window moves with time) through the search port; concurrent
 * callers share one engine request.
 */
function candidateSource(deps: AppDeps) {
  const memo = new Map<string, { key: string; candidates: Promise<Suggestion[]> }>();
  return (site: Site): Promise<Suggestion[]> => {
    const now = deps.now();
    const stock = deps.inventory.stock(site);
    const key = `${stock.version}|${deps.search.name}|${Math.floor(now.getTime() / 60_000)}`;
    const known = memo.get(site.slug);
    if (known?.key === key) return known.candidates;
    const request = buildSuggestQuery(site, { now }) as unknown as MultiSearchRequest;
    const candidates = deps.search
      .forSite(site)
      .multiSearch(request)
      .then((response) =>
        suggestionCandidates(
          site,
          response as unknown as QueryResponse,
          searchPages(site, listedCars(deps, site)),
        ),
      );
    memo.set(site.slug, { key, candidates });
    // A failed engine call is not remembered: the next request asks again.
    candidates.catch(() => memo.get(site.slug)?.candidates === candidates && memo.delete(site.slug));
    return candidates;
  };
}

/**
 * §2 search-box suggestions: `GET /api/suggest?q=<text>&limit=<1–20>` → `{ query, suggestions }`, each
 * `{ kind, label, url, count }` of this site only, ranked by `@dealer/search-suggest`. `q` is required
 * (at most 100 characters); text with no letters or digits gets no suggestions.
 */
export function registerSuggestRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const candidatesFor = candidateSource(deps);
  app.get('/api/suggest', async (c) => {
    const text = c.req.query('q');
    if (text === undefined) return badRequest(c, 'q', 'q is required: the search text to suggest for');
    if (text.length > MAX_SUGGEST_QUERY_LENGTH)
      return badRequest(c, 'q', `q must be at most ${MAX_SUGGEST_QUERY_LENGTH} characters`);
    const limitText = c.req.query('limit');
    const limit = limitText === undefined ? DEFAULT_SUGGESTION_LIMIT : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTION_LIMIT)
      return badRequest(c, 'limit', `limit must be a whole number from 1 to ${MAX_SUGGESTION_LIMIT}`);

    const query = normaliseQuery(text);
    const site = c.get('site');
    const suggestions = query === '' ? [] : rankSuggestions(query, await candidatesFor(site), limit);
    return c.json({ query, suggestions }, 200, CACHE_HEADERS);
  });
}
