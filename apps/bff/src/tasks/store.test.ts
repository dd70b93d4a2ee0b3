import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { completeTask, createTask, lockTask, openTasks } from './store.js';

// The app clock: nothing here reads the system clock.
const now = new Date('2026-11-26T23:00:00Z');
const SITE = 'harbour-auto';
const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00Z`);

describe.each(storeKinds)('lead tasks on %s', (kind) => {
  const db = useTestDatabase(kind);
  const jo = randomUUID();
  let leadId: string;
  let unowned: string;

  beforeAll(async () => {
    await db.query('INSERT INTO staff_users (id, email, name, created_at) VALUES ($1, $2, $3, $4)', [
      jo,
      'jo@example.com',
      'Jo',
      now.toISOString(),
    ]);
    leadId = (
      await db.transaction((tx) => insertLead(tx, newTestLead(SITE, { data: { name: 'Tess' } }), now))
    ).id;
    unowned = (await db.transaction((tx) => insertLead(tx, newTestLead(SITE), now))).id;
  });

  it('should keep a task by its owner, list the open ones due before a time, and complete one once', async () => {
    const mine = await db.transaction((tx) =>
      createTask(
        tx,
        { site: SITE, leadId, assigneeId: jo, kind: 'call_back', dueAt: at('01:00'), note: 'Ring' },
        now,
      ),
    );
    expect(mine).toMatchObject({
      kind: 'call_back',
      owner_id: jo,
      due_at: at('01:00').toISOString(),
      done_at: null,
    });
    expect(mine.lead_data).toMatchObject({ name: 'Tess' });
    await db.transaction((tx) =>
      createTask(
        tx,
        { site: SITE, leadId, assigneeId: jo, kind: 'follow_up', dueAt: at('20:00'), note: '' },
        now,
      ),
    );
    const nobody = await db.transaction((tx) =>
      createTask(
        tx,
        { site: SITE, leadId: unowned, assigneeId: null, kind: 'follow_up', dueAt: at('02:00'), note: '' },
        now,
      ),
    );
    const listed = (withUnowned: boolean) =>
      openTasks(db, { site: SITE, before: at('12:00'), userId: jo, withUnowned }).then((r) =>
        r.map((t) => t.id),
      );
    expect(await listed(false)).toEqual([mine.id]);
    expect(await listed(true)).toEqual([mine.id, nobody.id]);
    await db.transaction((tx) => completeTask(tx, mine.id, at('03:00')));
    await db.transaction((tx) => completeTask(tx, mine.id, at('04:00')));
    expect(await listed(false)).toEqual([]);
    const done = await db.transaction((tx) => lockTask(tx, mine.id, [SITE]));
    expect(done?.done_at).toBe(at('03:00').toISOString());
    expect(await db.transaction((tx) => lockTask(tx, mine.id, ['elsewhere']))).toBeNull();
  });
});
