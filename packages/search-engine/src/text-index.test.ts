import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';
import { TextIndex } from './text-index.js';

const titles = [
  'Toyota LandCruiser GX',
  'Toyota RAV4 Cruiser',
  'Mazda CX-5 Maxx',
  'Volkswagen Golf R',
  'Toyota HiLux SR5',
];
const index = new TextIndex({ size: titles.length, values: (doc) => [titles[doc] as string] }, 1, {
  vw: ['volkswagen'],
});
const search = (q: string, want = 10) => index.search(q, Bitset.full(titles.length), () => 0, want);

describe('TextIndex', () => {
  it('should join words (2-grams), split words and follow synonyms', () => {
    expect(search('land cruiser').ranked[0]).toBe(0);
    expect(search('cx5').ranked).toEqual([2]);
    expect(search('vw golf').ranked).toEqual([3]);
  });

  it('should drop words from the end (matching strategy last) and rank fuller matches first', () => {
    expect(search('toyota hilux').ranked).toEqual([4, 0, 1]);
    expect(search('toyota hilux').total).toBe(3);
  });

  it('should require every word with matching strategy all, typos still allowed', () => {
    const all = (q: string) => index.search(q, Bitset.full(titles.length), () => 0, 10, 'all');
    expect(all('toyota hilux').ranked).toEqual([4]);
    expect(all('toyota hilux').total).toBe(1);
    expect(all('toyta hilux').ranked).toEqual([4]);
    expect(all('toyota golf').total).toBe(0);
    expect(all('toyota -hilux').ranked).toEqual([0, 1]);
  });

  it('should apply negation and phrases, and return only the best `want`', () => {
    expect(search('toyota -hilux').ranked).toEqual([0, 1]);
    expect(search('"toyota rav4"').ranked).toEqual([1]);
    const top = search('toyota', 1);
    expect(top.ranked).toHaveLength(1);
    expect(top.total).toBe(3);
    expect(top.termsOf(top.ranked[0] as number)).toEqual(['toyota']);
  });
});
