import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/server.js';
import { sha256 } from './crypto.js';
import { migrate } from './migrations.js';
import { IdempotencyConflictError, type NewLead, Store } from './store.js';

const databaseUrl = process.env.DATABASE_URL;
const kinds: ('pglite' | 'postgres')[] = ['pglite'];
if (databaseUrl) kinds.push('postgres');
else
  console.info('[bff store] DATABASE_URL is not set: the PostgreSQL store tests were skipped (PGlite only).');

const newLead = (site: string, extra: Partial<NewLead> = {}): NewLead => ({
  site,
  dealershipSlug: 'd',
  category: 'General Enquiry',
  leadStatus: null,
  formCompleted: true,
  data: { name: 'Jo' },
  quarantineReason: null,
  consent: { noticeVersion: '2025-01', purposes: { marketing: true } },
  outbox: { topic: 'lead.created', payload: { event: 'lead.created' } },
  ...extra,
});

describe.each(kinds)('store on %s', (kind) => {
  let store: Store;
  let dataDir: string;
  const schema = `bff_test_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bff-store-'));
    store = await Store.open(kind === 'postgres' ? { dataDir, databaseUrl, schema } : { dataDir });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it('should run the migrations once (a second run applies nothing)', async () => {
    expect(store.kind).toBe(kind);
    expect(await migrate(store.db)).toEqual([]);
  });

  it('should write the lead, its consent record and its outbox row together, the token only hashed', async () => {
    const { id, updateToken } = await store.db.transaction((tx) => store.insertLead(tx, newLead('site-a')));
    const { rows } = await store.db.query<{ update_token_hash: string; data: string }>(
      'SELECT update_token_hash, data::text FROM leads WHERE id = $1',
      [id],
    );
    expect(rows[0]?.update_token_hash).toBe(sha256(updateToken));
    expect(JSON.stringify(rows)).not.toContain(updateToken);
    expect(await store.consentRecords(id)).toMatchObject([
      { notice_version: '2025-01', purposes: { marketing: true } },
    ]);
    expect(await store.outboxFor(id)).toEqual([{ status: 'pending', attempts: 0, topic: 'lead.created' }]);
  });

  it('should leave nothing behind when the transaction fails half way', async () => {
    const before = await store.countLeads('site-rollback');
    await expect(
      store.db.transaction(async (tx) => {
        await store.insertLead(tx, newLead('site-rollback'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.countLeads('site-rollback')).toBe(before);
  });

  it('should replay an idempotent write, refuse a different request under the same key, and create once under a race', async () => {
    const write = (body: unknown) =>
      store.idempotent('site-b', 'key-1', body, async (tx) => {
        const { id, updateToken } = await store.insertLead(tx, newLead('site-b'));
        return { status: 201, body: { id, update_token: updateToken } };
      });
    const first = await write({ a: 1 });
    const replay = await write({ a: 1 });
    expect(replay).toEqual({ ...first, replayed: true });
    await expect(write({ a: 2 })).rejects.toBeInstanceOf(IdempotencyConflictError);
    const race = await Promise.all(
      Array.from({ length: 6 }, () =>
        store.idempotent('site-b', 'key-race', { r: 1 }, async (tx) => {
          const { id } = await store.insertLead(tx, newLead('site-b'));
          return { status: 201, body: { id } };
        }),
      ),
    );
    expect(new Set(race.map((r) => r.body.id)).size).toBe(1);
    expect(await store.countLeads('site-b')).toBe(2);
    // The stored response is sealed: the key's hash and ciphertext only.
    const { rows } = await store.db.query<{ key: string; response: unknown }>(
      "SELECT key, response FROM idempotency_keys WHERE site_slug = 'site-b'",
    );
    expect(JSON.stringify(rows)).not.toContain('key-1');
    expect(JSON.stringify(rows)).not.toContain(String(first.body.update_token));
  });

  it('should update a lead only with the right token and only on its own site', async () => {
    const { id, updateToken } = await store.db.transaction((tx) => store.insertLead(tx, newLead('site-c')));
    const update = (site: string, token: string) =>
      store.db.transaction((tx) =>
        store.updateLead(tx, {
          site,
          id,
          token,
          data: { message: 'hi' },
          leadStatus: null,
          formCompleted: true,
          consent: null,
          outbox: { topic: 'lead.updated', payload: {} },
        }),
      );
    expect(await update('site-c', 'wrong-token-wrong-token')).toBe('forbidden');
    expect(await update('site-other', updateToken)).toBe('not_found');
    expect(await update('site-c', updateToken)).toEqual({ revision: 2 });
    expect((await store.getLead('site-c', id))?.data).toEqual({ name: 'Jo', message: 'hi' });
  });

  it('should list only the site’s leads, newest first, with delivery state', async () => {
    await store.db.transaction((tx) => store.insertLead(tx, newLead('site-d', { data: { n: 1 } })));
    await new Promise((r) => setTimeout(r, 5));
    await store.db.transaction((tx) => store.insertLead(tx, newLead('site-d', { data: { n: 2 } })));
    const leads = await store.listLeads('site-d');
    expect(leads.map((l) => l.data.n)).toEqual([2, 1]);
    expect(leads.every((l) => l.site_slug === 'site-d' && l.delivery_status === 'pending')).toBe(true);
  });

  it('should claim due outbox rows once, with a lease', async () => {
    await store.db.query("UPDATE outbox SET status = 'delivered'");
    const { id } = await store.db.transaction((tx) => store.insertLead(tx, newLead('site-e')));
    const [first, second] = await Promise.all([store.claimOutbox(10), store.claimOutbox(10)]);
    const claimed = [...(first ?? []), ...(second ?? [])].filter((r) => r.lead_id === id);
    expect(claimed).toHaveLength(1);
    expect(await store.claimOutbox(10)).toEqual([]);
    await store.markOutbox(claimed[0]!.id, { status: 'retrying', error: 'HTTP 500', retryInSeconds: 0 });
    expect((await store.claimOutbox(10)).map((r) => r.attempts)).toEqual([2]);
  });
});

describe.runIf(Boolean(databaseUrl))('server on PostgreSQL', () => {
  it('should take a lead over HTTP into PostgreSQL when DATABASE_URL is given', async () => {
    const schema = `bff_http_${randomBytes(6).toString('hex')}`;
    const server = await startTestServer({ databaseUrl, databaseSchema: schema });
    try {
      expect((await server.index('/api/health')).json()).toMatchObject({ store: 'postgres' });
      const res = await server.site('kiwi-motors')('/api/leads', {
        method: 'POST',
        json: { lead: { name: 'PG', category: 'General Enquiry' } },
      });
      expect(res.status).toBe(201);
    } finally {
      await server.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
});
