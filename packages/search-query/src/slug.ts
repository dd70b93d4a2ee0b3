/**
 * Lowercase URL slug of a display text: accents folded, every run of other characters one hyphen
 * ("Used Cars Brisbane" → used-cars-brisbane, "Škoda" → skoda). Lossy by design; see `segments.ts` for
 * how a slug is read back.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
