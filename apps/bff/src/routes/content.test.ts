import { demoRegistry, resolveSiteByHost, type Site } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const KIWI = basic('kiwi-motors', testDealerPassword('kiwi-motors'));
const HARBOUR = basic('harbour-auto', testDealerPassword('harbour-auto'));

function site(slug: string): Site {
  const found = resolveSiteByHost(demoRegistry(), `${slug}.localhost`);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
}

interface PageBody {
  slug: string;
  title: string;
  version: number;
  saved_at: string;
  blocks: { id: string; type: string; html?: string; text?: string }[];
}

const validPage = (text: string) => ({
  title: 'Home',
  blocks: [
    { id: 'welcome', type: 'heading', text, level: 1 },
    { id: 'intro', type: 'rich_text', html: '<p onclick="x()">Hello <script>alert(1)</script>there</p>' },
  ],
});

describe('content pages (§1 page builder) over HTTP', () => {
  let server: TestServer;
  const kiwi = site('kiwi-motors');
  const harbour = site('harbour-auto');
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('§1 serves the seeded demo pages publicly, scoped to the tenant', async () => {
    const res = await server.site('kiwi-motors')(`/api/websites/${kiwi.id}/pages/home.json`);
    expect(res.status).toBe(200);
    const page = res.json<PageBody>();
    expect(page.slug).toBe('home');
    expect(page.version).toBe(1);
    expect(page.blocks.map((b) => b.type)).toContain('promotion_slider');
    expect(page.blocks.find((b) => b.type === 'heading')?.text).toBe(`Welcome to ${kiwi.name}`);
    for (const slug of ['special-offers', 'service', 'parts', 'about', 'privacy']) {
      expect((await server.site('kiwi-motors')(`/api/websites/${kiwi.id}/pages/${slug}.json`)).status).toBe(
        200,
      );
    }
    // Another site's id on this host is never served; unknown pages are 404.
    expect((await server.site('kiwi-motors')(`/api/websites/${harbour.id}/pages/home.json`)).status).toBe(
      404,
    );
    expect((await server.site('kiwi-motors')(`/api/websites/${kiwi.id}/pages/nope.json`)).status).toBe(404);
    expect((await server.site('kiwi-motors')(`/api/websites/${kiwi.id}/pages/Bad_Slug.json`)).status).toBe(
      404,
    );
  });

  it('§1/§6 refuses page edits without the site’s own dealer credentials', async () => {
    const put = (headers: Record<string, string>) =>
      server.site('kiwi-motors')('/api/dealer/pages/home', { method: 'PUT', headers, json: validPage('X') });
    expect((await put({})).status).toBe(401);
    expect((await put(basic('kiwi-motors', 'wrong'))).status).toBe(401);
    // harbour-auto's credentials on kiwi-motors' host: the user is not this site's slug.
    expect((await put(HARBOUR)).status).toBe(401);
    expect((await server.site('kiwi-motors')('/api/dealer/pages/home/versions')).status).toBe(401);
    const home = await server.site('kiwi-motors')(`/api/websites/${kiwi.id}/pages/home.json`);
    expect(home.json<PageBody>().version).toBe(1);
  });

  it('§1 saves a valid page as a new version, sanitised, keeping the previous version', async () => {
    const res = await server.site('kiwi-motors')('/api/dealer/pages/home', {
      method: 'PUT',
      headers: KIWI,
      json: validPage('Kia ora from the yard'),
    });
    expect(res.status).toBe(201);
    const saved = res.json<PageBody>();
    expect(saved.version).toBe(2);
    expect(saved.blocks[1]?.html).toBe('<p>Hello there</p>');

    const shown = await server.site('kiwi-motors')(`/api/websites/${kiwi.id}/pages/home.json`);
    expect(shown.json<PageBody>().blocks[0]?.text).toBe('Kia ora from the yard');

    const versions = await server.site('kiwi-motors')('/api/dealer/pages/home/versions', { headers: KIWI });
    expect(versions.status).toBe(200);
    const list = versions.json<{ versions: { version: number; page: PageBody }[] }>().versions;
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[1]?.page.blocks.map((b) => b.type)).toContain('car_carousel');

    // Saving the same page again adds no version.
    const again = await server.site('kiwi-motors')('/api/dealer/pages/home', {
      method: 'PUT',
      headers: KIWI,
      json: validPage('Kia ora from the yard'),
    });
    expect(again.status).toBe(200);
    expect(again.json<PageBody>().version).toBe(2);

    // The other site's home page is untouched.
    const other = await server.site('harbour-auto')(`/api/websites/${harbour.id}/pages/home.json`);
    expect(other.json<PageBody>().version).toBe(1);
  });

  it('§1 rejects an unknown block type with a path-named message and stores nothing', async () => {
    const before = await server.site('kiwi-motors')('/api/dealer/pages/service/versions', { headers: KIWI });
    const res = await server.site('kiwi-motors')('/api/dealer/pages/service', {
      method: 'PUT',
      headers: KIWI,
      json: {
        title: 'Service',
        blocks: [
          { id: 'ok', type: 'heading', text: 'Fine' },
          { id: 'bad', type: 'carousel2' },
          { id: 'btn', type: 'button_group', buttons: [{ text: 'Go', href: 'javascript:alert(1)' }] },
        ],
      },
    });
    expect(res.status).toBe(400);
    const body = res.json<{ error: string; problems: { path: string; message: string }[] }>();
    expect(body.problems[0]).toEqual({
      path: 'blocks[1].type',
      message: expect.stringContaining("Unknown block type 'carousel2'. Expected one of: heading, rich_text"),
    });
    expect(body.problems.some((p) => p.path.startsWith('blocks[2].buttons[0].href'))).toBe(true);
    expect(body.error).toContain('blocks[1].type: Unknown block type');
    const after = await server.site('kiwi-motors')('/api/dealer/pages/service/versions', { headers: KIWI });
    expect(after.text).toBe(before.text);
  });

  it('answers 400 (never 500) for bodies that are not pages', async () => {
    const put = (body: string) =>
      server.site('kiwi-motors')('/api/dealer/pages/parts', {
        method: 'PUT',
        headers: { ...KIWI, 'content-type': 'application/json' },
        body,
      });
    const notJson = await put('{"title":');
    expect(notJson.status).toBe(400);
    expect(notJson.json<{ error: string }>().error).toContain('Invalid JSON');
    const wrongSlug = await put(JSON.stringify({ ...validPage('x'), slug: 'home' }));
    expect(wrongSlug.status).toBe(400);
    expect(wrongSlug.json<{ fields: Record<string, string> }>().fields.slug).toContain("'parts'");
    const noBlocks = await put(JSON.stringify({ title: 'Parts' }));
    expect(noBlocks.status).toBe(400);
    expect(noBlocks.json<{ fields: Record<string, string> }>().fields).toHaveProperty('blocks');
    const badSlug = await server.site('kiwi-motors')('/api/dealer/pages/Not_A_Slug', {
      method: 'PUT',
      headers: KIWI,
      json: validPage('x'),
    });
    expect(badSlug.status).toBe(400);
  });

  it('§1 accepts the page as GET returned it (slug and version sent back) and restores a version', async () => {
    const got = await server.site('kiwi-motors')('/api/dealer/pages/about', { headers: KIWI });
    expect(got.status).toBe(200);
    const page = got.json<PageBody & Record<string, unknown>>();
    const edited = {
      ...page,
      blocks: [{ id: 'title', type: 'heading', text: 'About us, edited', level: 1 }],
    };
    const saved = await server.site('kiwi-motors')('/api/dealer/pages/about', {
      method: 'PUT',
      headers: KIWI,
      json: edited,
    });
    expect(saved.status).toBe(201);
    const restored = await server.site('kiwi-motors')('/api/dealer/pages/about/versions/1/restore', {
      method: 'POST',
      headers: KIWI,
    });
    expect(restored.status).toBe(201);
    const current = restored.json<PageBody>();
    expect(current.version).toBe(3);
    expect(current.blocks.length).toBe(page.blocks.length);
    const missing = await server.site('kiwi-motors')('/api/dealer/pages/about/versions/99/restore', {
      method: 'POST',
      headers: KIWI,
    });
    expect(missing.status).toBe(404);
  });
});

