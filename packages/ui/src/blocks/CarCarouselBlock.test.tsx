import { carCardView } from '@dealer/reservations/rules';
import { similarListingUrl } from '@dealer/search-query';
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

  it("sends a sold car's 'Find Me Something Similar' to its own make and model, not the whole listing (#31)", () => {
    const sold = carCardView(
      createVehicle({ id: 2101, name: '2019 Mazda CX-5', make: 'Mazda', model: 'CX-5', status: 'sold' }),
      site,
      new Date(TEST_NOW),
      'payment',
    );
    const block = parseBlock({ id: 'c', type: 'car_carousel', search: '/search' });
    const html = renderToString(
      <CarCarouselBlock block={block} site={site} result={{ cards: [sold], total: 1, href: '/search' }} />,
    );
    expect(textOf(html)).toContain('Find Me Something Similar');
    const href = similarListingUrl(site, { make: 'Mazda', model: 'CX-5' });
    expect(href).not.toBe(site.routes.listing_base_path);
    expect(html).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
  });
});
