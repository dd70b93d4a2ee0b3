import { demoRegistry, type Site } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { advertisedPrice, feedId, feedPrice, feedTsv, parseFeedTsv, plainText } from './feed.js';

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

  it('TSV cells lose tabs and line breaks and read back', () => {
    const text = feedTsv({ columns: ['a', 'b'], items: [{ a: 'x\ty', b: 'line\nbreak' }] });
    expect(parseFeedTsv(text).items).toEqual([{ a: 'x y', b: 'line break' }]);
  });

  it('plain text drops markup', () => {
    expect(plainText('<p>One&nbsp;owner &amp; <b>logbooks</b></p>')).toBe('One owner & logbooks');
  });

  it('plain text reads character references and drops scripts, styles and control characters', () => {
    expect(
      plainText('Driver&rsquo;s car &#39;as new&#39; &quot;M&quot; &#x2013; 5&deg; &bogus; &lt;b&gt;'),
    ).toBe('Driver\u2019s car \'as new\' "M" \u2013 5\u00b0 &bogus; <b>');
    expect(plainText('<style>p{color:red}</style><script>alert(1)</script>Tidy\u0000car\u000b!')).toBe(
      'Tidy car !',
    );
  });

  it('a TSV cell with a quote is quoted, its quotes doubled, and reads back', () => {
    const text = feedTsv({ columns: ['a', 'b'], items: [{ a: '"Mint" 20" alloys', b: 'plain' }] });
    expect(text.split('\n')[1]).toBe('"""Mint"" 20"" alloys"\tplain');
    expect(parseFeedTsv(text).items).toEqual([{ a: '"Mint" 20" alloys', b: 'plain' }]);
  });

  it('the feed id is the stock number, else the record id (never a cut stock number)', () => {
    expect(feedId({ stocknum: ' U123 ', id: 7 })).toBe('U123');
    expect(feedId({ stocknum: 'X'.repeat(51), id: 7 })).toBe('7');
    expect(feedId({ stocknum: 'A\u0001B', id: 7 })).toBe('7');
    expect(feedId({ stocknum: null, id: 7 })).toBe('7');
  });
});
