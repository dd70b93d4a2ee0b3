import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentGeneration, contentInstants } from '../content/content-version.js';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Editing a dated promotion in the console (#33 item 7), over real HTTP and PGlite with a clock the test
 * moves: words, link, a re-uploaded banner and the dates change on the version the form was loaded at
 * (409 with the current one otherwise, nothing written); the website shows the edit between the new
 * dates only (Bathurst: Australia/Sydney); the site's cached pages are drawn again, bounded by the new
 * dates; each edit audited with what it changed.
 */

interface Entry {
  action: string;
  target: { type: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface Shown {
  key: string;
  kind: string;
  title: string;
  image: { url: string };
  href: string;
}

describe('console: editing a dated promotion', () => {
  let server: TestServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  // 2026-03-10 10:00 in Sydney (UTC+11).
  const MARCH = Date.parse('2026-03-09T23:00:00Z');
  let clock = MARCH;
  const bathurst = () => server.site('bathurst-motors');
  const write = (method: string, path: string, json?: unknown, who = 'manager') =>
    bathurst()(path, { method, ...(json === undefined ? {} : { json }), headers: as(who, BATHURST_ORIGIN) });
  const shown = async () =>
    (await bathurst()('/api/websites/116/promotions.json?version=2'))
      .json<{ promotions: Shown[] }>()
      .promotions.filter((p) => p.kind === 'dealer');
  const banner = async (background: string) => {
    const png = await sharp({ create: { width: 96, height: 27, channels: 3, background } })
      .png()
      .toBuffer();
    const uploaded = await write('POST', '/api/console/content/images', { image: png.toString('base64') });
    return uploaded.json<{ url: string }>().url;
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => new Date(clock), inventorySize: { 'bathurst-motors': 4 } });
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('edits words, link, banner and dates on the version it was loaded at; the website follows the new dates', async () => {
    const red = await banner('#c33');
    const promotion = {
      key: 'easter-sale',
      title: 'Easter sale',
      subtitle: 'Four days only',
      alt: 'Easter sale banner',
      image_url: red,
      href: '/search/used-cars',
      starts_on: '2026-04-03',
      ends_on: '2026-04-06',
    };
    expect((await write('POST', '/api/console/dated-promotions', promotion)).status).toBe(201);
    const listed = (await bathurst()('/api/console/dated-promotions', { headers: as('manager') })).json<{
      promotions: { key: string; version: number }[];
    }>();
    expect(listed.promotions).toEqual([expect.objectContaining({ key: 'easter-sale', version: 1 })]);

    const { key: _key, ...fields } = promotion;
    const generation = contentGeneration('bathurst-motors');
    const blue = await banner('#33c');
    const edit = {
      ...fields,
      title: 'Easter long weekend',
      subtitle: 'Friday to Tuesday',
      alt: 'Blue Easter banner',
      image_url: blue,
      href: '/search/new-cars',
      starts_on: '2026-04-10',
      ends_on: '2026-04-12',
      base_version: 1,
    };
    const saved = await write('PUT', '/api/console/dated-promotions/easter-sale', edit);
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({
      key: 'easter-sale',
      version: 2,
      title: 'Easter long weekend',
      changed: true,
      shown: false,
    });
    // The kept pages are drawn again, and bounded by the new dates (midnight 10 April, midnight 13 April in Sydney, UTC+10).
    expect(contentGeneration('bathurst-motors')).toBeGreaterThan(generation);
    expect(contentInstants('bathurst-motors', new Date(clock))).toEqual([
      Date.parse('2026-04-09T14:00:00Z'),
      Date.parse('2026-04-12T14:00:00Z'),
    ]);

    // The old dates no longer show it; the new ones do, with the new words, link and banner.
    clock = Date.parse('2026-04-04T00:00:00Z');
    expect(await shown()).toEqual([]);
    clock = Date.parse('2026-04-09T14:00:00Z');
    expect(await shown()).toEqual([
      expect.objectContaining({
        key: 'easter-sale',
        title: 'Easter long weekend',
        href: '/search/new-cars',
        image: expect.objectContaining({ url: blue }),
      }),
    ]);
    clock = Date.parse('2026-04-12T14:00:00Z');
    expect(await shown()).toEqual([]);
    clock = MARCH;

    // A colleague's form loaded at version 1: refused with both versions, nothing written.
    const stale = await write('PUT', '/api/console/dated-promotions/easter-sale', {
      ...edit,
      title: 'Lost edit',
    });
    expect(stale.status).toBe(409);
    expect(stale.json<{ error: string; current: Record<string, unknown> }>()).toMatchObject({
      error: expect.stringMatching(/changed by someone else/),
      current: { version: 2, title: 'Easter long weekend', image_url: blue },
    });
    // The same form again: nothing changed, nothing audited, the version stays.
    const same = await write('PUT', '/api/console/dated-promotions/easter-sale', {
      ...edit,
      base_version: 2,
    });
    expect(same.json()).toMatchObject({ version: 2, changed: false });

    const entries = (await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') }))
      .json<{ entries: Entry[] }>()
      .entries.filter((e) => e.action === 'content.promotion.edit');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: { type: 'promotion', id: 'easter-sale' },
      before: { title: 'Easter sale', image_url: red, starts_on: '2026-04-03', ends_on: '2026-04-06' },
      after: {
        title: 'Easter long weekend',
        image_url: blue,
        starts_on: '2026-04-10',
        ends_on: '2026-04-12',
      },
    });
  });

  it('refuses bad input naming the field, an unknown promotion and people who may not edit content', async () => {
    const put = (json: unknown, who = 'manager', key = 'easter-sale') =>
      write('PUT', `/api/console/dated-promotions/${key}`, json, who);
    const current = (await bathurst()('/api/console/dated-promotions', { headers: as('manager') })).json<{
      promotions: (Record<string, unknown> & { version: number })[];
    }>().promotions[0] as Record<string, unknown>;
    const { key: _key, shown: _shown, version, ...fields } = current;
    const fieldsOf = async (json: unknown) =>
      Object.keys((await put(json)).json<{ fields: Record<string, string> }>().fields);
    expect(await fieldsOf({ ...fields, title: '', base_version: version })).toEqual(['title']);
    expect(await fieldsOf({ ...fields, ends_on: '2026-04-01', base_version: version })).toEqual(['ends_on']);
    expect(await fieldsOf({ ...fields, starts_on: '2026-02-30', base_version: version })).toEqual([
      'starts_on',
    ]);
    expect(await fieldsOf({ ...fields, href: 'javascript:alert(1)', base_version: version })).toEqual([
      'href',
    ]);
    expect(await fieldsOf(fields)).toEqual(['base_version']);
    expect((await put({ ...fields, base_version: version })).status).toBe(200);
    expect((await put({ ...fields, base_version: version }, 'manager', 'no-such-promotion')).status).toBe(
      404,
    );
    expect((await put({ ...fields, title: 'Sales edit', base_version: version }, 'sales')).status).toBe(404);
    expect((await put('not json')).status).toBe(400);
  });
});
