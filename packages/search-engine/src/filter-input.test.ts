import { describe, expect, it } from 'vitest';
import { parseFilterInput } from './filter-input.js';
import { FilterSyntaxError } from './filter-tokens.js';

describe('parseFilterInput', () => {
  it('should read the array form: strings ANDed, inner arrays ORed; empty means no filter', () => {
    expect(parseFilterInput(['a = 1', ['b = 2', 'c = 3']])).toEqual({
      type: 'and',
      nodes: [
        { type: 'compare', attribute: 'a', operator: '=', value: '1' },
        {
          type: 'or',
          nodes: [
            { type: 'compare', attribute: 'b', operator: '=', value: '2' },
            { type: 'compare', attribute: 'c', operator: '=', value: '3' },
          ],
        },
      ],
    });
    expect(parseFilterInput([])).toBeNull();
    expect(parseFilterInput('  ')).toBeNull();
    expect(() => parseFilterInput([1 as unknown as string])).toThrow(FilterSyntaxError);
  });
});
