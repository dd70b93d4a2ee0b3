/** The longest search text a suggestion request may carry (the BFF answers a longer one with a 400). */
export const MAX_SUGGEST_QUERY_LENGTH = 100;

/**
 * The form of search text suggestions are matched and cached by: lower case, diacritics folded, every run
 * of punctuation or space one space, trimmed. "Toyota ", "toyota" and "TOYOTA" are one prefix, so the
 * browser's cache and the server's answer treat them as one request.
 */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of normalised text (none for empty text). */
export function queryWords(normalised: string): string[] {
  return normalised === '' ? [] : normalised.split(' ');
}
