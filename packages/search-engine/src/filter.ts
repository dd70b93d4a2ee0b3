/**
 * A parser for the Meilisearch filter language (the `filter` of a §7 multi-search query): comparisons
 * (= != > >= < <=), `a TO b`, `IN [..]`, `EXISTS`, `IS NULL`, `IS EMPTY`, AND / OR / NOT and parentheses,
 * with single- or double-quoted strings and backslash escapes. Values never become code: the parser
 * produces a tree of plain conditions, and anything outside the grammar is a `FilterSyntaxError`.
 *
 * As in Meilisearch, keywords are upper case only (`and` is a value, so `a = 1 and b = 2` is refused) and
 * the reserved words (including `CONTAINS`, `STARTS` and `WITH`) are never bare values: quote them.
 */
import {
  type ComparisonOperator,
  FilterSyntaxError,
  KEYWORDS,
  type Token,
  tokenizeFilter,
} from './filter-tokens.js';

export type FilterNode =
  | { type: 'and'; nodes: FilterNode[] }
  | { type: 'or'; nodes: FilterNode[] }
  | { type: 'not'; node: FilterNode }
  | { type: 'compare'; attribute: string; operator: ComparisonOperator; value: string }
  | { type: 'range'; attribute: string; from: string; to: string }
  | { type: 'in'; attribute: string; values: string[] }
  | { type: 'exists'; attribute: string }
  | { type: 'isNull'; attribute: string }
  | { type: 'isEmpty'; attribute: string };

/** The filter shapes a multi-search query accepts: a string, or an array ANDing strings / OR-arrays. */
export type FilterInput = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** Bounds that keep a hostile filter from costing more than a normal one. */
export const FILTER_LIMITS = { maxLength: 20_000, maxDepth: 200 } as const;

/** NOT of a NOT is the condition itself (Meilisearch folds double negation the same way). */
function negate(node: FilterNode): FilterNode {
  return node.type === 'not' ? node.node : { type: 'not', node };
}

/** A default Meilisearch refuses `CONTAINS` / `STARTS WITH` (an experimental feature, off by default). */
function containsDisabled(): FilterSyntaxError {
  return new FilterSyntaxError(
    'Using `CONTAINS` or `STARTS WITH` in a filter requires enabling the `contains filter` experimental feature.',
  );
}

const isReserved = (token: Token) => token.kind === 'word' && !token.quoted && KEYWORDS.has(token.text);

