import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { seedManyLeads } from '../testing/many-leads.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { dropSchema } from '../testing/services.js';

/**
 * The lead inbox over real HTTP and the real store (console: lead inbox): who sees which lead, 404 for another
 * site's lead by id on every route, the work on a lead, CSV, the overdue count, hostile input, audit.
 */

const GROUP = 'Central West Auto Group';
/** On PostgreSQL too when DATABASE_URL is set (a fresh schema), else PGlite. */
const databaseUrl = process.env.DATABASE_URL;
const schema = `bff_console_leads_${randomBytes(6).toString('hex')}`;
let offset = 0;
let server: TestServer;
let admin: ConsoleClient;
let manager: ConsoleClient;
let sales: ConsoleClient;
let siteA: string;
let siteB: string;
const ids: Record<string, string> = {};

async function postLead(slug: string, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await server.site(slug)('/api/leads', {
    method: 'POST',
    json: {
      lead: {
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone: '0412 345 678',
        category: 'General Enquiry',
        message: 'Hi',
        ...extra,
      },
    },
  });
  expect(res.status).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  // The business clock runs with real time (leads are stamped with it) and can jump ahead.
  server = await startTestServer({
    inventorySize: 20,
    now: () => new Date(Date.now() + offset),
    rateLimit: { leads: { limit: 100, windowMs: 60_000 } },
    ...(databaseUrl ? { databaseUrl, databaseSchema: schema } : {}),
  });
  const managerLogin = demoLogin(server, GROUP, 'manager');
  siteA = managerLogin.siteSlugs[0] as string;
  siteB = ['bathurst-motors', 'central-west-auto', 'cowra-motors'].find((s) => s !== siteA) as string;
  ids.a1 = await postLead(siteA, 'Alice', { utm_source: 'google' });
  ids.a2 = await postLead(siteA, 'Bob', { category: 'Finance Enquiry' });
  ids.b1 = await postLead(siteB, 'Carol');
  admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), siteA);
  manager = await signIn(server, managerLogin, siteA);
  sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), siteA);
}, 90_000);
afterAll(async () => {
  await server.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema);
});

type List = {
  leads: {
    id: string;
    status: string;
    siteSlug: string;
    assignee: { id: string } | null;
    source: string | null;
  }[];
  overdueCount: number;
  total: number;
};
const list = async (client: ConsoleClient, query = '') =>
  (await client.get(`/api/console/leads${query}`)).json<List>();
const me = async (client: ConsoleClient) =>
  (await client.get('/api/console/me')).json<{ staff: { userId: string } }>().staff.userId;

describe('who sees which lead', () => {
  it('should show a group admin every site of the group, newest first, with New status and the source', async () => {
    const { leads, total } = await list(admin);
    expect(leads.map((l) => l.id)).toEqual([ids.b1, ids.a2, ids.a1]);
    expect(total).toBe(3);
    expect(leads.every((l) => l.status === 'new' && l.assignee === null)).toBe(true);
    expect(leads.find((l) => l.id === ids.a1)?.source).toBe('google');
    expect(leads.find((l) => l.id === ids.a2)?.source).toBe('Website');
  });

  it('should show a manager only their site, and 404 a site filter of another site', async () => {
    expect((await list(manager)).leads.map((l) => l.id)).toEqual([ids.a2, ids.a1]);
    expect((await manager.get(`/api/console/leads?site=${siteB}`)).status).toBe(404);
    expect((await manager.get(`/api/console/leads/export.csv?site=${siteB}`)).status).toBe(404);
    expect((await manager.get(`/api/console/leads/stream?site=${siteB}`)).status).toBe(404);
  });

  it('should give a manager 404 for another site’s lead by id: detail, assign, status, notes', async () => {
    const salesId = await me(sales);
    const b1 = ids.b1 as string;
    expect((await manager.get(`/api/console/leads/${b1}`)).status).toBe(404);
    expect((await manager.post(`/api/console/leads/${b1}/assign`, { assigneeId: salesId })).status).toBe(404);
    expect((await manager.post(`/api/console/leads/${b1}/status`, { status: 'contacted' })).status).toBe(404);
    expect((await manager.post(`/api/console/leads/${b1}/notes`, { body: 'x' })).status).toBe(404);
    // Even a bad body is a 404 first: nothing tells the lead exists.
    expect((await manager.post(`/api/console/leads/${b1}/status`, { status: 42 })).status).toBe(404);
    expect((await admin.get(`/api/console/leads/${b1}`)).status).toBe(200);
  });

  it('should show a salesperson only the leads assigned to them', async () => {
    expect((await list(sales)).leads).toEqual([]);
    expect((await sales.get(`/api/console/leads/${ids.a1}`)).status).toBe(404);
    const assigned = await manager.post(`/api/console/leads/${ids.a1}/assign`, {
      assigneeId: await me(sales),
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'allocated', assignee: { name: 'Demo Salesperson' } });
    expect((await list(sales)).leads.map((l) => l.id)).toEqual([ids.a1]);
    type Page = { deliveries: { channel: string; target: string }[] };
    const page = (await manager.get(`/api/console/leads/${ids.a1}`)).json<Page>();
    // Issue 33: the technical delivery log is for managers and up, never a salesperson's page.
    expect((await sales.get(`/api/console/leads/${ids.a1}`)).json<Page>().deliveries).toEqual([]);
    // §3: the assigned person is told by mail (a notify row in the outbox, on the lead's delivery log).
    expect(page.deliveries).toContainEqual(
      expect.objectContaining({ channel: 'notify', target: demoLogin(server, GROUP, 'salesperson').email }),
    );
    expect((await sales.get(`/api/console/leads/${ids.a2}`)).status).toBe(404);
    expect((await sales.post(`/api/console/leads/${ids.a2}/notes`, { body: 'x' })).status).toBe(404);
    // Their own lead: they may work it but not hand it on.
    expect((await sales.post(`/api/console/leads/${ids.a1}/assign`, { assigneeId: null })).status).toBe(403);
    const csv = (await sales.get('/api/console/leads/export.csv')).text.trim().split('\r\n');
    expect(csv).toHaveLength(2);
  });
});

