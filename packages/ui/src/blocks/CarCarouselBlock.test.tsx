import { carCardView } from '@dealer/reservations/rules';
import { createVehicle } from '@dealer/test-utils';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CarCarouselBlock } from './CarCarouselBlock';
import { demoSite, parseBlock, TEST_NOW, textOf } from './test-support';

const site = demoSite();
const cards = [1, 2, 3].map((n) =>
  carCardView(
    createVehicle({ id: 2000 + n, name: `2022 Mazda CX-${n}`, slug: `2022-mazda-cx-${n}-${2000 + n}` }),
    site,
    new Date(TEST_NOW),
    'payment',
  ),
);

describe('CarCarouselBlock (§1 car carousel from a saved search)', () => {
  it('shows up to `limit` car cards and a see-all link to the saved search', () => {
    const block = parseBlock({
      id: 'c',
      type: 'car_carousel',
      title: 'Latest arrivals',
      search: '/search?make=Mazda',
      limit: 2,
    });
    const html = renderToString(
      <CarCarouselBlock
        block={block}
        site={site}
        result={{ cards, total: 41, href: '/search?make=Mazda' }}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Latest arrivals');
    expect(text).toContain('2022 Mazda CX-1');
    expect(text).toContain('2022 Mazda CX-2');
    expect(text).not.toContain('2022 Mazda CX-3');
    expect(text).toContain('See all 41 latest arrivals');
    expect(html).toContain('href="/search?make=Mazda"');
  });
  it('renders nothing when the search found no cars, and no see-all link when switched off', () => {
    const block = parseBlock({ id: 'c', type: 'car_carousel', search: '/search', show_all_link: false });
    expect(
      renderToString(
        <CarCarouselBlock block={block} site={site} result={{ cards: [], total: 0, href: '/search' }} />,
      ),
    ).toBe('');
    const html = renderToString(
      <CarCarouselBlock block={block} site={site} result={{ cards, total: 3, href: '/search' }} />,
    );
    expect(textOf(html)).not.toContain('See all');
  });
});
