import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';

const lead = (extra: Record<string, unknown> = {}) => ({
  lead: {
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '2000',
    category: 'General Enquiry',
    dealership_slug: 'harbour-toyota',
    website_slug: 'harbour-auto',
    message: 'Is it still available?',
    opt_in: true,
    ...extra,
  },
});

describe('leads routes (§7 lead calls)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { leads: { limit: 40, windowMs: 60_000 } } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const harbour = () => server.site('harbour-auto');

  it('should create a lead with 201 {id, update_token} and no-store', async () => {
    const res = await harbour()('/api/leads', { method: 'POST', json: lead() });
    expect(res.status).toBe(201);
    const body = res.json<{ id: string; update_token: string }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(body.update_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('should never show the update token in the dealer inbox', async () => {
    const res = await harbour()('/api/leads', { method: 'POST', json: lead() });
    const { id, update_token } = res.json<{ id: string; update_token: string }>();
    const inbox = await harbour()('/api/dealer/leads', {
      headers: {
        authorization: `Basic ${Buffer.from(`harbour-auto:${testDealerPassword('harbour-auto')}`).toString('base64')}`,
      },
    });
    expect(inbox.text).not.toContain(update_token);
    expect(inbox.json<{ leads: { id: string }[] }>().leads.some((l) => l.id === id)).toBe(true);
  });

  it('should answer bad input with 400 {error, fields} naming each field (§5)', async () => {
    const bad = await harbour()('/api/leads', {
      method: 'POST',
      json: lead({ email: 'not-an-email', postcode: '12' }),
    });
    expect(bad.status).toBe(400);
    const body = bad.json<{ error: string; fields: Record<string, string> }>();
    expect(body.fields['lead.email']).toBe('invalid email address');
    expect(body.fields['lead.postcode']).toBe('Invalid postcode. Please enter a 4-digit number.');

    const shape = await harbour()('/api/leads', { method: 'POST', json: { lead: { step_number: 'two' } } });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.json<{ fields: Record<string, string> }>().fields)).toContain(
      'lead.step_number',
    );

    // Issue 29: money fields are amounts, the budget within the range the finance form states.
    const money = await harbour()('/api/leads', {
      method: 'POST',
      json: lead({ category: 'Finance', purchasePriceBudget: 'abc', 'Deposit Amount': 'some' }),
    });
    expect(money.status).toBe(400);
    expect(money.json<{ fields: Record<string, string> }>().fields).toEqual({
      'lead.purchasePriceBudget': 'Please enter a budget from $5,000 to $150,000.',
      'lead.Deposit Amount': 'Please enter an amount in dollars, for example 25000.',
    });

    const notJson = await harbour()('/api/leads', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const noEnvelope = await harbour()('/api/leads', { method: 'POST', json: { name: 'x' } });
    expect(noEnvelope.status).toBe(400);
    expect(noEnvelope.json<{ fields: Record<string, string> }>().fields).toHaveProperty('lead');
  });

  it('should refuse a lead naming another site, dealership or car (cross-tenant)', async () => {
    const res = await harbour()('/api/leads', {
      method: 'POST',
      json: lead({ website_slug: 'bayside-mazda', dealership_slug: 'bayside-mazda', car_id: 999_999_999 }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'lead.car_id',
      'lead.dealership_slug',
      'lead.website_slug',
    ]);
  });

  it('should refuse a body over the size limit with 413', async () => {
    const res = await harbour()('/api/leads', {
      method: 'POST',
      json: lead({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('should replay the first response for a repeated Idempotency-Key, and 422 for a different body', async () => {
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await harbour()('/api/leads', { method: 'POST', json: lead(), headers });
    const again = await harbour()('/api/leads', { method: 'POST', json: lead(), headers });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const different = await harbour()('/api/leads', {
      method: 'POST',
      json: lead({ message: 'other' }),
      headers,
    });
    expect(different.status).toBe(422);
  });

  it('should create exactly one lead for concurrent requests with one Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `race-${Date.now()}` };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => harbour()('/api/leads', { method: 'POST', json: lead(), headers })),
    );
    const ids = new Set(results.map((r) => r.json<{ id: string }>().id));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
  });

  it('should store one lead for one Idempotency-Key sent at once with different bodies, refusing the others', async () => {
    const headers = { 'idempotency-key': `race-different-${Date.now()}` };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        harbour()('/api/leads', { method: 'POST', json: lead({ message: `body ${i}` }), headers }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 422)).toBe(true);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    // Whatever raced, a retry of the winner's body is its replay and any other body a 422.
    const replays = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        harbour()('/api/leads', { method: 'POST', json: lead({ message: `body ${i}` }), headers }),
      ),
    );
    expect(replays.filter((r) => r.status === 201).map((r) => r.json<{ id: string }>().id)).toEqual([...ids]);
    expect(replays.filter((r) => r.status === 422)).toHaveLength(5);
  });

  it('should update a lead only with its update token (design: the id alone authorises nothing)', async () => {
    const created = (
      await harbour()('/api/leads', { method: 'POST', json: lead({ lead_status: 'Incomplete' }) })
    ).json<{
      id: string;
      update_token: string;
    }>();
    const path = `/api/leads/${created.id}`;
    const none = await harbour()(path, { method: 'PUT', json: lead() });
    expect(none.status).toBe(401);
    const wrong = await harbour()(path, {
      method: 'PUT',
      json: lead(),
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(wrong.status).toBe(403);
    const ok = await harbour()(path, {
      method: 'PUT',
      json: lead({ form_completed: true, message: 'Final' }),
      headers: { authorization: `Bearer ${created.update_token}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({ id: created.id });
    // Another site's host cannot touch it, even with the right token.
    const other = await server.site('bayside-mazda')(path, {
      method: 'PUT',
      json: { lead: { message: 'hijack' } },
      headers: { authorization: `Bearer ${created.update_token}` },
    });
    expect(other.status).toBe(404);
    const unknown = await harbour()('/api/leads/not-a-uuid', {
      method: 'PUT',
      json: lead(),
      headers: { authorization: `Bearer ${created.update_token}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('should store a honeypot-filled lead as quarantined, not drop it', async () => {
    const res = await harbour()('/api/leads', {
      method: 'POST',
      json: lead({ website: 'http://spam.example', message: 'bot' }),
    });
    expect(res.status).toBe(201);
    const { id } = res.json<{ id: string }>();
    const inbox = await harbour()('/api/dealer/leads', {
      headers: {
        authorization: `Basic ${Buffer.from(`harbour-auto:${testDealerPassword('harbour-auto')}`).toString('base64')}`,
      },
    });
    const found = inbox
      .json<{ leads: { id: string; quarantined: boolean }[] }>()
      .leads.find((l) => l.id === id);
    expect(found?.quarantined).toBe(true);
  });
});

describe('leads rate limit', () => {
  it('should answer 429 with Retry-After once a client passes the limit', async () => {
    const server = await startTestServer({ rateLimit: { leads: { limit: 2, windowMs: 60_000 } } });
    try {
      const client = server.site('bayside-mazda');
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 3; i++) {
        const res = await client('/api/leads', {
          method: 'POST',
          json: { lead: { name: 'A', category: 'General Enquiry' } },
        });
        statuses.push(res.status);
        retryAfter = res.headers['retry-after'];
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('leads persistence', () => {
  it('should keep acknowledged leads across a restart on the same data folder (PGlite)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bff-restart-'));
    try {
      const first = await startTestServer({ dataDir });
      const created = await first.site('kiwi-motors')('/api/leads', {
        method: 'POST',
        json: { lead: { name: 'Restart', category: 'General Enquiry' } },
      });
      expect(created.status).toBe(201);
      const { id, update_token } = created.json<{ id: string; update_token: string }>();
      await first.close();

      const second = await startTestServer({ dataDir });
      try {
        const inbox = await second.site('kiwi-motors')('/api/dealer/leads', {
          headers: {
            authorization: `Basic ${Buffer.from(`kiwi-motors:${testDealerPassword('kiwi-motors')}`).toString('base64')}`,
          },
        });
        expect(inbox.json<{ leads: { id: string }[] }>().leads.map((l) => l.id)).toContain(id);
        const update = await second.site('kiwi-motors')(`/api/leads/${id}`, {
          method: 'PUT',
          json: { lead: { name: 'Restart', message: 'after restart' } },
          headers: { authorization: `Bearer ${update_token}` },
        });
        expect(update.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('lead writes under load (group commit)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { leads: false } });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should answer 200 concurrent POSTs with 200 distinct stored leads', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        server.site('harbour-auto')('/api/leads', {
          method: 'POST',
          json: lead({ message: `load ${i}` }),
          headers: { 'idempotency-key': `load-${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const ids = new Set(results.map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(200);
    const inbox = await server.site('harbour-auto')('/api/dealer/leads?limit=1000', {
      headers: {
        authorization: `Basic ${Buffer.from(`harbour-auto:${testDealerPassword('harbour-auto')}`).toString('base64')}`,
      },
    });
    const stored = new Set(inbox.json<{ leads: { id: string }[] }>().leads.map((l) => l.id));
    expect([...ids].filter((id) => !stored.has(id))).toEqual([]);
  });
});
