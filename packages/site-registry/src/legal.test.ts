import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { traderName, traderRegistrationLine } from './legal.js';

const site = (slug: string) => {
  const found = demoRegistry().sites.find((s) => s.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('traderRegistrationLine', () => {
  it('names the NZ demo trader and its register number', () => {
    expect(traderRegistrationLine(site('kiwi-motors'))).toBe(
      'Kiwi Motors Limited · Registered motor vehicle trader M555014',
    );
  });
  it('is null on an AU site, and on an NZ site without a number', () => {
    expect(traderRegistrationLine(site('harbour-auto'))).toBeNull();
    const kiwi = site('kiwi-motors');
    expect(traderRegistrationLine({ ...kiwi, legal: {} })).toBeNull();
  });
  it('falls back to the site name', () => {
    expect(traderName({ name: 'Kiwi Motors', legal: {} })).toBe('Kiwi Motors');
  });
});
