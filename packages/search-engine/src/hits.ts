import { normalizeText } from './text-query.js';
import type { SearchQuery } from './types.js';
import type { Doc } from './values.js';

/**
 * A hit as Meilisearch returns it: the document, or only `attributesToRetrieve`; with
 * `attributesToHighlight`, `_formatted` holds every retrieved attribute (and the highlighted ones) with
 * numbers as text and the matched words of the highlighted attributes wrapped in the highlight tags. So a
 * page's size grows with what it retrieves: retrieve only what a card shows.
 */
export function formatHit(source: Doc, query: SearchQuery, terms: readonly string[]): Doc {
  let hit: Doc = source;
  const retrieve = query.attributesToRetrieve;
  if (Array.isArray(retrieve) && retrieve.length > 0 && !retrieve.includes('*')) {
    hit = {};
    for (const name of retrieve) if (name in source) hit[name] = source[name];
  }
  const highlight = query.attributesToHighlight;
  if (!Array.isArray(highlight) || highlight.length === 0) return hit;
  const pre = query.highlightPreTag ?? '<em>';
  const post = query.highlightPostTag ?? '</em>';
  const highlighted = new Set(highlight.includes('*') ? Object.keys(hit) : highlight);
  const formatted: Doc = {};
  for (const name of new Set([...Object.keys(hit), ...highlighted])) {
    if (!(name in source)) continue;
    const value = source[name];
    formatted[name] =
      typeof value === 'number'
        ? String(value)
        : typeof value === 'string' && highlighted.has(name)
          ? highlightText(value, terms, pre, post)
          : value;
  }
  return { ...hit, _formatted: formatted };
}

/** Wraps the words a text query matched in the highlight tags (compared folded, as they were matched). */
export function highlightText(value: string, terms: readonly string[], pre: string, post: string): string {
  if (terms.length === 0) return value;
  const matched = new Set(terms);
  return value.replace(/[\p{L}\p{N}\p{M}]+/gu, (word) =>
    matched.has(normalizeText(word)) ? `${pre}${word}${post}` : word,
  );
}