describe('working a lead', () => {
  it('should move a lead through its statuses, Lost only with a reason, naming the field on refusals', async () => {
    const path = `/api/console/leads/${ids.a1}/status`;
    expect((await sales.post(path, { status: 'archived' })).json()).toMatchObject({
      fields: { status: expect.any(String) },
    });
    expect((await sales.post(path, { status: 'new' })).status).toBe(400);
    const contacted = await sales.post(path, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.json()).toMatchObject({
      status: 'contacted',
      overdue: false,
      overdueAt: null,
      firstContactedAt: expect.any(String),
    });
    expect((await sales.post(path, { status: 'lost' })).json()).toMatchObject({
      fields: { lostReason: expect.any(String) },
    });
    expect((await sales.post(path, { status: 'lost', lostReason: 'Bought elsewhere' })).json()).toMatchObject(
      {
        status: 'lost',
        lostReason: 'Bought elsewhere',
      },
    );
    expect((await sales.post(path, { status: 'won' })).status).toBe(400);
  });

  it('should keep notes and show the lead page with consent, deliveries, notes and history', async () => {
    const note = await sales.post(`/api/console/leads/${ids.a1}/notes`, {
      body: '  Called, left a voicemail  ',
    });
    expect(note.status).toBe(201);
    expect(note.json()).toMatchObject({
      body: 'Called, left a voicemail',
      author: { name: 'Demo Salesperson' },
    });
    expect((await sales.post(`/api/console/leads/${ids.a1}/notes`, { body: ' ' })).json()).toMatchObject({
      fields: { body: expect.any(String) },
    });
    const detail = (await manager.get(`/api/console/leads/${ids.a1}`)).json<Record<string, unknown>>();
    expect(detail).toMatchObject({
      id: ids.a1,
      shopper: { name: 'Alice', email: 'alice@example.com' },
      data: { name: 'Alice', message: 'Hi' },
      notes: [{ body: 'Called, left a voicemail' }],
      nextStatuses: [],
    });
    expect(detail.deliveries).toEqual(expect.any(Array));
    expect(detail.consent).toEqual(expect.any(Array));
    const actions = (detail.history as { action: string }[]).map((h) => h.action);
    expect(actions).toEqual(
      expect.arrayContaining(['lead.assigned', 'lead.status_changed', 'lead.note_added']),
    );
  });

  it('should refuse an assignee who does not work on the site, and unassign back to New', async () => {
    const adminId = await me(admin);
    const res = await manager.post(`/api/console/leads/${ids.a2}/assign`, {
      assigneeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.json()).toMatchObject({ fields: { assigneeId: expect.any(String) } });
    expect(
      (await manager.post(`/api/console/leads/${ids.a2}/assign`, { assigneeId: 'not-a-uuid' })).status,
    ).toBe(400);
    expect(
      (await manager.post(`/api/console/leads/${ids.a2}/assign`, { assigneeId: adminId })).json(),
    ).toMatchObject({ status: 'allocated' });
    expect(
      (await manager.post(`/api/console/leads/${ids.a2}/assign`, { assigneeId: null })).json(),
    ).toMatchObject({ status: 'new', assignee: null });
  });
});

describe('the inbox list', () => {
  it('should count overdue leads: none yet, then every uncontacted one once 120 opening minutes passed', {
    timeout: 30_000,
  }, async () => {
    expect((await list(admin)).overdueCount).toBe(0);
    offset = 4 * 24 * 60 * 60_000;
    try {
      // Four days on: today's sessions have ended (12 h), so the admin signs in again.
      const later = await signIn(server, demoLogin(server, GROUP, 'group_admin'), siteA);
      const after = await list(later);
      expect(after.overdueCount).toBe(2);
      expect(
        after.leads
          .filter((l) => (l as unknown as { overdue: boolean }).overdue)
          .map((l) => l.id)
          .sort(),
      ).toEqual([ids.a2, ids.b1].sort());
      await later.post(`/api/console/leads/${ids.b1}/status`, { status: 'contacted' });
      expect((await list(later)).overdueCount).toBe(1);
    } finally {
      offset = 0;
    }
  });

  it('should filter by status, category, source, site, date and assignee, and refuse bad filters by name', async () => {
    expect((await list(admin, '?status=lost')).leads.map((l) => l.id)).toEqual([ids.a1]);
    expect((await list(admin, '?category=finance%20enquiry')).leads.map((l) => l.id)).toEqual([ids.a2]);
    expect((await list(admin, '?source=google')).leads.map((l) => l.id)).toEqual([ids.a1]);
    expect((await list(admin, `?site=${siteB}`)).leads.map((l) => l.id)).toEqual([ids.b1]);
    expect((await list(admin, `?assignee=${await me(sales)}`)).leads.map((l) => l.id)).toEqual([ids.a1]);
    expect((await list(admin, '?assignee=none')).total).toBe(2);
    expect((await list(admin, '?from=2000-01-01&to=2000-01-02')).total).toBe(0);
    for (const [query, field] of [
      ['?status=bogus', 'status'],
      ['?from=yesterday', 'from'],
      ['?to=2026-13-45', 'to'],
      ['?assignee=bob', 'assignee'],
      ['?limit=0', 'limit'],
      ['?source=%00', 'source'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
    ] as const) {
      const res = await admin.get(`/api/console/leads${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields, query).toHaveProperty(field);
    }
    expect((await admin.get('/api/console/leads/not-a-uuid')).status).toBe(404);
  });

  it('should export the filtered list as CSV with the console columns first', async () => {
    const res = await admin.get(`/api/console/leads/export.csv?site=${siteA}`);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(
      lines[0]?.startsWith('site,status,lost_reason,assignee,overdue,first_contacted_at,source,id,'),
    ).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes(ids.a1 as string))).toContain(
      `${siteA},lost,Bought elsewhere,Demo Salesperson,no,`,
    );
  });
});

describe('the audit log', () => {
  it('should hold every console action of the group, newest first, for the group admin', async () => {
    const res = await admin.get('/api/console/audit?limit=500');
    const entries = res.json<{ entries: { action: string; actor: { email: string | null } }[] }>().entries;
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'staff.signed_in',
      'lead.assigned',
      'lead.status_changed',
      'lead.note_added',
      'leads.exported',
    ])
      expect(actions).toContain(action);
    expect((await sales.get('/api/console/audit')).status).toBe(403);
    expect((await admin.get('/api/console/audit?actor=x')).json()).toMatchObject({
      fields: { actor: expect.any(String) },
    });
  });
});

describe('the export of a site with 12,000 leads (past the old 5,000 stop), by cursor', () => {
  const COUNT = 12_000;
  let big: TestServer;
  let dataDir: string;
  let bigAdmin: ConsoleClient;
  const SITE = 'cowra-motors';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bff-console-export-'));
    await seedManyLeads(dataDir, { site: SITE, count: COUNT, newest: TEST_NOW, work: true });
    big = await startTestServer({ dataDir, inventorySize: 5 });
    bigAdmin = await signIn(big, demoLogin(big, GROUP, 'group_admin'), SITE);
  }, 120_000);
  afterAll(async () => {
    await big.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should stream every lead of the list, and page the list and the export after a lead', async () => {
    const all = (await bigAdmin.get(`/api/console/leads/export.csv?site=${SITE}`)).text.trim().split('\r\n');
    expect(all).toHaveLength(COUNT + 1);
    const idColumn = all[0]?.split(',').indexOf('id') ?? -1;
    const ids = all.slice(1).map((line) => line.split(',')[idColumn]);
    expect(new Set(ids).size).toBe(COUNT);
    type Page = { leads: { id: string }[]; next: string | null; total: number };
    const first = (await bigAdmin.get(`/api/console/leads?site=${SITE}&limit=3`)).json<Page>();
    expect(first.leads.map((l) => l.id)).toEqual(ids.slice(0, 3));
    expect([first.total, first.next]).toEqual([COUNT, ids[2]]);
    const second = (
      await bigAdmin.get(`/api/console/leads?site=${SITE}&limit=3&after=${first.next}`)
    ).json<Page>();
    expect(second.leads.map((l) => l.id)).toEqual(ids.slice(3, 6));
    const rest = (await bigAdmin.get(`/api/console/leads/export.csv?site=${SITE}&after=${ids[9999]}`)).text
      .trim()
      .split('\r\n');
    expect(rest.slice(1).map((line) => line.split(',')[idColumn])).toEqual(ids.slice(10_000));
    const bad = await bigAdmin.get(`/api/console/leads/export.csv?site=${SITE}&after=nope`);
    expect([bad.status, bad.json<{ fields: object }>().fields]).toEqual([400, { after: 'Not a lead id.' }]);
  }, 120_000);
});
