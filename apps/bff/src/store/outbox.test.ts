import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from './leads.js';
import { insertOutbox, Outbox } from './outbox.js';
import type { SqlDatabase } from './sql.js';
import { newTestLead, openTestDatabase, storeKinds } from './testing.js';

describe.each(storeKinds)('outbox on %s', (kind) => {
  let db: SqlDatabase;
  let close: () => Promise<void>;
  let outbox: Outbox;
  let lead: string;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(kind));
    outbox = new Outbox(db);
    // A lead written as 'stored' (nothing to deliver): the rows under test are the ones added here.
    lead = (
      await db.transaction((tx) =>
        insertLead(
          tx,
          newTestLead('site-a', { outbox: { topic: 'lead.created', payload: {}, status: 'stored' } }),
        ),
      )
    ).id;
  }, 60_000);
  afterAll(() => close?.());

  const rowsOf = async () =>
    (await db.query<{ id: string; status: string }>('SELECT id, status FROM outbox ORDER BY created_at'))
      .rows;

  it('should add a row only when its transaction commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await insertOutbox(tx, 'site-a', lead, 'lead.updated', {});
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await outbox.forLead(lead)).toEqual([{ status: 'stored', attempts: 0, topic: 'lead.created' }]);
    await db.transaction((tx) => insertOutbox(tx, 'site-a', lead, 'lead.updated', { n: 1 }));
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
    expect(rows[0]?.delivered_at).not.toBeNull();

    await db.transaction((tx) => insertOutbox(tx, 'site-a', lead, 'lead.quarantined', {}));
    const added = (await rowsOf()).at(-1);
    await outbox.settle([added?.id as string], 'held');
    expect((await outbox.forLead(lead)).at(-1)).toEqual({
      status: 'held',
      attempts: 0,
      topic: 'lead.quarantined',
    });
    expect(await outbox.claim(10)).toEqual([]);
  });
});
