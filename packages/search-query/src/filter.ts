/**
 * A small typed filter expression tree and its renderer to Meilisearch filter syntax (§7).
 *
 * Filters are never assembled by string concatenation: callers build a tree with the builders below and
 * `renderFilter` turns it into text. Attribute names must be plain identifiers (checked, never quoted)
 * and string values are always either a safe bare word or a double-quoted string with `\` and `"`
 * escaped, so a value can never change the structure of a filter: a make named `Toyota" OR status = sold`
 * stays one value.
 */

export type FilterValue = string | number | boolean;
export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type Filter =
  | {
      readonly kind: 'compare';
      readonly attribute: string;
      readonly operator: ComparisonOperator;
      readonly value: FilterValue;
    }
  | { readonly kind: 'in'; readonly attribute: string; readonly values: readonly FilterValue[] }
  | { readonly kind: 'range'; readonly attribute: string; readonly from: number; readonly to: number }
  | { readonly kind: 'exists'; readonly attribute: string }
  | { readonly kind: 'isNull'; readonly attribute: string }
  | { readonly kind: 'and'; readonly filters: readonly Filter[] }
  | { readonly kind: 'or'; readonly filters: readonly Filter[] }
  | { readonly kind: 'not'; readonly filter: Filter };

/** Attribute names: identifiers, optionally dotted (location.slug). Anything else is a programming error. */
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;
/** Words Meilisearch's filter grammar reserves (CONTAINS, STARTS and WITH too); a value spelled like one is always quoted. */
const RESERVED = new Set([
  'and',
  'or',
  'not',
  'to',
  'in',
  'exists',
  'is',
  'null',
  'empty',
  'contains',
  'starts',
  'with',
  'true',
  'false',
]);
/** A value that may be written bare: an identifier that is not a reserved word (in_stock, Toyota). */
const BARE_WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkAttribute(attribute: string): string {
  if (!ATTRIBUTE.test(attribute)) throw new Error(`Invalid filter attribute: ${JSON.stringify(attribute)}`);
  return attribute;
}

/** `attribute = value`. */
export const eq = (attribute: string, value: FilterValue): Filter => compare(attribute, '=', value);
/** `attribute != value`. */
export const neq = (attribute: string, value: FilterValue): Filter => compare(attribute, '!=', value);
/** `attribute > value`. */
export const gt = (attribute: string, value: number): Filter => compare(attribute, '>', value);
/** `attribute >= value` — §7 range filters are built from >= and <=. */
export const gte = (attribute: string, value: number): Filter => compare(attribute, '>=', value);
/** `attribute < value`. */
export const lt = (attribute: string, value: number): Filter => compare(attribute, '<', value);
/** `attribute <= value`. */
export const lte = (attribute: string, value: number): Filter => compare(attribute, '<=', value);

/** A comparison of one attribute with one value. */
export function compare(attribute: string, operator: ComparisonOperator, value: FilterValue): Filter {
  return { kind: 'compare', attribute: checkAttribute(attribute), operator, value };
}
/** `attribute IN [a, b]`. */
export function inList(attribute: string, values: readonly FilterValue[]): Filter {
  return { kind: 'in', attribute: checkAttribute(attribute), values: [...values] };
}
/** `attribute from TO to` (inclusive). */
export function between(attribute: string, from: number, to: number): Filter {
  return { kind: 'range', attribute: checkAttribute(attribute), from, to };
}
/** `attribute EXISTS`. */
export function exists(attribute: string): Filter {
  return { kind: 'exists', attribute: checkAttribute(attribute) };
}
/** `attribute IS NULL`. */
export function isNull(attribute: string): Filter {
  return { kind: 'isNull', attribute: checkAttribute(attribute) };
}
/** Conjunction; nested ANDs are flattened and a single operand is returned as is. */
export function and(...filters: readonly Filter[]): Filter {
  const flat = filters.flatMap((f) => (f.kind === 'and' ? f.filters : [f]));
  return flat.length === 1 ? flat[0]! : { kind: 'and', filters: flat };
}
/** Disjunction; nested ORs are flattened and a single operand is returned as is. */
export function or(...filters: readonly Filter[]): Filter {
  const flat = filters.flatMap((f) => (f.kind === 'or' ? f.filters : [f]));
  return flat.length === 1 ? flat[0]! : { kind: 'or', filters: flat };
}
/** Negation. */
export function not(filter: Filter): Filter {
  return { kind: 'not', filter };
}
/** `attribute = v1 OR attribute = v2 …` — how §7 joins a facet's values (e.g. make names). */
export function anyOf(attribute: string, values: readonly FilterValue[]): Filter {
  if (values.length === 0) throw new Error(`anyOf(${attribute}) needs at least one value`);
  return or(...values.map((v) => eq(attribute, v)));
}

/**
 * Renders a value: numbers as finite literals (exponents without '+'), booleans bare, strings bare only when they are a plain
 * identifier that is not a reserved word, otherwise double-quoted with `\` and `"` escaped.
 * (Meilisearch keeps a backslash before any character but `"` literally, so a value containing a
 * backslash is matched with the backslash doubled: a lost match, never a changed structure.)
 */
export function renderValue(value: FilterValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Filter values must be finite numbers, got ${value}`);
    // JavaScript writes 1e21 and up as '1e+21'; the filter grammar has no '+' in a bare value, and
    // '1e21' is the same number to Meilisearch (and to the engine).
    return String(value).replace('e+', 'e');
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (BARE_WORD.test(value) && !RESERVED.has(value.toLowerCase())) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

type Context = 'top' | 'and' | 'or' | 'not';

/** Renders a filter tree to Meilisearch filter syntax, with parentheses only where precedence needs them. */
export function renderFilter(filter: Filter): string {
  return render(filter, 'top');
}

function render(filter: Filter, parent: Context): string {
  switch (filter.kind) {
    case 'compare':
      return `${filter.attribute} ${filter.operator} ${renderValue(filter.value)}`;
    case 'in':
      return `${filter.attribute} IN [${filter.values.map(renderValue).join(', ')}]`;
    case 'range':
      return `${filter.attribute} ${renderValue(filter.from)} TO ${renderValue(filter.to)}`;
    case 'exists':
      return `${filter.attribute} EXISTS`;
    case 'isNull':
      return `${filter.attribute} IS NULL`;
    case 'not':
      return `NOT ${render(filter.filter, 'not')}`;
    case 'and': {
      if (filter.filters.length === 0) throw new Error('An AND filter needs at least one operand');
      const text = filter.filters.map((f) => render(f, 'and')).join(' AND ');
      return parent === 'top' ? text : `(${text})`;
    }
    case 'or': {
      if (filter.filters.length === 0) throw new Error('An OR filter needs at least one operand');
      const text = filter.filters.map((f) => render(f, 'or')).join(' OR ');
      return parent === 'top' ? text : `(${text})`;
    }
  }
}

/**
 * The conjuncts of a filter: Meilisearch takes the `filter` parameter as a list whose entries are ANDed,
 * so a top-level AND is sent as one entry per operand (each readable on its own in logs).
 */
export function conjuncts(filter: Filter): Filter[] {
  return filter.kind === 'and' ? [...filter.filters] : [filter];
}

/** Renders a list of ANDed filters as the Meilisearch `filter` array. */
export function renderFilterList(filters: readonly Filter[]): string[] {
  return filters.flatMap(conjuncts).map(renderFilter);
}
