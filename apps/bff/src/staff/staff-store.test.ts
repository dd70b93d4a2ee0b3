import { demoRegistry } from '@dealer/site-registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { listAudit, writeAudit } from './audit.js';
import { StaffInvitations } from './invitations.js';
import { intakeLeads, intakeOnArrival } from './lead-intake.js';
import { StaffPeople } from './people.js';
import { addRule } from './rules.js';
import { STAFF_SESSION_TTL_MS, StaffSessions } from './sessions.js';

/** The console's repositories on PGlite, and on PostgreSQL when DATABASE_URL is set. */

const registry = demoRegistry();
const GROUP = 'Harbour Auto Group';
const SITE = 'harbour-auto';
const now = new Date('2026-03-10T23:00:00Z');
const hash = 'scrypt$1024$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5';

describe.each(storeKinds)('console store on %s', (kind) => {
  const db = useTestDatabase(kind);
  const people: Record<string, string> = {};
  beforeAll(async () => {
    const staff = new StaffPeople(db);
    for (const [name, role] of [
      ['admin', 'group_admin'],
      ['ann', 'salesperson'],
      ['ben', 'salesperson'],
    ] as const) {
      const id = await staff.create(
        { email: `${name}@x.example`, name, passwordHash: hash },
        { groupId: GROUP, role, siteSlugs: role === 'group_admin' ? [] : [SITE] },
        now,
      );
      people[name] = id as string;
    }
  }, 60_000);

  it('should find a person by a live session only: not after expiry, revocation or removal', async () => {
    const sessions = new StaffSessions(db);
    const { token, id } = await sessions.create(people.ann as string, now, {
      ip: '203.0.113.5',
      userAgent: 'test',
    });
    expect(await sessions.staffFor(token, now, registry.sites)).toMatchObject({
      role: 'salesperson',
      siteSlugs: [SITE],
      sessionId: id,
    });
    expect(
      await sessions.staffFor(token, new Date(now.getTime() + STAFF_SESSION_TTL_MS), registry.sites),
    ).toBeNull();
    expect(await sessions.staffFor(`${token.slice(0, -1)}x`, now, registry.sites)).toBeNull();
    expect(await sessions.revoke(people.ben as string, id, now)).toBe(false);
    expect(await sessions.revoke(people.ann as string, id, now)).toBe(true);
    expect(await sessions.staffFor(token, now, registry.sites)).toBeNull();
    const other = await sessions.create(people.ben as string, now, { ip: null, userAgent: null });
    await new StaffPeople(db).remove(people.ben as string, now);
    expect(await sessions.staffFor(other.token, now, registry.sites)).toBeNull();
    await db.query('UPDATE staff_users SET removed_at = NULL WHERE id = $1', [people.ben]);
    const admin = await sessions.create(people.admin as string, now, { ip: null, userAgent: null });
    expect((await sessions.staffFor(admin.token, now, registry.sites))?.siteSlugs).toEqual([SITE]);
  });

  it('should accept an invitation once, even when two acceptances race', async () => {
    const invitations = new StaffInvitations(db);
    const { token } = await invitations.create(
      {
        email: 'new@x.example',
        name: 'New',
        groupId: GROUP,
        role: 'manager',
        siteSlugs: [SITE],
        invitedBy: people.admin as string,
      },
      now,
    );
    const results = await Promise.all([
      db.transaction((tx) => new StaffInvitations(tx).accept(token, now)),
      db.transaction((tx) => new StaffInvitations(tx).accept(token, now)),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await invitations.byToken(token))?.acceptedAt).not.toBeNull();
  });

  it('should give each new lead one work row and the rule’s people in turn, also with two intakes at once', async () => {
    await db.transaction((tx) =>
      addRule(
        tx,
        GROUP,
        {
          siteSlug: SITE,
          locationId: null,
          category: null,
          staffIds: [people.ann as string, people.ben as string],
        },
        now,
      ),
    );
    for (let i = 0; i < 6; i++) await db.transaction((tx) => insertLead(tx, newTestLead(SITE), now));
    const made = await Promise.all([intakeLeads(db, registry, [SITE]), intakeLeads(db, registry, [SITE])]);
    expect(made[0] + made[1]).toBe(6);
    const { rows } = await db.query<{ assignee_id: string; status: string; overdue_at: unknown }>(
      'SELECT assignee_id, status, overdue_at FROM lead_work',
    );
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.status === 'allocated' && r.overdue_at !== null)).toBe(true);
    const count = (id?: string) => rows.filter((r) => r.assignee_id === id).length;
    expect([count(people.ann), count(people.ben)]).toEqual([3, 3]);
    expect(await intakeLeads(db, registry, [SITE])).toBe(0);
    const audit = await listAudit(db, {
      groupId: GROUP,
      sites: [SITE],
      includeGroupEntries: false,
      action: 'lead.assigned',
      limit: 50,
    });
    expect(audit).toHaveLength(6);
  });

  it('should take a stored lead in on arrival, one run at a time however many triggers', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await db.transaction((tx) => insertLead(tx, newTestLead('kiwi-motors'), now))).id);
    const trigger = intakeOnArrival({ store: { db }, registry, log: () => undefined });
    for (let i = 0; i < 5; i++) trigger();
    const deadline = Date.now() + 10_000;
    let rows: { status: string }[] = [];
    while (Date.now() < deadline) {
      rows = (
        await db.query<{ status: string }>('SELECT status FROM lead_work WHERE lead_id = ANY($1::uuid[])', [
          ids,
        ])
      ).rows;
      if (rows.length === 3) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(rows.map((r) => r.status)).toEqual(['new', 'new', 'new']);
  });

  it('should write an audit row only with its change: a failed transaction leaves neither', async () => {
    const entry = {
      actor: null,
      groupId: GROUP,
      action: 'test.rolled_back',
      target: { type: 'x', id: null },
      ip: null,
      at: now,
    };
    await expect(
      db.transaction(async (tx) => {
        await writeAudit(tx, entry);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      await listAudit(db, {
        groupId: GROUP,
        sites: [],
        includeGroupEntries: true,
        action: 'test.rolled_back',
        limit: 5,
      }),
    ).toEqual([]);
  });
});
