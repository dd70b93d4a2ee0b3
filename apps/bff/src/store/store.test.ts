import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  describe('group commit', () => {
    it('should write 200 concurrent leads in a few transactions, each answered with its own lead', async () => {
      const transactions = vi.spyOn(store.db, 'transaction');
      let results: Awaited<ReturnType<Store['createLead']>>[];
      try {
        results = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            store.createLead('site-gc', `gc-${i}`, { i }, newLead('site-gc', { data: { i } })),
          ),
        );
        const ids = results.map((r) => String(r.body.id));
        expect(new Set(ids).size).toBe(200);
        expect(results.every((r) => r.status === 201 && !r.replayed)).toBe(true);
        expect(transactions.mock.calls.length).toBeLessThanOrEqual(5);
      } finally {
        transactions.mockRestore();
      }
      expect(await store.countLeads('site-gc')).toBe(200);
      const { rows } = await store.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM outbox o JOIN consent_records c ON c.lead_id = o.lead_id
          WHERE o.site_slug = 'site-gc'`,
      );
      expect(Number(rows[0]?.n)).toBe(200);
      // Each caller got the lead written with its own data.
      const lead = await store.getLead('site-gc', String(results[17]?.body.id));
      expect(lead?.data).toEqual({ i: 17 });
    });

    it('should group leads that arrive in separate I/O callbacks of one event-loop turn', async () => {
      // Like requests read from 20 sockets in one poll phase: PGlite answers in microtasks, so without
      // waiting for the check phase the first callback's commit would run alone, and so on for each.
      const transactions = vi.spyOn(store.db, 'transaction');
      try {
        const results = await Promise.all(
          Array.from(
            { length: 20 },
            (_, i) =>
              new Promise<Awaited<ReturnType<Store['createLead']>>>((resolve, reject) => {
                setTimeout(() => {
                  store.createLead('site-gt', `gt-${i}`, { i }, newLead('site-gt')).then(resolve, reject);
                }, 0);
              }),
          ),
        );
        expect(new Set(results.map((r) => r.body.id)).size).toBe(20);
        expect(transactions.mock.calls.length).toBeLessThanOrEqual(2);
      } finally {
        transactions.mockRestore();
      }
    });

    it('should keep Idempotency-Key semantics inside one batch (one lead, replay, conflict)', async () => {
      const settled = await Promise.allSettled([
        store.createLead('site-gi', 'same', { a: 1 }, newLead('site-gi')),
        store.createLead('site-gi', 'same', { a: 1 }, newLead('site-gi')),
        store.createLead('site-gi', 'same', { a: 2 }, newLead('site-gi')),
        store.createLead('site-gi', 'other', { a: 1 }, newLead('site-gi')),
        store.createLead('site-gi', null, { a: 1 }, newLead('site-gi')),
      ]);
      const [first, replay, conflict, other, unkeyed] = settled;
      if (first?.status !== 'fulfilled' || replay?.status !== 'fulfilled') throw new Error('not fulfilled');
      expect(first.value.replayed).toBe(false);
      expect(replay.value).toEqual({ ...first.value, replayed: true });
      expect(conflict).toMatchObject({ status: 'rejected' });
      expect(conflict?.status === 'rejected' && conflict.reason).toBeInstanceOf(IdempotencyConflictError);
      expect(other).toMatchObject({ status: 'fulfilled', value: { status: 201, replayed: false } });
      expect(unkeyed).toMatchObject({ status: 'fulfilled', value: { status: 201, replayed: false } });
      expect(await store.countLeads('site-gi')).toBe(3);
      // A later request with a key stored by the batch is a replay too.
      const later = await store.createLead('site-gi', 'same', { a: 1 }, newLead('site-gi'));
      expect(later).toEqual({ ...first.value, replayed: true });
    });

    it('should not fail a batch’s good leads because of one bad lead', async () => {
      // PostgreSQL refuses NUL in jsonb text: this row makes the batch statement fail.
      const bad = newLead('site-gb', { data: { message: 'nul \u0000 here' } });
      const settled = await Promise.allSettled([
        store.createLead('site-gb', 'g1', { n: 1 }, newLead('site-gb')),
        store.createLead('site-gb', 'bad', { n: 2 }, bad),
        store.createLead('site-gb', null, { n: 3 }, newLead('site-gb')),
        store.createLead('site-gb', 'g4', { n: 4 }, newLead('site-gb')),
      ]);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(await store.countLeads('site-gb')).toBe(3);
      // The failed key was not stored: the request can be retried.
      const { rows } = await store.db.query<{ n: string }>(
        "SELECT count(*) AS n FROM idempotency_keys WHERE site_slug = 'site-gb'",
      );
      expect(Number(rows[0]?.n)).toBe(2);
    });

    it('should commit leads queued before close, and keep them after a restart', async () => {
      const pending = Array.from({ length: 30 }, (_, i) =>
        store.createLead('site-gr', `gr-${i}`, { i }, newLead('site-gr')),
      );
      await store.close();
      const results = await Promise.all(pending);
      store = await Store.open(kind === 'postgres' ? { dataDir, databaseUrl, schema } : { dataDir });
      expect(await store.countLeads('site-gr')).toBe(30);
      const ids = new Set((await store.listLeads('site-gr')).map((l) => l.id));
      expect(results.every((r) => ids.has(String(r.body.id)))).toBe(true);
      expect(await store.createLead('site-gr', 'gr-3', { i: 3 }, newLead('site-gr'))).toEqual({
        ...results[3],
        replayed: true,
      });
    }, 60_000);
  });

  it('should write events recorded for later before it closes, and count them after a restart', async () => {
    const views = [1, 2, 3].map((car) => store.recordEventLater('site-ev', 'vdp_view', { car_id: car }));
    await store.close();
    await Promise.all(views);
    store = await Store.open(kind === 'postgres' ? { dataDir, databaseUrl, schema } : { dataDir });
    expect(await store.countEvents('site-ev', 'vdp_view')).toBe(3);
  }, 60_000);
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
