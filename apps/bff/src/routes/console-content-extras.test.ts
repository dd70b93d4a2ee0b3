import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Console content in blocks (#33 item 7), over real HTTP and PGlite with a clock the test moves: pages
 * created as drafts, published, saved only on the version they were based on (409 with both otherwise),
 * restored and deleted (404 publicly); images through the photo pipeline; promotions shown only between
 * their dates in the site's time zone (Bathurst: Australia/Sydney). Every write audited.
 */

interface Entry {
  action: string;
  target: { type: string; id: string };
}

describe('console content blocks, drafts, images and dated promotions', () => {
  let server: TestServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  // 2026-03-10 10:00 in Sydney (UTC+11).
  let clock = Date.parse('2026-03-09T23:00:00Z');
  const bathurst = () => server.site('bathurst-motors');
  const write = (method: string, path: string, json?: unknown, who = 'manager') =>
    bathurst()(path, { method, ...(json === undefined ? {} : { json }), headers: as(who, BATHURST_ORIGIN) });
  const publicPage = (slug: string) => bathurst()(`/api/websites/116/pages/${slug}.json`);
  const promotionKeys = async () =>
    (await bathurst()('/api/websites/116/promotions.json?version=2'))
      .json<{ promotions: { key: string; kind: string; image: { url: string } }[] }>()
      .promotions.filter((p) => p.kind === 'dealer')
      .map((p) => p.key);
  const audited = async () =>
    (await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') }))
      .json<{ entries: Entry[] }>()
      .entries.map((e) => `${e.action} ${e.target.id}`);
  let photo: Buffer;

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock), inventorySize: { 'bathurst-motors': 4 } });
    ({ headers: as } = await centralWestStaff(server));
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const upload = (bytes: Buffer | string) =>
    write('POST', '/api/console/content/images', { image: Buffer.from(bytes).toString('base64') });

  it('stores an uploaded image by its content hash and refuses what is not an image, naming the field', async () => {
    const first = await upload(photo);
    expect(first.status).toBe(201);
    const { url, width, height } = first.json<{ url: string; width: number; height: number }>();
    expect(url).toMatch(/^\/photos\/bathurst-motors\/content\/f[0-9a-f]{16}$/);
    expect([width, height]).toEqual([64, 48]);
    expect((await upload(photo)).json<{ url: string }>().url).toBe(url);
    const served = await bathurst()(`${url}?width=400`, { headers: { accept: 'image/webp' } });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const text = await upload('not an image at all');
    expect(text.status).toBe(415);
    expect(text.json<{ fields: Record<string, string> }>().fields).toHaveProperty('image');
    expect((await upload('')).status).toBe(400);
    const sales = await write(
      'POST',
      '/api/console/content/images',
      { image: photo.toString('base64') },
      'sales',
    );
    expect(sales.status).toBe(404);
    expect(await audited()).toContain(`content.image.upload ${url}`);
  });

  it('creates a page as a draft, publishes it, refuses a stale save with both versions, restores and deletes it', async () => {
    const { url } = (await upload(photo)).json<{ url: string }>();
    const page = {
      slug: 'spring-sale',
      title: 'Spring sale',
      blocks: [
        { id: 'h', type: 'heading', text: 'Spring sale', level: 1, tunes: { alignment: 'center' } },
        { id: 'img', type: 'image', src: url, alt: 'Our yard in spring' },
      ],
    };
    const created = await write('POST', '/api/console/pages', page);
    expect(created.status).toBe(201);
    expect(created.json<{ version: number }>().version).toBe(1);
    expect((await write('POST', '/api/console/pages', page)).status).toBe(409);
    const badSlug = await write('POST', '/api/console/pages', { ...page, slug: 'Spring Sale' });
    expect(badSlug.json<{ fields: Record<string, string> }>().fields).toHaveProperty('slug');
    // A draft nobody sees until it is published.
    expect((await publicPage('spring-sale')).status).toBe(404);
    expect((await write('POST', '/api/console/pages/spring-sale/publish', { version: 1 })).status).toBe(200);
    expect((await publicPage('spring-sale')).json<{ blocks: { type: string }[] }>().blocks[1]?.type).toBe(
      'image',
    );

    // An image without alt text is refused, naming the field.
    const noAlt = await write('PUT', '/api/console/pages/spring-sale', {
      ...page,
      blocks: [{ id: 'img', type: 'image', src: url }],
      base_version: 1,
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['blocks[0].alt']);
    expect((await write('PUT', '/api/console/pages/spring-sale', { ...page })).status).toBe(400);

    const v2 = await write('PUT', '/api/console/pages/spring-sale', {
      ...page,
      title: 'Spring sale — now on',
      base_version: 1,
    });
    expect(v2.status).toBe(201);
    expect(v2.json<{ version: number }>().version).toBe(2);
    // The public still sees version 1; the console sees the draft and what is published.
    expect((await publicPage('spring-sale')).json<{ title: string }>().title).toBe('Spring sale');
    const draft = (await bathurst()('/api/console/pages/spring-sale', { headers: as('manager') })).json<{
      version: number;
      published: number;
    }>();
    expect(draft).toMatchObject({ version: 2, published: 1 });

    // Someone saves on version 1 after version 2 was saved: refused, the current version given back.
    const stale = await write('PUT', '/api/console/pages/spring-sale', {
      ...page,
      title: 'Lost edit',
      base_version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json<{ current: { version: number; title: string } }>().current).toMatchObject({
      version: 2,
      title: 'Spring sale — now on',
    });
    // Publishing a version that is not the newest is refused too.
    expect((await write('POST', '/api/console/pages/spring-sale/publish', { version: 1 })).status).toBe(409);

    const restored = await write('POST', '/api/console/pages/spring-sale/versions/1/restore');
    expect(restored.json<{ version: number; title: string }>()).toMatchObject({
      version: 3,
      title: 'Spring sale',
    });
    expect((await write('POST', '/api/console/pages/spring-sale/publish', { version: 3 })).status).toBe(200);
    expect((await publicPage('spring-sale')).json<{ version: number }>().version).toBe(3);

    expect((await write('DELETE', '/api/console/pages/spring-sale', undefined, 'sales')).status).toBe(404);
    expect((await write('DELETE', '/api/console/pages/spring-sale')).status).toBe(204);
    expect((await publicPage('spring-sale')).status).toBe(404);
    expect((await write('DELETE', '/api/console/pages/spring-sale')).status).toBe(404);
    const list = (await bathurst()('/api/console/pages', { headers: as('manager') })).json<{
      pages: { slug: string }[];
    }>();
    expect(list.pages.map((p) => p.slug)).not.toContain('spring-sale');
    expect(await audited()).toEqual(
      expect.arrayContaining([
        'content.page.create spring-sale',
        'content.page.publish spring-sale',
        'content.page.save spring-sale',
        'content.page.restore spring-sale',
        'content.page.delete spring-sale',
      ]),
    );
  });

  it('keeps a seeded page public at its version while a draft of it is edited', async () => {
    const before = (await publicPage('service')).json<{ version: number; title: string }>();
    const saved = await write('PUT', '/api/console/pages/service', {
      title: 'Service draft',
      blocks: [{ id: 'x', type: 'heading', text: 'Draft' }],
      base_version: before.version,
    });
    expect(saved.status).toBe(201);
    expect((await publicPage('service')).json<{ title: string }>().title).toBe(before.title);
  });

  it('shows a dated promotion only between its dates in the site’s time zone; deleting is audited', async () => {
    const { url } = (await upload(photo)).json<{ url: string }>();
    const promotion = {
      key: 'easter-sale',
      title: 'Easter sale',
      subtitle: 'Four days only',
      alt: 'Easter sale banner',
      image_url: url,
      href: '/search/used-cars',
      starts_on: '2026-04-03',
      ends_on: '2026-04-06',
    };
    const bad = await write('POST', '/api/console/dated-promotions', {
      ...promotion,
      alt: '',
      ends_on: '2026-04-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('alt');
    const backwards = await write('POST', '/api/console/dated-promotions', {
      ...promotion,
      ends_on: '2026-04-01',
    });
    expect(Object.keys(backwards.json<{ fields: Record<string, string> }>().fields)).toEqual(['ends_on']);
    // A last day with no day after (9999-12-31) was stored and then failed every page of the site.
    const endless = await write('POST', '/api/console/dated-promotions', {
      ...promotion,
      key: 'forever',
      ends_on: '9999-12-31',
    });
    expect(endless.status).toBe(400);
    expect(Object.keys(endless.json<{ fields: Record<string, string> }>().fields)).toEqual(['ends_on']);
    expect((await bathurst()('/api/websites/116/promotions.json?version=2')).status).toBe(200);
    expect((await write('POST', '/api/console/dated-promotions', promotion)).status).toBe(201);
    expect((await write('POST', '/api/console/dated-promotions', promotion)).status).toBe(409);

    expect(await promotionKeys()).toEqual([]);
    // 2026-04-02 23:59 in Sydney (UTC+11): not yet.
    clock = Date.parse('2026-04-02T12:59:00Z');
    expect(await promotionKeys()).toEqual([]);
    // Midnight 2026-04-03 in Sydney: shown.
    clock = Date.parse('2026-04-02T13:00:00Z');
    expect(await promotionKeys()).toEqual(['easter-sale']);
    // 2026-04-06 23:59 in Sydney (daylight saving ended on the 5th: UTC+10): still shown.
    clock = Date.parse('2026-04-06T13:59:00Z');
    expect(await promotionKeys()).toEqual(['easter-sale']);
    clock = Date.parse('2026-04-06T14:00:00Z');
    expect(await promotionKeys()).toEqual([]);

    // Back to March (the staff's sessions are of then).
    clock = Date.parse('2026-03-09T23:00:00Z');
    const listed = (await bathurst()('/api/console/dated-promotions', { headers: as('manager') })).json<{
      promotions: { key: string; shown: boolean }[];
    }>();
    expect(listed.promotions).toEqual([expect.objectContaining({ key: 'easter-sale', shown: false })]);
    expect((await write('DELETE', '/api/console/dated-promotions/easter-sale')).status).toBe(204);
    expect((await write('DELETE', '/api/console/dated-promotions/easter-sale')).status).toBe(404);
    expect(await audited()).toEqual(
      expect.arrayContaining([
        'content.promotion.create easter-sale',
        'content.promotion.delete easter-sale',
      ]),
    );
  });
});
