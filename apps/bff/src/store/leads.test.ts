import { beforeAll, describe, expect, it } from 'vitest';
import { insertLead, Leads, updateLead } from './leads.js';
import { Outbox } from './outbox.js';
import { newTestLead, storeKinds, useTestDatabase } from './testing.js';

/** Saturday night in Sydney: the server's clock, whatever the database machine's clock reads. */
const AT = new Date('2026-11-28T11:30:00Z');
const LATER = new Date('2026-11-29T02:00:00Z');

describe.each(storeKinds)('leads on %s', (kind) => {
  const db = useTestDatabase(kind);
  let leads: Leads;
  beforeAll(async () => {
    leads = new Leads(db);
  }, 60_000);

  const update = (id: string, token: string, extra: { consent?: boolean } = {}) =>
    db.transaction((tx) =>
      updateLead(
        tx,
        {
          site: 'site-a',
          id,
          token,
          data: { message: 'hi' },
          leadStatus: 'Complete',
          formCompleted: true,
          consent: extra.consent ? { noticeVersion: '2025-02', purposes: { marketing: false } } : null,
          outbox: { topic: 'lead.updated', payload: {} },
        },
        LATER,
      ),
    );

  it('should append a consent record on an update that carries one, and keep the first', async () => {
    const { id, updateToken } = await db.transaction((tx) => insertLead(tx, newTestLead('site-a'), AT));
    expect(await update(id, updateToken, { consent: true })).toEqual({ revision: 2 });
    expect((await leads.consentRecords(id)).map((r) => r.notice_version)).toEqual(['2025-01', '2025-02']);
    expect(await leads.get('site-a', id)).toMatchObject({ lead_status: 'Complete', revision: 2 });
    expect(await leads.get('site-b', id)).toBeNull();
  });

  it("should stamp a lead, its consent and its outbox rows with the server's clock, not the database's", async () => {
    const { id, updateToken } = await db.transaction((tx) => insertLead(tx, newTestLead('site-a'), AT));
    await update(id, updateToken, { consent: true });
    expect(await leads.get('site-a', id)).toMatchObject({
      created_at: AT.toISOString(),
      updated_at: LATER.toISOString(),
    });
    expect((await leads.consentRecords(id)).map((r) => new Date(r.recorded_at).toISOString())).toEqual([
      AT.toISOString(),
      LATER.toISOString(),
    ]);
    const { rows } = await db.query<{ created_at: Date | string }>(
      'SELECT created_at FROM outbox WHERE lead_id = $1 ORDER BY created_at',
      [id],
    );
    expect(rows.map((r) => new Date(r.created_at).toISOString())).toEqual([
      AT.toISOString(),
      LATER.toISOString(),
    ]);
  });

  it('should keep a quarantined lead held back from the CRM when it is updated', async () => {
    const { id, updateToken } = await db.transaction((tx) =>
      insertLead(
        tx,
        newTestLead('site-a', {
          quarantineReason: 'honeypot',
          outbox: { topic: 'lead.quarantined', payload: {}, status: 'held' },
        }),
        AT,
      ),
    );
    await update(id, updateToken);
    expect(await new Outbox(db).forLead(id)).toEqual([
      { status: 'held', attempts: 0, topic: 'lead.quarantined' },
      { status: 'held', attempts: 0, topic: 'lead.quarantined' },
    ]);
    expect((await leads.list('site-a')).find((l) => l.id === id)).toMatchObject({
      quarantined: true,
      delivery_status: 'held',
    });
  });

  it('should count leads per site and in all', async () => {
    await db.transaction((tx) => insertLead(tx, newTestLead('site-z', { consent: null }), AT));
    expect(await leads.count('site-z')).toBe(1);
    expect(await leads.count()).toBe(4);
  });
});