class Parser {
  private pos = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.parseOr(0);
    const next = this.peek();
    if (next.kind !== 'end') throw this.unexpected(next, 'AND, OR or the end of the filter');
    return node;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (this.pos < this.tokens.length - 1) this.pos++;
    return token;
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.kind === 'word' && !token.quoted && token.text === keyword;
  }

  private unexpected(token: Token, expected: string): FilterSyntaxError {
    const found = token.kind === 'end' ? 'the end of the filter' : `'${token.text}'`;
    return new FilterSyntaxError(`Expected ${expected} at position ${token.at}, found ${found}`);
  }

  /** Meilisearch's depth rule: each OR, AND, NOT and primary level counts one; deeper than 200 fails. */
  private check(depth: number): void {
    if (depth > FILTER_LIMITS.maxDepth) {
      throw new FilterSyntaxError(
        'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.',
      );
    }
  }

  private parseOr(depth: number): FilterNode {
    this.check(depth);
    const nodes = [this.parseAnd(depth + 1)];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.next();
      nodes.push(this.parseAnd(depth + 1));
    }
    return nodes.length === 1 ? (nodes[0] as FilterNode) : { type: 'or', nodes };
  }

  private parseAnd(depth: number): FilterNode {
    this.check(depth);
    const nodes = [this.parseNot(depth + 1)];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.next();
      nodes.push(this.parseNot(depth + 1));
    }
    return nodes.length === 1 ? (nodes[0] as FilterNode) : { type: 'and', nodes };
  }

  private parseNot(depth: number): FilterNode {
    this.check(depth);
    if (this.isKeyword(this.peek(), 'NOT')) {
      this.next();
      return negate(this.parseNot(depth + 1));
    }
    return this.parsePrimary(depth + 1);
  }

  private parsePrimary(depth: number): FilterNode {
    this.check(depth);
    const token = this.peek();
    if (token.kind === 'punct' && token.text === '(') {
      this.next();
      const node = this.parseOr(depth + 1);
      const close = this.next();
      if (close.kind !== 'punct' || close.text !== ')') throw this.unexpected(close, "')'");
      return node;
    }
    return this.parseCondition();
  }

  private value(what: string): string {
    const token = this.next();
    if (token.kind !== 'word' || isReserved(token)) {
      throw this.unexpected(token, what);
    }
    return token.text;
  }

  private parseCondition(): FilterNode {
    const attrToken = this.next();
    if (attrToken.kind !== 'word' || isReserved(attrToken)) {
      throw this.unexpected(attrToken, 'an attribute name');
    }
    const attribute = attrToken.text;
    if (attribute.startsWith('_geo')) {
      throw new FilterSyntaxError(`Geo filters are not supported (position ${attrToken.at})`);
    }
    const token = this.peek();
    if (this.isKeyword(token, 'CONTAINS') || this.isKeyword(token, 'STARTS')) throw containsDisabled();
    if (token.kind === 'op') {
      this.next();
      return { type: 'compare', attribute, operator: token.text, value: this.value('a value') };
    }
    if (this.isKeyword(token, 'IN')) {
      this.next();
      return { type: 'in', attribute, values: this.list() };
    }
    if (this.isKeyword(token, 'EXISTS')) {
      this.next();
      return { type: 'exists', attribute };
    }
    if (this.isKeyword(token, 'NOT')) {
      this.next();
      const after = this.next();
      if (this.isKeyword(after, 'IN'))
        return { type: 'not', node: { type: 'in', attribute, values: this.list() } };
      if (this.isKeyword(after, 'EXISTS')) return { type: 'not', node: { type: 'exists', attribute } };
      if (this.isKeyword(after, 'CONTAINS') || this.isKeyword(after, 'STARTS')) throw containsDisabled();
      throw this.unexpected(after, 'IN or EXISTS after NOT');
    }
    if (this.isKeyword(token, 'IS')) {
      this.next();
      let negate = false;
      if (this.isKeyword(this.peek(), 'NOT')) {
        this.next();
        negate = true;
      }
      const what = this.next();
      let node: FilterNode;
      if (this.isKeyword(what, 'NULL')) node = { type: 'isNull', attribute };
      else if (this.isKeyword(what, 'EMPTY')) node = { type: 'isEmpty', attribute };
      else throw this.unexpected(what, 'NULL or EMPTY');
      return negate ? { type: 'not', node } : node;
    }
    if (token.kind === 'word' && !isReserved(token)) {
      const from = this.value('a value');
      const to = this.next();
      if (!this.isKeyword(to, 'TO')) throw this.unexpected(to, 'TO');
      return { type: 'range', attribute, from, to: this.value('a value after TO') };
    }
    throw this.unexpected(token, 'an operator (=, !=, >, >=, <, <=, TO, IN, EXISTS, IS)');
  }

  private list(): string[] {
    const open = this.next();
    if (open.kind !== 'punct' || open.text !== '[') throw this.unexpected(open, "'['");
    const values: string[] = [];
    if (this.peek().kind === 'punct' && (this.peek() as { text: string }).text === ']') {
      this.next();
      return values;
    }
    for (;;) {
      values.push(this.value('a value in the list'));
      const sep = this.next();
      if (sep.kind === 'punct' && sep.text === ']') return values;
      if (sep.kind !== 'punct' || sep.text !== ',') throw this.unexpected(sep, "',' or ']'");
      if (this.peek().kind === 'punct' && (this.peek() as { text: string }).text === ']') {
        this.next();
        return values;
      }
    }
  }
}

/** Parses one filter string; throws `FilterSyntaxError` naming the position of the first problem. */
export function parseFilter(source: string): FilterNode {
  if (source.length > FILTER_LIMITS.maxLength) {
    throw new FilterSyntaxError(`Filter is longer than ${FILTER_LIMITS.maxLength} characters`);
  }
  return new Parser(tokenizeFilter(source)).parse();
}

/** Quotes a value for a filter string (the inverse of the tokenizer's quoted strings). */
export function quoteFilterValue(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
