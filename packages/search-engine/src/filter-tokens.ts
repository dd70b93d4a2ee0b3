/**
 * The lexer of the Meilisearch filter language: words (bare or quoted with backslash escapes), comparison
 * operators and punctuation. Keywords are matched by the parser in upper case only, as Meilisearch does.
 */

export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
}

export type Token =
  | { kind: 'word'; text: string; quoted: boolean; at: number }
  | { kind: 'op'; text: ComparisonOperator; at: number }
  | { kind: 'punct'; text: '(' | ')' | '[' | ']' | ','; at: number }
  | { kind: 'end'; at: number };

/** Meilisearch's reserved words: keywords in upper case only, and never a bare value. */
export const KEYWORDS = new Set([
  'AND',
  'OR',
  'NOT',
  'TO',
  'IN',
  'EXISTS',
  'IS',
  'NULL',
  'EMPTY',
  'CONTAINS',
  'STARTS',
  'WITH',
]);
/** A bare (unquoted) word: letters, digits, `_`, `-` and `.`, as in Meilisearch; anything else is quoted. */
const BARE_WORD = /[\p{L}\p{N}_.-]/u;

export function tokenizeFilter(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === '[' || ch === ']' || ch === ',') {
      tokens.push({ kind: 'punct', text: ch, at: i });
      i++;
      continue;
    }
    if (ch === '!' || ch === '=' || ch === '<' || ch === '>') {
      const two = source.slice(i, i + 2);
      if (two === '!=' || two === '>=' || two === '<=') {
        tokens.push({ kind: 'op', text: two, at: i });
        i += 2;
        continue;
      }
      if (ch === '!') throw new FilterSyntaxError(`Unexpected '!' at position ${i}; did you mean '!='?`);
      tokens.push({ kind: 'op', text: ch as ComparisonOperator, at: i });
      i++;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const start = i;
      let text = '';
      i++;
      let closed = false;
      while (i < source.length) {
        const c = source[i] as string;
        if (c === '\\' && i + 1 < source.length) {
          text += source[i + 1];
          i += 2;
          continue;
        }
        if (c === ch) {
          closed = true;
          i++;
          break;
        }
        text += c;
        i++;
      }
      if (!closed) throw new FilterSyntaxError(`Unterminated quoted string starting at position ${start}`);
      tokens.push({ kind: 'word', text, quoted: true, at: start });
      continue;
    }
    const start = i;
    while (i < source.length && BARE_WORD.test(source[i] as string)) i++;
    if (i === start) {
      const found = String.fromCodePoint(source.codePointAt(i) as number);
      throw new FilterSyntaxError(
        `Was expecting a value but instead got \`${found}\` at position ${i}: quote it.`,
      );
    }
    tokens.push({ kind: 'word', text: source.slice(start, i), quoted: false, at: start });
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}
