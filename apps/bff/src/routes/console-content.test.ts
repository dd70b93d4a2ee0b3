import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../store/testing.js';
import { type AuditRefusingServer, startAuditRefusingServer } from '../testing/audit-refusal.js';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { dealerAuth, type TestServer } from '../testing/server.js';

/**
 * Console, content: page-builder saves and restores commit with their audit row in one transaction, on
 * PGlite and (DATABASE_URL set) PostgreSQL. The database's audit_log refuses every entry about the page
 * `parts` (a real CHECK constraint), so a console write of that page meets a genuine failure.
 */

if (!process.env.DATABASE_URL)
  console.info('[console content] DATABASE_URL is not set: PostgreSQL run skipped.');

const NOT_SAVED =
  'The page was not saved, and nothing was changed: the change and its audit log entry could not be stored. Please try again in a moment.';

const page = (title: string) => ({
  title,
  blocks: [{ id: 'intro', type: 'rich_text', html: `<p>${title}</p>` }],
});

interface Entry {
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
}

describe.each(storeKinds)('console pages on %s', (kind) => {
  let refusing: AuditRefusingServer;
  let server: TestServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const bathurst = () => server.site('bathurst-motors');
  const put = (slug: string, json: unknown) =>
    bathurst()(`/api/console/pages/${slug}`, {
      method: 'PUT',
      json,
      headers: as('manager', BATHURST_ORIGIN),
    });
  const restore = (slug: string, version: number) =>
    bathurst()(`/api/console/pages/${slug}/versions/${version}/restore`, {
      method: 'POST',
      headers: as('manager', BATHURST_ORIGIN),
    });
  const current = async (slug: string) =>
    (await bathurst()(`/api/console/pages/${slug}`, { headers: as('manager') })).json<{
      version: number;
      title: string;
    }>();
  const entries = async (slug: string) =>
    (await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') }))
      .json<{ entries: Entry[] }>()
      .entries.filter((entry) => entry.target.type === 'page' && entry.target.id === slug);

  beforeAll(async () => {
    refusing = await startAuditRefusingServer(kind, `target_type = 'page' AND target_id = 'parts'`, {
      inventorySize: { 'bathurst-motors': 6 },
    });
    server = refusing.server;
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await refusing?.close();
  });

  it('saves and restores a page with its audit row; an unchanged save logs nothing', async () => {
    expect((await current('service')).version).toBe(1);
    const saved = await put('service', { ...page('Book a service'), base_version: 1 });
    expect(saved.status).toBe(201);
    expect((await put('service', { ...page('Book a service'), base_version: 2 })).status).toBe(200);
    expect((await restore('service', 1)).status).toBe(201);
    expect((await current('service')).version).toBe(3);
    // The test clock stands still: the entries share one time, so they are compared by action.
    const logged = (await entries('service')).map(({ action, before, after }) => ({ action, before, after }));
    expect(logged.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'content.page.restore', before: { version: 2 }, after: { version: 3, restoredFrom: 1 } },
      { action: 'content.page.save', before: { version: 1 }, after: { version: 2 } },
    ]);
  });

  it('keeps the page as it was when the save’s audit row is refused, and says nothing changed', async () => {
    const before = await current('parts');
    const res = await put('parts', { ...page('Parts, half price'), base_version: before.version });
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ error: string }>().error).toBe(NOT_SAVED);
    expect(refusing.log.some((line) => line.includes('/api/console/pages/parts not saved'))).toBe(true);
    expect(await current('parts')).toEqual(before);
    const versions = await bathurst()('/api/console/pages/parts/versions', { headers: as('manager') });
    expect(versions.json<{ versions: unknown[] }>().versions).toHaveLength(1);
    const shown = await bathurst()('/api/websites/116/pages/parts.json');
    expect(shown.json<{ title: string }>().title).toBe(before.title);
    expect(await entries('parts')).toEqual([]);
  });

  it('keeps the page as it was when the restore’s audit row is refused', async () => {
    // A second version through the dealer page API (which keeps no audit log), to restore from.
    const dealerSave = await bathurst()('/api/dealer/pages/parts', {
      method: 'PUT',
      json: page('Parts and accessories'),
      headers: { ...dealerAuth('bathurst-motors'), ...BATHURST_ORIGIN },
    });
    expect(dealerSave.status).toBe(201);
    const res = await restore('parts', 1);
    expect(res.status).toBe(503);
    expect(res.json<{ error: string }>().error).toBe(NOT_SAVED);
    expect(await current('parts')).toMatchObject({ version: 2, title: 'Parts and accessories' });
    expect(await entries('parts')).toEqual([]);
  });
});
