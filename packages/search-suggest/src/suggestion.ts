/** What a suggestion opens: a make, a make's model, a badge, or one of the site's search pages. */
export const SUGGESTION_KINDS = ['make', 'model', 'page', 'badge'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** One suggestion as the BFF sends it and the search box shows it. */
export interface Suggestion {
  readonly kind: SuggestionKind;
  /** What the shopper reads ("Toyota RAV4", "Used cars"). */
  readonly label: string;
  /** The §2 listing URL it opens (built by `@dealer/search-query`'s `listingUrl`). */
  readonly url: string;
  /** Cars the site lists there now. */
  readonly count: number;
}

/** Suggestions shown unless the caller asks for another number. */
export const DEFAULT_SUGGESTION_LIMIT = 8;
/** The most suggestions one request may ask for. */
export const MAX_SUGGESTION_LIMIT = 20;
