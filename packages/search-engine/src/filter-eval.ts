import { type AttributeIndex, numericRange, postingsToBitset, stringRange } from './attribute-index.js';
import { Bitset } from './bitset.js';
import type { FilterNode } from './filter.js';
import { asNumber, tokenKeys } from './values.js';

/**
 * Evaluates a parsed filter to the set of matching documents: AND / OR / NOT as bitset operations, each
 * condition through its attribute's inverted index. Numbers compare numerically, other values as folded
 * text (Meilisearch's rules).
 */

export interface FilterableIndex {
  /** Every document. */
  readonly all: Bitset;
  /** The attribute's index; throws a `SearchRequestError` with `code` when it is not filterable. */
  attribute(name: string, code: string): AttributeIndex;
}

export function evaluateFilter(index: FilterableIndex, node: FilterNode): Bitset {
  switch (node.type) {
    case 'and': {
      let result: Bitset | null = null;
      for (const child of node.nodes) {
        const set = evaluateFilter(index, child);
        result = result ? result.and(set) : set;
      }
      return result ?? index.all.clone();
    }
    case 'or': {
      const result = new Bitset(index.all.size);
      for (const child of node.nodes) result.or(evaluateFilter(index, child));
      return result;
    }
    case 'not':
      return evaluateFilter(index, node.node).not();
    case 'compare': {
      const attribute = index.attribute(node.attribute, 'invalid_search_filter');
      if (node.operator === '=') return postingsToBitset(attribute, tokenKeys(node.value));
      if (node.operator === '!=') return postingsToBitset(attribute, tokenKeys(node.value)).not();
      const n = asNumber(node.value);
      if (n !== null) {
        switch (node.operator) {
          case '>':
            return numericRange(attribute, n, false, Number.POSITIVE_INFINITY, true);
          case '>=':
            return numericRange(attribute, n, true, Number.POSITIVE_INFINITY, true);
          case '<':
            return numericRange(attribute, Number.NEGATIVE_INFINITY, true, n, false);
          default:
            return numericRange(attribute, Number.NEGATIVE_INFINITY, true, n, true);
        }
      }
      const target = node.value.toLowerCase();
      const op = node.operator;
      return stringRange(attribute, (v) =>
        op === '>' ? v > target : op === '>=' ? v >= target : op === '<' ? v < target : v <= target,
      );
    }
    case 'range': {
      const attribute = index.attribute(node.attribute, 'invalid_search_filter');
      const from = asNumber(node.from);
      const to = asNumber(node.to);
      if (from !== null && to !== null) return numericRange(attribute, from, true, to, true);
      const lo = node.from.toLowerCase();
      const hi = node.to.toLowerCase();
      return stringRange(attribute, (v) => v >= lo && v <= hi);
    }
    case 'in': {
      const attribute = index.attribute(node.attribute, 'invalid_search_filter');
      return postingsToBitset(attribute, node.values.flatMap(tokenKeys));
    }
    case 'exists':
      return index.attribute(node.attribute, 'invalid_search_filter').exists.clone();
    case 'isNull':
      return index.attribute(node.attribute, 'invalid_search_filter').nulls.clone();
    case 'isEmpty':
      return index.attribute(node.attribute, 'invalid_search_filter').empties.clone();
  }
}
