import { describe, expect, it } from 'vitest';
import { buildTextData } from './text-build.js';
import { TermDictionary } from './text-dictionary.js';

const words = ['ranger', 'range', 'orange', 'rover', 'hilux', 'landcruiser'];
const data = buildTextData({ size: words.length, values: (doc) => [words[doc] as string] }, 1);
const dictionary = new TermDictionary(data);
const found = (word: string, prefix: boolean) =>
  Object.fromEntries([...dictionary.derive(word, prefix)].map(([term, cost]) => [data.terms[term], cost]));

describe('TermDictionary', () => {
  it('should derive the exact word, prefixes (last word) and typos within budget', () => {
    expect(found('range', false)).toEqual({ range: 0, ranger: 1 });
    expect(found('range', true)).toEqual({ range: 0, ranger: 0.5 });
    expect(found('hliux', false)).toEqual({ hilux: 1 });
    expect(found('land', true)).toEqual({ landcruiser: 0.5 });
    expect(found('rovr', false)).toEqual({});
  });

  it('should count documents per term', () => {
    expect(dictionary.frequency(data.termId.get('hilux'))).toBe(1);
    expect(dictionary.frequency(undefined)).toBe(0);
  });
});
