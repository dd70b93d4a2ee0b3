import { publicSite } from '@dealer/site-registry';
import { createSite, createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import type { DealerLoadContext } from '../context';
import { loadContentPage } from './content.server';

const page = {
  slug: 'home',
  title: 'Home',
  version: 3,
  saved_at: '2026-03-01T00:00:00.000Z',
  blocks: [
    { id: 'hero', type: 'promotion_slider', from_promotions: true },
    { id: 'latest', type: 'car_carousel', search: '/search?make=Kia&sortBy=created_at_desc', limit: 2 },
    { id: 'broken', type: 'car_carousel', search: '/not-a-listing' },
    { id: 'reviews', type: 'reviews' },
  ],
};

function context(answers: Record<string, () => Response>): { ctx: DealerLoadContext; paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    ctx: {
      site: publicSite(createSite({ id: 101 })),
      origin: 'http://a.localhost',
      now: Date.now(),
      async fetchApi(path) {
        paths.push(path);
        const key = Object.keys(answers).find((prefix) => path.startsWith(prefix));
        return key ? (answers[key] as () => Response)() : Response.json({ error: 'nope' }, { status: 404 });
      },
    },
  };
}

describe('loadContentPage (§1 a page and the data its blocks show)', () => {
  it('loads the page, each carousel’s saved search, the promotions and the review feed', async () => {
    const { ctx, paths } = context({
      '/api/websites/101/pages/home.json': () => Response.json(page),
      '/api/websites/101/promotions.json?version=2': () =>
        Response.json({
          promotions: [
            {
              id: 1,
              title: 'P',
              subtitle: '',
              href: '/x',
              image: { url: '/p.svg', width: 1920, height: 540 },
            },
          ],
        }),
      '/api/websites/101/reviews.json': () =>
        Response.json({ reviews: [{ author: 'A', rating: 5, date: '2026-01-01' }] }),
      '/api/search?path=%2Fsearch&': () =>
        Response.json({ hits: [1, 2, 3].map((id) => createVehicle({ id })), totalHits: 30 }),
      '/api/search?path=%2Fnot-a-listing': () => Response.json({ error: 'Not a listing' }, { status: 404 }),
    });
    const loaded = await loadContentPage(ctx, 'home');
    expect(loaded?.version).toBe(3);
    expect(loaded?.page.blocks.map((b) => b.id)).toEqual(['hero', 'latest', 'broken', 'reviews']);
    expect(loaded?.data.carousels?.latest).toMatchObject({
      total: 30,
      href: '/search?make=Kia&sortBy=created_at_desc',
    });
    expect(loaded?.data.carousels?.latest?.cards).toHaveLength(2);
    // A saved search the listing no longer understands leaves its carousel empty, not the page broken.
    expect(loaded?.data.carousels?.broken).toBeUndefined();
    expect(loaded?.data.promotions).toHaveLength(1);
    expect(loaded?.data.reviews).toHaveLength(1);
    expect(paths.find((p) => p.startsWith('/api/search?path=%2Fsearch'))).toContain('make=Kia');
  });

  it('is null for a page the site does not have, or one that is not a valid page', async () => {
    expect(await loadContentPage(context({}).ctx, 'home')).toBeNull();
    const invalid = context({
      '/api/websites/101/pages/home.json': () =>
        Response.json({ title: 'x', blocks: [{ id: 'a', type: 'marquee' }] }),
    });
    expect(await loadContentPage(invalid.ctx, 'home')).toBeNull();
  });

  it('fetches nothing else when no block needs it', async () => {
    const { ctx, paths } = context({
      '/api/websites/101/pages/about.json': () =>
        Response.json({ slug: 'about', title: 'About', blocks: [{ id: 'h', type: 'heading', text: 'Hi' }] }),
    });
    const loaded = await loadContentPage(ctx, 'about');
    expect(loaded?.data).toMatchObject({ carousels: {}, promotions: [], reviews: [] });
    expect(paths).toEqual(['/api/websites/101/pages/about.json']);
  });
});
