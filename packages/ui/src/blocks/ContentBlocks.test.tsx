import { pageSchema } from '@dealer/content-blocks';
import { carCardView } from '@dealer/reservations/rules';
import { createVehicle } from '@dealer/test-utils';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentBlocks } from './ContentBlocks';
import { demoSite, parseBlock, TEST_NOW, textOf } from './test-support';

const site = demoSite('harbour-auto');

describe('ContentBlocks (§1 a page rendered server-side with tunes)', () => {
  it('renders every block kind of a home page in order', () => {
    // A dealer's home page as the page builder saves it (the demo's own pages live in the BFF's seed).
    const home = pageSchema.parse({
      slug: 'home',
      title: site.name,
      blocks: [
        { id: 'hero', type: 'promotion_slider', from_promotions: true },
        { id: 'welcome', type: 'heading', text: `Welcome to ${site.name}`, level: 1 },
        { id: 'intro', type: 'rich_text', html: '<p>Family owned since 1982.</p>' },
        { id: 'actions', type: 'button_group', buttons: [{ text: 'Browse cars', href: '/search' }] },
        { id: 'latest', type: 'car_carousel', title: 'Latest arrivals', search: '/search' },
        { id: 'reviews', type: 'reviews', title: 'What our customers say' },
        { id: 'visit', type: 'locations', title: 'Visit us' },
      ],
    });
    const html = renderToString(
      <ContentBlocks
        blocks={home.blocks}
        site={site}
        data={{
          now: TEST_NOW,
          carousels: {
            latest: {
              cards: [carCardView(createVehicle(), site, new Date(TEST_NOW), 'payment')],
              total: 1,
              href: '/search',
            },
          },
          promotions: [
            {
              id: 1,
              title: 'Service',
              subtitle: '',
              image: { url: '/images/promotions/1.svg', width: 1920, height: 540 },
              href: '/service',
            },
          ],
          reviews: [
            {
              author: 'Sam',
              rating: 5,
              text: 'Great',
              date: '2026-01-01',
              source_url: 'https://g.example/r',
            },
          ],
        }}
        logger={{ warn: vi.fn() }}
      />,
    );
    const types = [...html.matchAll(/data-block-type="([a-z_]+)"/g)].map((m) => m[1]);
    expect(types).toEqual(home.blocks.map((b) => b.type));
    expect(textOf(html)).toContain(`Welcome to ${site.name}`);
  });

  it('applies tunes: spacing, alignment, colours as style; hide_on and class names as classes; one visibility stylesheet', () => {
    const block = parseBlock({
      id: 'tuned',
      type: 'heading',
      text: 'Tuned',
      tunes: {
        margin: { top: 8 },
        padding: { left: 16 },
        alignment: 'center',
        colours: { text: 'primary', background: '#fafafa' },
        hide_on: ['xs', 'sm'],
        class_name: 'hero wide',
      },
    });
    const html = renderToString(
      <ContentBlocks
        blocks={[block, parseBlock({ id: 'b', type: 'heading', text: 'B' })]}
        site={site}
        data={{ now: TEST_NOW }}
      />,
    );
    expect(html).toContain('class="cb-block cb-block--heading cb-hide-xs cb-hide-sm hero wide"');
    expect(html).toContain(
      'style="margin-top:8px;padding-left:16px;text-align:center;color:var(--color-primary);background-color:#fafafa"',
    );
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toMatch(/@media \(max-width: 575\.98px\)|cb-hide-xs/);
  });

  it('skips blocks with nothing to show (empty carousel, slider, reviews; unknown component with a warning)', () => {
    const logger = { warn: vi.fn() };
    const html = renderToString(
      <ContentBlocks
        blocks={[
          parseBlock({ id: 'c', type: 'car_carousel', search: '/search' }),
          parseBlock({ id: 'p', type: 'promotion_slider', from_promotions: true }),
          parseBlock({ id: 'r', type: 'reviews' }),
          parseBlock({ id: 'x', type: 'custom', component: 'Nope' }),
        ]}
        site={site}
        data={{
          now: TEST_NOW,
          carousels: {},
          promotions: [],
          reviews: [{ author: 'A', rating: 2, date: '2026-01-01' }],
        }}
        logger={logger}
      />,
    );
    expect(html).not.toContain('data-block-type');
    expect(logger.warn).toHaveBeenCalledWith('Unknown custom component', { block: 'x', component: 'Nope' });
  });
});
