import { demoRegistry, type Site } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { advertisedPrice, carLocation, feedPrice, feedTsv, parseFeedTsv, plainText } from './feed.js';

const site = (slug: string) => demoRegistry().sites.find((s) => s.slug === slug) as Site;

describe('feed helpers', () => {
  it('a price has two decimals and the site currency', () => {
    expect(feedPrice(25_990, { country: 'AU' })).toBe('25990.00 AUD');
    expect(feedPrice(18_500.5, { country: 'NZ' })).toBe('18500.50 NZD');
  });

  it('the advertised price is the shown sale price with its price-type words; none for POA', () => {
    const s = site('harbour-auto');
    expect(advertisedPrice(createVehicle({ reduced_price: 27_500 }), s)).toEqual({
      amount: 27_500,
      label: 'Drive Away',
    });
    expect(advertisedPrice(createVehicle({ price: null }), s)).toBeNull();
  });

  it('a car at an unknown yard stands at the primary location', () => {
    const s = site('harbour-auto');
    expect(carLocation(createVehicle({ location_id: 999, location: null }), s).primary).toBe(true);
  });

  it('TSV cells lose tabs and line breaks and read back', () => {
    const text = feedTsv({ columns: ['a', 'b'], items: [{ a: 'x\ty', b: 'line\nbreak' }] });
    expect(parseFeedTsv(text).items).toEqual([{ a: 'x y', b: 'line break' }]);
  });

  it('plain text drops markup', () => {
    expect(plainText('<p>One&nbsp;owner &amp; <b>logbooks</b></p>')).toBe('One owner & logbooks');
  });
});
