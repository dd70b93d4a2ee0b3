/**
 * The words of a text query and of the documents, folded the same way (case and diacritics), the query's
 * `"phrases"` and `-negations`, and Meilisearch's `synonyms` setting built from synonym groups.
 */

/** Case and diacritics folding: "Citroën" and "CITROEN" index the same word. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

export interface QueryPart {
  words: string[];
  phrase: boolean;
  negative: boolean;
}

/** Splits a query into words, `"phrases"` and `-negated` words or phrases. */
export function parseQuery(q: string): QueryPart[] {
  const parts: QueryPart[] = [];
  const pattern = /(-?)"([^"]*)"|(\S+)/g;
  for (let m = pattern.exec(q); m !== null; m = pattern.exec(q)) {
    if (m[2] !== undefined) {
      const words = tokenize(m[2]);
      if (words.length > 0) parts.push({ words, phrase: true, negative: m[1] === '-' });
      continue;
    }
    let raw = m[3] as string;
    // Meilisearch: a leading '-' negates the word; a lone '-' or a hyphen inside a word does not.
    const negative = raw.length > 1 && raw.startsWith('-');
    if (negative) raw = raw.slice(1);
    const words = tokenize(raw.replace(/"/g, ' '));
    if (words.length === 0) continue;
    if (negative) parts.push({ words, phrase: true, negative: true });
    else for (const word of words) parts.push({ words: [word], phrase: false, negative: false });
  }
  return parts;
}

/** Synonym groups as Meilisearch's `synonyms` setting: every spelling maps to the others. */
export function synonymMap(groups: readonly (readonly string[])[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of groups) {
    const spellings = [...new Set(group.map((s) => tokenize(s).join(' ')).filter((s) => s !== ''))];
    for (const key of spellings) {
      const others = spellings.filter((s) => s !== key);
      map[key] = [...new Set([...(map[key] ?? []), ...others])];
    }
  }
  return map;
}
