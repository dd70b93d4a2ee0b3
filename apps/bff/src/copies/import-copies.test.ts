import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleCsvFeed } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedTokenName } from '../http/feed-auth.js';
import { withSiteImportLock } from '../inventory/import-lock.js';
import { openPostgres, type SqlDatabase } from '../store/sql.js';
import { demoLogin, signIn } from '../testing/console.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';

/**
 * #35: one stock import per site at a time across two server copies on one PostgreSQL. While an import of
 * the site runs (held here exactly as a copy's import holds it: `withSiteImportLock`), a DMS push to copy
 * B (no wait) is refused with 409 and Retry-After, nothing changed; copy B's scheduled pull is put off a
 * minute without counting a failure; a push to copy A (which waits) goes through once the import ended;
 * then B's pull imports.
 */
const postgresUrl = await reachablePostgres('one stock import per site across two copies');

const GROUP = 'Central West Auto Group';
const SITE = 'bathurst-motors';
const TOKEN = 'bathurst-feed-token-0123456789abcdef';
const MINUTE = 60_000;

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

interface Pulled {
  pull: { nextAt: string; failures: number } | null;
  reports: { ok: boolean; error: string | null; summary: Record<string, unknown> }[];
}

describe.skipIf(!postgresUrl)('one stock import per site across two copies', () => {
  const schema = `bff_imports_${randomBytes(6).toString('hex')}`;
  const logs = { a: [] as string[], b: [] as string[] };
  let offset = 0;
  let a: TestServer;
  let b: TestServer;
  let db: SqlDatabase;
  let feed: Server;
  let feedUrl = '';

  beforeAll(async () => {
    process.env[feedTokenName(SITE)] = TOKEN;
    // The DMS's export the scheduled pull fetches: three cars the pushes do not have.
    feed = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/csv' }).end(sampleCsvFeed(3, 101)),
    );
    await new Promise<void>((done) => feed.listen(0, '127.0.0.1', done));
    feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/export/stock.csv`;
    const shared = {
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      inventorySize: { [SITE]: 5 },
      now: () => new Date(TEST_NOW.getTime() + offset),
      outbound: { allowLoopback: true },
    };
    a = await startTestServer({
      ...shared,
      stockImportWaitMs: 60_000,
      feedPulls: { tickMs: false },
      log: (line) => logs.a.push(line),
    });
    b = await startTestServer({
      ...shared,
      stockImportWaitMs: 0,
      feedPulls: { tickMs: 50 },
      log: (line) => logs.b.push(line),
    });
    db = await openPostgres(postgresUrl as string, { schema });
  }, 90_000);

  afterAll(async () => {
    delete process.env[feedTokenName(SITE)];
    await a?.close();
    await b?.close();
    await db?.close();
    await new Promise((done) => feed?.close(done));
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  const push = (server: TestServer, first: number) =>
    server.site(SITE)('/feeds/stock?mode=upsert', {
      method: 'POST',
      body: sampleCsvFeed(2, first),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv' },
    });
  const cars = async (server: TestServer) =>
    (await server.site(SITE)('/api/search')).json<{ hits: unknown[] }>().hits.length;

  it('should refuse or queue a second import of the site while one runs on another copy, never both at once', async () => {
    let end!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    // An import of the site running on a third copy (held as every copy's import holds it).
    const held = withSiteImportLock(db, SITE, async () => {
      started();
      await new Promise<void>((resolve) => {
        end = resolve;
      });
    });
    await running;

    // B waits for nobody: its push is refused at once, retryable, nothing changed.
    const refused = await push(b, 1);
    expect(refused.status).toBe(409);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json<{ error: string }>().error).toMatch(/An import of this site is running/);
    expect(await cars(b)).toBe(5);

    // B's scheduled pull falls due now: put off a minute, not counted as a failure of the feed.
    const admin = await signIn(a, demoLogin(a, GROUP, 'group_admin'), SITE);
    const saved = await admin.call(`/api/console/settings/feed-pull?site=${SITE}`, {
      method: 'PUT',
      json: { url: feedUrl, auth: { kind: 'none' }, intervalMinutes: 60, mode: 'upsert' },
    });
    expect(saved.status).toBe(200);
    const settings = async () =>
      (await admin.get(`/api/console/settings/feed-pull?site=${SITE}`)).json<Pulled>();
    const busy = await until('the pull found the import running', async () => {
      const found = await settings();
      return found.reports.length > 0 ? found : undefined;
    });
    expect(busy.reports[0]).toMatchObject({
      ok: false,
      error: expect.stringMatching(/import of this site is running/),
    });
    expect(busy.pull?.failures).toBe(0);
    expect(Date.parse(busy.pull?.nextAt ?? '')).toBe(TEST_NOW.getTime() + offset + MINUTE);

    // A waits for the running import, then applies its push.
    const queued = push(a, 11);
    await until('A waits for the import', async () =>
      logs.a.some((l) => l.includes('waiting for an import running on another copy')) ? true : undefined,
    );
    expect(await cars(a)).toBe(5);
    end();
    await held;
    const applied = await queued;
    expect(applied.status).toBe(200);
    expect(applied.json<{ added: unknown[] }>().added).toHaveLength(2);

    // A minute on, B pulls again and imports: every car on both copies.
    offset += MINUTE;
    const pulled = await until('B pulled and imported', async () => {
      const found = await settings();
      return found.reports[0]?.ok ? found : undefined;
    });
    expect(pulled.reports[0]?.summary).toMatchObject({ applied: true, added: 3 });
    await until('both copies show 10 cars', async () => {
      return (await cars(a)) === 10 && (await cars(b)) === 10 ? true : undefined;
    });
    expect(await push(b, 21).then((r) => r.status)).toBe(200);
  }, 90_000);
});
