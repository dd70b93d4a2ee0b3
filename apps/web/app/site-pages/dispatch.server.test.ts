import { publicSite } from '@dealer/site-registry';
import { createSite, createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import type { DealerLoadContext } from '../context';
import { actOnSitePage, loadSitePage, sitePageOf } from './dispatch.server';

/** A site file's own paths, none of them a spelling any demo site or the web app uses. */
const site = createSite({
  routes: {
    vehicle_base_path: '/vehicles',
    listing_base_path: '/stock',
    blog_path: '/journal',
    garage_path: '/my-shed',
    saved_cars_path: '/my-shed?tab=saved-cars',
    uses_pages_path: false,
    reserve_segment: 'buy-online',
  },
  features: { garage_enabled: true },
});
const origin = 'http://test-motors.localhost:3000';
const car = createVehicle({ slug: '2021-kia-rio-s-77', id: 77, name: '2021 Kia Rio S' });

/** The BFF's in-process API as the web app sees it: answers for one car and one post; records each call. */
function context(): DealerLoadContext & { calls: string[] } {
  const calls: string[] = [];
  return {
    site: publicSite(site),
    origin,
    now: Date.now(),
    calls,
    async fetchApi(path, init) {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const { pathname } = new URL(path, origin);
      if (pathname === `/api/websites/${site.id}/cars/${car.slug}.json`) return Response.json(car);
      if (pathname === `/api/websites/${site.id}/posts/new-showroom.json`)
        return Response.json({
          slug: 'new-showroom',
          title: 'New showroom',
          excerpt: 'Open now',
          body_html: '<p>Hi</p>',
        });
      return Response.json({ status: 404 }, { status: 404 });
    },
  };
}

const request = (path: string, init?: RequestInit) => new Request(new URL(path, origin), init);

/** The status a loader threw (react-router's data(…, {status})), or null when it did not throw one. */
async function thrownStatus(run: () => unknown): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? null;
  }
}

describe('sitePageOf', () => {
  it('names each page by the site file’s own paths', () => {
    const ctx = context();
    const page = (path: string) => sitePageOf(ctx, request(path));
    expect(page('/vehicles/2021-kia-rio-s-77')).toEqual({ kind: 'vehicle', slug: '2021-kia-rio-s-77' });
    expect(page('/vehicles/2021-kia-rio-s-77/buy-online')).toEqual({
      kind: 'checkout',
      slug: '2021-kia-rio-s-77',
    });
    expect(page('/vehicles/trade-in')).toEqual({ kind: 'trade-in' });
    expect(page('/stock/used-cars')).toEqual({ kind: 'listing' });
    expect(page('/journal')).toEqual({ kind: 'blog' });
    expect(page('/journal/new-showroom')).toEqual({ kind: 'blog-post', post: 'new-showroom' });
    expect(page('/my-shed')).toEqual({ kind: 'garage' });
    expect(page('/privacy-statement')).toEqual({ kind: 'privacy', which: 'statement' });
    expect(page('/about-us')).toEqual({ kind: 'content', slug: 'about-us' });
    // A client-side navigation's data request names the same page.
    expect(page('/vehicles/2021-kia-rio-s-77.data')).toEqual({ kind: 'vehicle', slug: '2021-kia-rio-s-77' });
  });

  it('names the fixed paths routed to a per-site page by name', () => {
    const ctx = context();
    expect(sitePageOf(ctx, request('/sell-my-car'))).toEqual({ kind: 'trade-in' });
    expect(sitePageOf(ctx, request('/trade-in'))).toEqual({ kind: 'trade-in' });
    expect(sitePageOf(ctx, request('/about'))).toEqual({ kind: 'content', slug: 'about' });
  });

  it('answers 404 for the trade-in pages of a site that takes no trade-ins (rental, subscription)', async () => {
    for (const template of ['rental', 'subscription'] as const) {
      const ctx = { ...context(), site: publicSite(createSite({ ...site, template })) };
      for (const path of ['/trade-in', '/sell-my-car', '/vehicles/trade-in'])
        expect(await thrownStatus(() => sitePageOf(ctx, request(path))), `${template} ${path}`).toBe(404);
    }
  });

  it('answers 404 for another site’s spellings', async () => {
    const ctx = context();
    // A single segment may be a content page on a site without a pages path: its loader finds none.
    for (const path of [
      '/cars/2021-kia-rio-s-77',
      '/search',
      '/blog/new-showroom',
      '/my-garage',
      '/pages/about-us',
    ])
      expect(await thrownStatus(() => loadSitePage(ctx, request(path))), path).toBe(404);
  });
});

describe('loadSitePage', () => {
  it('runs the loader of the page the path names', async () => {
    const ctx = context();
    const vehicle = await loadSitePage(ctx, request('/vehicles/2021-kia-rio-s-77'));
    expect(vehicle.kind).toBe('vehicle');
    expect((vehicle.data as { car: { name: string } }).car.name).toBe('2021 Kia Rio S');
    const post = await loadSitePage(ctx, request('/journal/new-showroom'));
    expect(post).toMatchObject({
      kind: 'blog-post',
      data: { post: { title: 'New showroom', href: '/journal/new-showroom' } },
    });
    expect(ctx.calls).toContain(`GET /api/websites/${site.id}/cars/2021-kia-rio-s-77.json`);
    expect(ctx.calls).toContain(`GET /api/websites/${site.id}/posts/new-showroom.json`);
  });

  it('passes on the page loader’s 404 (a car the API does not have)', async () => {
    expect(await thrownStatus(() => loadSitePage(context(), request('/vehicles/no-such-car')))).toBe(404);
  });
});

describe('actOnSitePage', () => {
  it('posts to the action of the page the path names, and refuses a post to a page with no form', async () => {
    const ctx = context();
    const form = new URLSearchParams({ name: 'Sam', email: 'sam@example.com', phone: '0400000000' });
    await actOnSitePage(
      ctx,
      request('/vehicles/2021-kia-rio-s-77/buy-online', { method: 'POST', body: form }),
    );
    expect(ctx.calls.at(-1)).toBe('POST /api/reservations');
    const blog = request('/journal', { method: 'POST', body: new URLSearchParams() });
    expect(await thrownStatus(() => actOnSitePage(ctx, blog))).toBe(405);
  });
});
