import { normaliseQuery, queryWords } from './normalise.js';
import { SUGGESTION_KINDS, type Suggestion } from './suggestion.js';

/** How well a label matches: the whole label, its start, or the start of a later word. */
export type MatchTier = 0 | 1 | 2;

const KIND_ORDER = new Map(SUGGESTION_KINDS.map((kind, index) => [kind, index]));

/**
 * Whether a label matches what the shopper typed, and how well. The typed words, spaces removed, must be
 * the start of the label's words from some word on, spaces removed too — so "cx5" finds "CX-5", "rav 4"
 * finds "RAV4" and "land cruiser" finds "LandCruiser", while "ruiser" finds nothing. Null: no match.
 */
export function matchTier(query: string, label: string): MatchTier | null {
  const typed = queryWords(normaliseQuery(query)).join('');
  if (typed === '') return null;
  const words = queryWords(normaliseQuery(label));
  for (let start = 0; start < words.length; start++) {
    const rest = words.slice(start).join('');
    if (!rest.startsWith(typed)) continue;
    if (start === 0) return rest === typed ? 0 : 1;
    return 2;
  }
  return null;
}

/**
 * The suggestion ranking rule: only labels the text matches (see `matchTier`); best match first (the
 * whole label, then its start, then a later word), then by kind (makes, models, search pages, badges),
 * then the most cars, then alphabetically. One suggestion per URL (the best ranked), at most `limit`.
 */
export function rankSuggestions(
  query: string,
  candidates: readonly Suggestion[],
  limit: number,
): Suggestion[] {
  const matched: { suggestion: Suggestion; tier: MatchTier }[] = [];
  for (const suggestion of candidates) {
    const tier = matchTier(query, suggestion.label);
    if (tier !== null && suggestion.count > 0) matched.push({ suggestion, tier });
  }
  matched.sort(
    (a, b) =>
      a.tier - b.tier ||
      (KIND_ORDER.get(a.suggestion.kind) ?? 0) - (KIND_ORDER.get(b.suggestion.kind) ?? 0) ||
      b.suggestion.count - a.suggestion.count ||
      a.suggestion.label.localeCompare(b.suggestion.label),
  );
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const { suggestion } of matched) {
    if (out.length >= limit) break;
    if (seen.has(suggestion.url)) continue;
    seen.add(suggestion.url);
    out.push(suggestion);
  }
  return out;
}
