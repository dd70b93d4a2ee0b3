import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, primaryLocation, type Site } from '@dealer/site-registry';
import { DEFAULT_ESCALATION, groupOf, stepAt } from '@dealer/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import { Store } from '../store/store.js';
import { newTestLead } from '../store/testing.js';
import { escalateOverdue, stepsOf } from './escalation.js';

/** Overdue escalation with injected time (issue 33): the assignee, then the managers, each step once. */

const registry = demoRegistry();
const site = registry.sites.find((s) => s.slug === 'harbour-auto')!;
const DUE = new Date('2026-11-24T00:00:00Z'); // Tuesday 11:00 in Sydney
const MANAGERS_AT = stepAt(DEFAULT_ESCALATION[1]!, site, primaryLocation(site), DUE);
const SALES = randomUUID();
const MANAGER = randomUUID();
let store: Store;
let dataDir: string;

async function person(id: string, email: string, role: string) {
  await store.db.query(`INSERT INTO staff_users (id, email, name) VALUES ($1, $2, $2)`, [id, email]);
  await store.db.query(
    `INSERT INTO staff_memberships (user_id, group_id, role, site_slugs) VALUES ($1, $2, $3, $4)`,
    [id, groupOf(site), role, JSON.stringify([site.slug])],
  );
}

async function overdueLead(): Promise<string> {
  const { id } = await store.db.transaction((tx) =>
    insertLead(
      tx,
      newTestLead(site.slug, { data: { name: 'Olive Overdue' } }),
      new Date(DUE.getTime() - 3_600_000),
    ),
  );
  await store.db.query(
    `INSERT INTO lead_work (lead_id, site_slug, status, assignee_id, overdue_at, updated_at)
     VALUES ($1, $2, 'allocated', $3, $4, $4)`,
    [id, site.slug, SALES, DUE.toISOString()],
  );
  return id;
}

const told = async (leadId: string) =>
  (
    await store.db.query<{ user_id: string; body: string }>(
      'SELECT user_id, body FROM console_notifications WHERE lead_id = $1 ORDER BY created_at, user_id',
      [leadId],
    )
  ).rows;
const mails = async (leadId: string) =>
  (
    await store.db.query<{ target: string }>(
      `SELECT target FROM outbox WHERE lead_id = $1 AND topic = 'lead.overdue' ORDER BY created_at, target`,
      [leadId],
    )
  ).rows.map((r) => r.target);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bff-escalation-'));
  store = await Store.open({ dataDir, now: () => DUE });
  await person(SALES, 'sales@harbour.example', 'salesperson');
  await person(MANAGER, 'manager@harbour.example', 'manager');
}, 60_000);
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('escalateOverdue', () => {
  it('should tell the assignee at the due time, then the managers, each once', async () => {
    const id = await overdueLead();
    expect(await escalateOverdue(store.db, registry, new Date(DUE.getTime() - 1000))).toBe(0);
    expect(await escalateOverdue(store.db, registry, DUE)).toBe(1);
    expect((await told(id)).map((n) => n.user_id)).toEqual([SALES]);
    expect((await told(id))[0]?.body).toContain('Olive Overdue');
    expect(await mails(id)).toEqual(['sales@harbour.example']);
    // A second pass (a restart) before the managers' time tells nobody again.
    expect(await escalateOverdue(store.db, registry, new Date(MANAGERS_AT.getTime() - 1000))).toBe(0);
    expect(await escalateOverdue(store.db, registry, MANAGERS_AT)).toBe(1);
    expect((await told(id)).map((n) => n.user_id)).toEqual([SALES, MANAGER]);
    expect(await mails(id)).toEqual(['sales@harbour.example', 'manager@harbour.example']);
    expect(await escalateOverdue(store.db, registry, new Date(MANAGERS_AT.getTime() + 86_400_000))).toBe(0);
  });

  it('should take each step once when two copies run at the same time', async () => {
    const id = await overdueLead();
    const passes = await Promise.all([
      escalateOverdue(store.db, registry, MANAGERS_AT),
      escalateOverdue(store.db, registry, MANAGERS_AT),
    ]);
    expect(passes[0]! + passes[1]!).toBe(2);
    expect((await told(id)).map((n) => n.user_id).sort()).toEqual([SALES, MANAGER].sort());
  });

  it('should tell nobody about a contacted lead', async () => {
    const id = await overdueLead();
    await store.db.query(
      `UPDATE lead_work SET status = 'contacted', first_contacted_at = $2 WHERE lead_id = $1`,
      [id, DUE.toISOString()],
    );
    await escalateOverdue(store.db, registry, MANAGERS_AT);
    expect(await told(id)).toEqual([]);
  });
});

describe('stepsOf', () => {
  it('should take a site file’s own escalation steps, and the default without them', () => {
    const site = demoRegistry().sites[0] as Site;
    expect(stepsOf(site)).toEqual(DEFAULT_ESCALATION);
    const own = {
      ...site,
      leads: {
        ...site.leads,
        escalation_steps: [
          { after_minutes: 90, notify: 'managers' as const },
          { after_minutes: 15, notify: 'assignee' as const },
        ],
      },
    };
    expect(stepsOf(own)).toEqual([
      { afterMinutes: 15, notify: 'assignee' },
      { afterMinutes: 90, notify: 'managers' },
    ]);
  });
});
