import { describe, expect, it } from 'vitest';
import { abandonQuietLeads, updateTopic } from './lead-completion.js';
import { insertLead, updateLead } from './leads.js';
import { newTestLead, storeKinds, useTestDatabase } from './testing.js';

// The app clock of these tests: nothing here reads the system clock or SQL now().
const t0 = new Date('2026-12-01T00:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('updateTopic', () => {
  it('should make the first finishing update the CRM’s lead.created and every other one step progress', () => {
    expect(updateTopic(false, true)).toBe('lead.created');
    expect(updateTopic(false, false)).toBe('lead.updated');
    expect(updateTopic(true, true)).toBe('lead.updated');
  });
});

describe.each(storeKinds)('quiet timers on %s', (kind) => {
  const db = useTestDatabase(kind);

  const startLead = (site: string, quarantined = false) =>
    db.transaction((tx) =>
      insertLead(
        tx,
        newTestLead(site, {
          category: 'Finance',
          leadStatus: 'Incomplete',
          formCompleted: false,
          data: { first_name: 'Ann', email: 'ann@example.com' },
          quarantineReason: quarantined ? 'submitted_too_fast' : null,
          outbox: { topic: 'lead.updated', payload: { event: 'lead.updated' } },
          progress: { quietUntil: at(30) },
        }),
        at(0),
      ),
    );

  const step = (site: string, lead: { id: string; updateToken: string }, finished: boolean, minute: number) =>
    db.transaction((tx) =>
      updateLead(
        tx,
        {
          site,
          id: lead.id,
          token: lead.updateToken,
          data: finished ? { consent: true } : { purchasePriceBudget: '20000' },
          leadStatus: finished ? 'Complete' : 'Incomplete',
          formCompleted: finished,
          consent: null,
          outbox: { topic: 'lead.updated', payload: { event: 'lead.updated' } },
          progress: { quietUntil: finished ? null : at(minute + 30) },
        },
        at(minute),
      ),
    );

  const topics = async (id: string) =>
    (
      await db.query<{ topic: string; payload: { event: string } }>(
        'SELECT topic, payload FROM outbox WHERE lead_id = $1 ORDER BY created_at',
        [id],
      )
    ).rows.map((r) => `${r.topic}/${r.payload.event}`);

  it('should deliver an abandoned lead once, after its quiet time, with the answers it has', async () => {
    const lead = await startLead('quiet-a');
    await step('quiet-a', lead, false, 10); // a second step at minute 10 re-arms the timer to minute 40
    expect(await abandonQuietLeads(db, at(39))).toEqual([]);
    expect(await abandonQuietLeads(db, at(40))).toEqual([lead.id]);
    // Never twice: the timer is gone, and a later run finds nothing.
    expect(await abandonQuietLeads(db, at(500))).toEqual([]);
    expect(await topics(lead.id)).toEqual([
      'lead.updated/lead.updated',
      'lead.updated/lead.updated',
      'lead.abandoned/lead.abandoned',
    ]);
    const { rows } = await db.query<{ payload: Record<string, unknown>; abandoned: Date }>(
      `SELECT o.payload, l.abandoned_at AS abandoned FROM outbox o JOIN leads l ON l.id = o.lead_id
        WHERE o.lead_id = $1 AND o.topic = 'lead.abandoned'`,
      [lead.id],
    );
    expect(rows[0]?.payload).toMatchObject({
      incomplete: true,
      lead_id: lead.id,
      lead: { first_name: 'Ann', email: 'ann@example.com', purchasePriceBudget: '20000' },
    });
    expect(new Date(rows[0]?.abandoned ?? 0).toISOString()).toBe(at(40).toISOString());
  });

  it('should deliver a finished lead once as lead.created and never as abandoned', async () => {
    const lead = await startLead('quiet-b');
    await step('quiet-b', lead, false, 5);
    await step('quiet-b', lead, true, 6);
    await step('quiet-b', lead, true, 7); // a repeat of the last step is progress, not a second lead
    expect(await abandonQuietLeads(db, at(1000))).toEqual([]);
    expect(await topics(lead.id)).toEqual([
      'lead.updated/lead.updated',
      'lead.updated/lead.updated',
      'lead.created/lead.created',
      'lead.updated/lead.updated',
    ]);
  });

  it('should not deliver a held (quarantined) lead as abandoned', async () => {
    await startLead('quiet-c', true);
    expect(await abandonQuietLeads(db, at(1000))).toEqual([]);
  });

  it('should give each due lead to one of two copies running at once', async () => {
    const leads = await Promise.all([1, 2, 3, 4, 5].map(() => startLead('quiet-d')));
    const [a, b] = await Promise.all([abandonQuietLeads(db, at(31)), abandonQuietLeads(db, at(31))]);
    const ids = leads.map((l) => l.id).sort();
    expect([...(a ?? []), ...(b ?? [])].sort()).toEqual(ids);
  });
});
