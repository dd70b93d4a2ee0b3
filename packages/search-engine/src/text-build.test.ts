import { describe, expect, it } from 'vitest';
import { buildTextData, POS_BITS, phraseAt } from './text-build.js';

const values = [
  [['Toyota LandCruiser'], ['SUV']],
  [['Toyota HiLux'], ['Ute', 'Cab Chassis']],
];
const data = buildTextData({ size: 2, values: (doc, attribute) => values[doc]?.[attribute] ?? [] }, 2);

describe('buildTextData', () => {
  it('should keep a sorted dictionary and each term’s documents once', () => {
    expect(data.terms).toEqual([...data.terms].sort());
    const toyota = data.termId.get('toyota') as number;
    expect(data.postings[toyota]).toEqual(Uint32Array.from([0, 1]));
    expect(data.postings[data.termId.get('suv') as number]).toBe(0);
  });

  it('should record attribute and position per token, array values apart', () => {
    const ute = data.tokenPlace[(data.offsets[1] as number) + 2] as number;
    expect(ute >> POS_BITS).toBe(1);
    const cab = data.termId.get('cab') as number;
    const chassis = data.termId.get('chassis') as number;
    expect(phraseAt(data, 1, [cab, chassis])).toBeGreaterThan(0);
    // "ute" and "cab" are two values of an array: never a phrase.
    expect(phraseAt(data, 1, [data.termId.get('ute') as number, cab])).toBe(-1);
  });
});
