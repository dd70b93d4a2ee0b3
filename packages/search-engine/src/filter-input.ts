import { type FilterInput, type FilterNode, parseFilter } from './filter.js';
import { FilterSyntaxError } from './filter-tokens.js';

/**
 * Parses a multi-search `filter`: a string, or an array whose strings are ANDed and whose inner arrays
 * are ORed. Empty strings and arrays mean "no filter" (null).
 */
export function parseFilterInput(input: FilterInput | null | undefined): FilterNode | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') return input.trim() === '' ? null : parseFilter(input);
  if (!Array.isArray(input)) throw new FilterSyntaxError('A filter must be a string or an array');
  const nodes: FilterNode[] = [];
  for (const item of input) {
    if (typeof item === 'string') {
      if (item.trim() !== '') nodes.push(parseFilter(item));
    } else if (Array.isArray(item)) {
      const alternatives = item
        .filter((s) => typeof s === 'string' && s.trim() !== '')
        .map((s) => parseFilter(s));
      if (item.some((s) => typeof s !== 'string')) {
        throw new FilterSyntaxError('A nested filter array may hold only strings');
      }
      if (alternatives.length === 1) nodes.push(alternatives[0] as FilterNode);
      else if (alternatives.length > 1) nodes.push({ type: 'or', nodes: alternatives });
    } else {
      throw new FilterSyntaxError('A filter array may hold only strings and arrays of strings');
    }
  }
  if (nodes.length === 0) return null;
  return nodes.length === 1 ? (nodes[0] as FilterNode) : { type: 'and', nodes };
}
