import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS, parseFilter, quoteFilterValue } from './filter.js';
import { FilterSyntaxError } from './filter-tokens.js';

describe('filter parser (Meilisearch filter syntax, §7)', () => {
  it('should parse comparisons with bare and quoted values', () => {
    expect(parseFilter('status = in_stock')).toEqual({
      type: 'compare',
      attribute: 'status',
      operator: '=',
      value: 'in_stock',
    });
    expect(parseFilter('make != "Land Rover"')).toEqual({
      type: 'compare',
      attribute: 'make',
      operator: '!=',
      value: 'Land Rover',
    });
    for (const op of ['>', '>=', '<', '<='] as const) {
      expect(parseFilter(`price ${op} 20000`)).toMatchObject({ operator: op, value: '20000' });
    }
    expect(parseFilter("model = 'Ioniq 5'")).toMatchObject({ value: 'Ioniq 5' });
  });

  it('should parse TO, IN, EXISTS, IS NULL / IS EMPTY and their negations', () => {
    expect(parseFilter('year 2018 TO 2022')).toEqual({
      type: 'range',
      attribute: 'year',
      from: '2018',
      to: '2022',
    });
    expect(parseFilter('make IN [Toyota, "Mercedes-Benz"]')).toEqual({
      type: 'in',
      attribute: 'make',
      values: ['Toyota', 'Mercedes-Benz'],
    });
    expect(parseFilter('make NOT IN [Ford]')).toEqual({
      type: 'not',
      node: { type: 'in', attribute: 'make', values: ['Ford'] },
    });
    expect(parseFilter('tag EXISTS')).toEqual({ type: 'exists', attribute: 'tag' });
    expect(parseFilter('tag NOT EXISTS')).toEqual({
      type: 'not',
      node: { type: 'exists', attribute: 'tag' },
    });
    expect(parseFilter('tag IS NULL')).toEqual({ type: 'isNull', attribute: 'tag' });
    expect(parseFilter('tag IS NOT EMPTY')).toEqual({
      type: 'not',
      node: { type: 'isEmpty', attribute: 'tag' },
    });
  });

  it('should give AND precedence over OR and honour parentheses and NOT', () => {
    expect(parseFilter('a = 1 OR b = 2 AND c = 3')).toEqual({
      type: 'or',
      nodes: [
        { type: 'compare', attribute: 'a', operator: '=', value: '1' },
        {
          type: 'and',
          nodes: [
            { type: 'compare', attribute: 'b', operator: '=', value: '2' },
            { type: 'compare', attribute: 'c', operator: '=', value: '3' },
          ],
        },
      ],
    });
    expect(parseFilter('NOT (a = 1 OR b = 2)')).toMatchObject({ type: 'not', node: { type: 'or' } });
  });

  it('should read escaped quotes inside a value as text, never as syntax (injection)', () => {
    const value = 'Toyota" OR status = "sold';
    const node = parseFilter(`make = ${quoteFilterValue(value)}`);
    expect(node).toEqual({ type: 'compare', attribute: 'make', operator: '=', value });
    expect(parseFilter('make = "a\\\\"')).toMatchObject({ value: 'a\\' });
  });

  it('should reject malformed filters with a FilterSyntaxError naming the position', () => {
    for (const bad of [
      'make =',
      'make = "open',
      '(a = 1',
      'a = 1 OR',
      'a ! 1',
      'a = 1 b = 2',
      'a IN [1, 2',
      'AND = 1',
      '_geoRadius(1, 2, 3)',
      'a IS SOMETHING',
    ]) {
      expect(() => parseFilter(bad), bad).toThrow(FilterSyntaxError);
    }
    expect(() => parseFilter('make =')).toThrow(/position 6/);
  });

  it('should bound nesting depth and length', () => {
    const deep = `${'('.repeat(FILTER_LIMITS.maxDepth + 5)}a = 1${')'.repeat(FILTER_LIMITS.maxDepth + 5)}`;
    expect(() => parseFilter(deep)).toThrow(/maximum depth/);
    expect(() => parseFilter(`a = "${'x'.repeat(FILTER_LIMITS.maxLength)}"`)).toThrow(/longer/);
  });
});
