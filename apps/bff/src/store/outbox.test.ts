import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from './leads.js';
import { insertOutbox, Outbox } from './outbox.js';
import { newTestLead, storeKinds, useTestDatabase } from './testing.js';

const AT = new Date('2026-11-28T11:30:00Z');

describe.each(storeKinds)('outbox on %s', (kind) => {
  const db = useTestDatabase(kind);
  let outbox: Outbox;
  let lead: string;
  beforeAll(async () => {
    outbox = new Outbox(db, () => AT);
    // A lead written as 'stored' (nothing to deliver): the rows under test are the ones added here.
    lead = (
      await db.transaction((tx) =>
        insertLead(
          tx,
          newTestLead('site-a', { outbox: { topic: 'lead.created', payload: {}, status: 'stored' } }),
          AT,
        ),
      )
    ).id;
  }, 60_000);

  const rowsOf = async () =>
    (await db.query<{ id: string; status: string }>('SELECT id, status FROM outbox ORDER BY created_at, seq'))
      .rows;

  it('should add a row only when its transaction commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await insertOutbox(tx, { site: 'site-a', leadId: lead, topic: 'lead.updated', payload: {}, at: AT });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await outbox.forLead(lead)).toEqual([{ status: 'stored', attempts: 0, topic: 'lead.created' }]);
    await db.transaction((tx) =>
      insertOutbox(tx, { site: 'site-a', leadId: lead, topic: 'lead.updated', payload: { n: 1 }, at: AT }),
    );
    expect((await outbox.forLead(lead))[1]).toEqual({
      status: 'pending',
      attempts: 0,
      topic: 'lead.updated',
    });
  });

  it('should hand a due row to one claimer under a lease, and again once the lease ends', async () => {
    const claimed = await outbox.claim(10, 60);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({
      site_slug: 'site-a',
      topic: 'lead.updated',
      payload: { n: 1 },
      attempts: 1,
    });
    expect(await outbox.claim(10, 60)).toEqual([]);
    await db.query("UPDATE outbox SET next_attempt_at = now() - interval '1 second'");
    expect((await outbox.claim(10, 60))[0]?.attempts).toBe(2);
  });

  it('should record a retry, a delivery and settled rows', async () => {
    const row = (await rowsOf()).find((r) => r.status === 'sending');
    if (!row) throw new Error('no row being sent');
    await outbox.mark(row.id, { status: 'retrying', error: 'CRM 503', retryInSeconds: 3600 });
    expect(await outbox.claim(10)).toEqual([]);
    await outbox.mark(row.id, { status: 'delivered' });
    const { rows } = await db.query<{ status: string; delivered_at: unknown; last_error: string | null }>(
      'SELECT status, delivered_at, last_error FROM outbox WHERE id = $1',
      [row.id],
    );
    expect(rows[0]).toMatchObject({ status: 'delivered', last_error: null });
    expect(new Date(rows[0]?.delivered_at as string).toISOString()).toBe(AT.toISOString());

    await db.transaction((tx) =>
      insertOutbox(tx, { site: 'site-a', leadId: lead, topic: 'lead.quarantined', payload: {}, at: AT }),
    );
    const added = (await rowsOf()).at(-1);
    await outbox.settle([added?.id as string], 'held');
    expect((await outbox.forLead(lead)).at(-1)).toEqual({
      status: 'held',
      attempts: 0,
      topic: 'lead.quarantined',
    });
    expect(await outbox.claim(10)).toEqual([]);
  });

  it('should log an attempt and set its row’s status together, or do neither', async () => {
    // A destination's row (as fanOut makes them): attempts are logged per channel and target.
    await db.query(
      `INSERT INTO outbox (id, site_slug, lead_id, topic, payload, status, channel, target, created_at)
       VALUES ($1, 'site-a', $2, 'lead.updated', '{}', 'pending', 'webhook', 'https://crm.example/leads', $3)`,
      [randomUUID(), lead, AT.toISOString()],
    );
    const [row] = await outbox.claim(10, 60);
    if (!row) throw new Error('no row claimed');
    // A back-off PostgreSQL cannot read as an interval fails the status change: no log line either.
    await expect(
      outbox.settleAttempt(row, 'retrying', {
        status: 'retrying',
        error: 'HTTP 500',
        retryInSeconds: Number.NaN,
      }),
    ).rejects.toThrow();
    expect(await outbox.deliveryLog('site-a', lead)).toEqual([]);
    expect((await outbox.forLead(lead)).at(-1)).toMatchObject({ status: 'sending' });
    await outbox.settleAttempt(row, 'delivered', { status: 'delivered' });
    expect(await outbox.deliveryLog('site-a', lead)).toMatchObject([
      { outbox_id: row.id, attempt: 1, result: 'delivered', error: null },
    ]);
    expect((await outbox.forLead(lead)).at(-1)).toMatchObject({ status: 'delivered' });
  });
});