describe('promotions, search pages, reviews and posts (§7, §2)', () => {
  let server: TestServer;
  const harbour = site('harbour-auto');
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('§7/§9 serves promotions with generated 1920×540 banners', async () => {
    const call = server.site('harbour-auto');
    expect((await call(`/api/websites/${harbour.id}/promotions.json`)).status).toBe(400);
    const res = await call(`/api/websites/${harbour.id}/promotions.json?version=2`);
    expect(res.status).toBe(200);
    const { promotions } = res.json<{
      promotions: {
        id: number;
        title: string;
        href: string;
        image: { url: string; width: number; height: number };
      }[];
    }>();
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    expect(promotions.map((p) => p.title)).toContain('Book your next service');
    const first = promotions[0] as (typeof promotions)[number];
    expect(first.image).toMatchObject({ width: 1920, height: 540 });
    const image = await call(first.image.url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.text).toContain('viewBox="0 0 1920 540"');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await call('/images/promotions/99.svg')).status).toBe(404);
    expect((await call('/images/promotions/1.svg?width=abc')).status).toBe(400);
  });

  it('§7 search_pages are landing pages with preset refinements and listing paths', async () => {
    const res = await server.site('harbour-auto')(`/api/websites/${harbour.id}/search_pages.json`);
    const { search_pages } = res.json<{
      search_pages: { slug: string; path: string; count: number; refinements: Record<string, string[]> }[];
    }>();
    expect(search_pages.length).toBeGreaterThan(3);
    const make = search_pages.find((p) => p.refinements.make);
    expect(make?.path.startsWith(harbour.routes.listing_base_path)).toBe(true);
    expect(search_pages.every((p) => p.count > 0)).toBe(true);
    // The path is a real listing of this site with the same number of cars.
    const listing = await server.site('harbour-auto')(
      `/api/search?path=${encodeURIComponent(make?.path ?? '')}`,
    );
    expect(listing.json<{ totalHits: number }>().totalHits).toBe(make?.count);
  });

  it('§9 serves a review feed (mixed ratings: the block selects ≥ 4)', async () => {
    const res = await server.site('harbour-auto')(`/api/websites/${harbour.id}/reviews.json`);
    const { reviews } = res.json<{ reviews: { rating: number }[] }>();
    expect(reviews.length).toBeGreaterThan(12);
    expect(reviews.some((r) => r.rating < 4)).toBe(true);
  });

  it('§2 serves blog posts and one post with a sanitised body', async () => {
    const call = server.site('harbour-auto');
    const list = await call(`/api/websites/${harbour.id}/posts.json`);
    const { posts } = list.json<{ posts: { slug: string; title: string; published_at: string }[] }>();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const dates = posts.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const post = await call(`/api/websites/${harbour.id}/posts/${posts[0]?.slug}.json`);
    expect(post.status).toBe(200);
    expect(post.json<{ body_html: string }>().body_html).toContain('<p>');
    expect((await call(`/api/websites/${harbour.id}/posts/no-such-post.json`)).status).toBe(404);
    expect((await call('/api/websites/1/posts.json')).status).toBe(404);
  });
});
