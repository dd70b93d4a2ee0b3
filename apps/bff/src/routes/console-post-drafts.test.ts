import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Blog posts with drafts and publishing (#33 item 7) over real HTTP and PGlite, by the pages' rule: a
 * post written in the console is a draft nobody sees (not on the blog, not in its post list — what the
 * sitemap reads — nor at its address) until it is published; a later save is a draft while the website
 * keeps the published text; a stale save or publish is refused with the current version; a post the
 * console never saved (the seed's) is taken in on its first save and keeps its address when retitled.
 */

interface EditorPost {
  slug: string;
  title: string;
  excerpt: string;
  body_html: string;
  version: number;
  published: number | null;
}

describe('console posts: drafts and publishing', () => {
  let server: TestServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const bathurst = () => server.site('bathurst-motors');
  const write = (method: string, path: string, json?: unknown, who = 'manager') =>
    bathurst()(path, { method, ...(json === undefined ? {} : { json }), headers: as(who, BATHURST_ORIGIN) });
  const publicPost = (slug: string) => bathurst()(`/api/websites/116/posts/${slug}.json`);
  const publicSlugs = async () =>
    (await bathurst()('/api/websites/116/posts.json'))
      .json<{ posts: { slug: string }[] }>()
      .posts.map((p) => p.slug);
  const editor = async (slug: string) =>
    (await bathurst()(`/api/console/posts/${slug}`, { headers: as('manager') })).json<EditorPost>();

  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { 'bathurst-motors': 4 } });
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a new post off the website until it is published, and a later save until that is published', async () => {
    const created = await write('POST', '/api/console/posts', {
      title: 'Winter tyres are in',
      excerpt: 'Fitted free',
      body: '<p>Book now</p>',
    });
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'winter-tyres-are-in', version: 1, published: null });
    expect((await publicPost('winter-tyres-are-in')).status).toBe(404);
    expect(await publicSlugs()).not.toContain('winter-tyres-are-in');
    expect(await editor('winter-tyres-are-in')).toMatchObject({
      version: 1,
      published: null,
      title: 'Winter tyres are in',
    });

    expect(
      (await write('POST', '/api/console/posts/winter-tyres-are-in/publish', { version: 1 })).status,
    ).toBe(200);
    expect(await publicSlugs()).toContain('winter-tyres-are-in');
    expect((await publicPost('winter-tyres-are-in')).json<{ body_html: string }>().body_html).toBe(
      '<p>Book now</p>',
    );

    const saved = await write('PUT', '/api/console/posts/winter-tyres-are-in', {
      title: 'Winter tyres are in',
      excerpt: 'Fitted free this week',
      body: '<p>Book now <script>x()</script>online</p>',
      base_version: 1,
    });
    expect(saved.status).toBe(201);
    expect(saved.json()).toMatchObject({ version: 2, published: 1, body_html: '<p>Book now online</p>' });
    // The website keeps version 1 until version 2 is published.
    expect((await publicPost('winter-tyres-are-in')).json<{ excerpt: string }>().excerpt).toBe('Fitted free');

    // A colleague's form loaded at version 1: refused with the current version, nothing written.
    const stale = await write('PUT', '/api/console/posts/winter-tyres-are-in', {
      title: 'Lost edit',
      excerpt: '',
      body: '<p>x</p>',
      base_version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json<{ current: EditorPost }>().current).toMatchObject({
      version: 2,
      excerpt: 'Fitted free this week',
    });
    expect(
      (await write('POST', '/api/console/posts/winter-tyres-are-in/publish', { version: 1 })).status,
    ).toBe(409);
    expect(
      (await write('POST', '/api/console/posts/winter-tyres-are-in/publish', { version: 2 })).status,
    ).toBe(200);
    expect((await publicPost('winter-tyres-are-in')).json<{ excerpt: string }>().excerpt).toBe(
      'Fitted free this week',
    );

    const audit = (await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') }))
      .json<{ entries: { action: string; target: { id: string } }[] }>()
      .entries.map((e) => `${e.action} ${e.target.id}`);
    expect(audit.filter((a) => a.endsWith('winter-tyres-are-in')).sort()).toEqual([
      'content.post.create winter-tyres-are-in',
      'content.post.publish winter-tyres-are-in',
      'content.post.publish winter-tyres-are-in',
      'content.post.save winter-tyres-are-in',
    ]);
  });

  it('takes a seeded post in on its first save: its text and address stay public until the draft is published', async () => {
    const list = (await bathurst()('/api/console/posts', { headers: as('manager') })).json<{
      posts: { slug: string; version: number; published: number | null }[];
    }>().posts;
    const seeded = list.find((p) => p.version === 0) as { slug: string };
    const before = await editor(seeded.slug);
    expect(before).toMatchObject({ version: 0, published: 0 });
    const publicBefore = (await publicPost(seeded.slug)).json<{ title: string }>();

    const draft = await write('PUT', `/api/console/posts/${seeded.slug}`, {
      title: 'A new title for an old post',
      excerpt: before.excerpt,
      body: before.body_html,
      base_version: 0,
    });
    expect(draft.status).toBe(201);
    expect(draft.json()).toMatchObject({ slug: seeded.slug, version: 2, published: 1 });
    expect((await publicPost(seeded.slug)).json<{ title: string }>().title).toBe(publicBefore.title);
    // A second form still at "never saved" is stale now.
    const again = await write('PUT', `/api/console/posts/${seeded.slug}`, {
      ...before,
      body: before.body_html,
      base_version: 0,
    });
    expect(again.status).toBe(409);

    expect((await write('POST', `/api/console/posts/${seeded.slug}/publish`, { version: 2 })).status).toBe(
      200,
    );
    // Retitled, at the same address.
    expect((await publicPost(seeded.slug)).json<{ title: string }>().title).toBe(
      'A new title for an old post',
    );
    expect(await publicSlugs()).toContain(seeded.slug);
  });

  it('lets one of two first saves of a seeded post made at once through; the other is stale', async () => {
    const list = (await bathurst()('/api/console/posts', { headers: as('manager') })).json<{
      posts: { slug: string; version: number }[];
    }>().posts;
    const seeded = list.find((p) => p.version === 0) as { slug: string };
    const before = await editor(seeded.slug);
    const save = (title: string) =>
      write('PUT', `/api/console/posts/${seeded.slug}`, {
        title,
        excerpt: before.excerpt,
        body: before.body_html,
        base_version: 0,
      });
    const statuses = (await Promise.all([save('First editor'), save('Second editor')])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await editor(seeded.slug)).toMatchObject({ version: 2, published: 1 });
  });

  it('names refused fields, and lets only content editors save or publish', async () => {
    const bad = await write('PUT', '/api/console/posts/winter-tyres-are-in', {
      title: '',
      excerpt: '',
      body: '',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'base_version',
      'body',
      'title',
    ]);
    const long = await write('PUT', '/api/console/posts/winter-tyres-are-in', {
      title: 'x'.repeat(121),
      excerpt: '',
      body: '<p>x</p>',
      base_version: 3,
    });
    expect(Object.keys(long.json<{ fields: Record<string, string> }>().fields)).toEqual(['title']);
    expect((await write('POST', '/api/console/posts/winter-tyres-are-in/publish', {})).status).toBe(400);
    expect(
      (await write('POST', '/api/console/posts/winter-tyres-are-in/publish', { version: 2 }, 'sales')).status,
    ).toBe(404);
    expect(
      (
        await write('PUT', '/api/console/posts/no-such-post', {
          title: 'T',
          excerpt: '',
          body: '<p>x</p>',
          base_version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await write('POST', '/api/console/posts/no-such-post/publish', { version: 1 })).status).toBe(404);
  });

  it('deletes a draft never published, and its title may be used again', async () => {
    const post = { title: 'Spring service special', excerpt: '', body: '<p>Half price</p>' };
    expect((await write('POST', '/api/console/posts', post)).status).toBe(201);
    expect((await write('POST', '/api/console/posts', post)).status).toBe(409);
    expect((await write('DELETE', '/api/console/posts/spring-service-special')).status).toBe(204);
    expect(
      (await bathurst()('/api/console/posts/spring-service-special', { headers: as('manager') })).status,
    ).toBe(404);
    expect((await write('POST', '/api/console/posts', post)).status).toBe(201);
    expect(await editor('spring-service-special')).toMatchObject({ version: 1, published: null });
  });
});
