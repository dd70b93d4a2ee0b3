import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** Blog posts written (as drafts, then published) and deleted in the console (#33 item 7), over real HTTP and PGlite. */
describe('console posts: create and delete', () => {
  let server: TestServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const bathurst = () => server.site('bathurst-motors');
  const write = (method: string, path: string, json?: unknown, who = 'manager') =>
    bathurst()(path, { method, ...(json === undefined ? {} : { json }), headers: as(who, BATHURST_ORIGIN) });
  const publicPost = (slug: string) => bathurst()(`/api/websites/116/posts/${slug}.json`);

  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { 'bathurst-motors': 4 } });
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('writes a new post at its title’s slug, once; names bad fields; sanitises the body', async () => {
    const post = {
      title: 'Winter tyres are in',
      excerpt: 'Fitted free',
      body: '<p onclick="x()">Book now</p>',
    };
    const created = await write('POST', '/api/console/posts', post);
    expect(created.status).toBe(201);
    expect(created.json<{ slug: string }>().slug).toBe('winter-tyres-are-in');
    // A draft until it is published (console-post-drafts.test.ts).
    expect((await publicPost('winter-tyres-are-in')).status).toBe(404);
    expect(
      (await write('POST', '/api/console/posts/winter-tyres-are-in/publish', { version: 1 })).status,
    ).toBe(200);
    const shown = await publicPost('winter-tyres-are-in');
    expect(shown.json<{ body_html: string }>().body_html).toBe('<p>Book now</p>');
    const again = await write('POST', '/api/console/posts', post);
    expect(again.status).toBe(409);
    expect(again.json<{ fields: Record<string, string> }>().fields).toHaveProperty('title');
    const bad = await write('POST', '/api/console/posts', { title: '', excerpt: '', body: '' });
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'body',
      'title',
    ]);
    expect((await write('POST', '/api/console/posts', post, 'sales')).status).toBe(404);
  });

  it('deletes a written post and a seeded one (404 publicly from then), audited', async () => {
    const list = (await bathurst()('/api/console/posts', { headers: as('manager') })).json<{
      posts: { slug: string }[];
    }>();
    const seeded = list.posts.find((p) => p.slug !== 'winter-tyres-are-in')?.slug as string;
    expect((await publicPost(seeded)).status).toBe(200);
    expect((await write('DELETE', `/api/console/posts/${seeded}`)).status).toBe(204);
    expect((await publicPost(seeded)).status).toBe(404);
    expect((await write('DELETE', '/api/console/posts/winter-tyres-are-in')).status).toBe(204);
    expect((await publicPost('winter-tyres-are-in')).status).toBe(404);
    expect((await write('DELETE', '/api/console/posts/winter-tyres-are-in')).status).toBe(404);
    const audit = (await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') }))
      .json<{ entries: { action: string; target: { id: string } }[] }>()
      .entries.map((e) => `${e.action} ${e.target.id}`);
    expect(audit).toEqual(
      expect.arrayContaining([
        'content.post.create winter-tyres-are-in',
        'content.post.delete winter-tyres-are-in',
        `content.post.delete ${seeded}`,
      ]),
    );
  });
});
