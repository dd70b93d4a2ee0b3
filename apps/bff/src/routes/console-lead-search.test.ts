import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Finding a lead and the shopper timeline over real HTTP and the real store (issue 33): any AU/NZ phone
 * form finds the stored number, name/e-mail/rego/stock number too, only on the person's sites; a second
 * lead of the same shopper joins the first's timeline; merge and unmerge for managers, audited.
 */

const GROUP = 'Central West Auto Group';
let server: TestServer;
let admin: ConsoleClient;
let manager: ConsoleClient;
let sales: ConsoleClient;
let siteA: string;
let siteB: string;
const ids: Record<string, string> = {};

async function postLead(slug: string, lead: Record<string, unknown>): Promise<string> {
  const res = await server.site(slug)('/api/leads', {
    method: 'POST',
    json: { lead: { category: 'General Enquiry', message: 'Hi', ...lead } },
  });
  expect(res.status).toBe(201);
  return res.json<{ id: string }>().id;
}

type Found = { leads: { id: string; siteSlug: string }[] };
const search = async (client: ConsoleClient, q: string) =>
  (await client.get(`/api/console/lead-search?q=${encodeURIComponent(q)}`)).json<Found>();
const found = async (client: ConsoleClient, q: string) => (await search(client, q)).leads.map((l) => l.id);
const timeline = async (client: ConsoleClient, id: string) =>
  (await client.get(`/api/console/leads/${id}/shopper`)).json<{
    shopperId: string;
    leads: { id: string }[];
  }>();

beforeAll(async () => {
  // The real clock: each lead arrives at its own instant (newest first, oldest first on the timeline).
  server = await startTestServer({
    inventorySize: 5,
    now: () => new Date(),
    rateLimit: { leads: { limit: 100, windowMs: 60_000 } },
  });
  const managerLogin = demoLogin(server, GROUP, 'manager');
  siteA = managerLogin.siteSlugs[0] as string;
  siteB = ['bathurst-motors', 'central-west-auto', 'cowra-motors'].find((s) => s !== siteA) as string;
  ids.jane = await postLead(siteA, {
    first_name: 'Jane',
    last_name: 'Citizen',
    email: 'jane.citizen@example.com',
    phone: '0412345678',
    Rego: 'ABC 123',
    stock_number: 'STK-991',
  });
  ids.other = await postLead(siteA, {
    name: 'Bob Jones',
    email: 'bob@example.com',
    phone: '+64 21 123 4567',
  });
  ids.janeFinance = await postLead(siteB, {
    name: 'Jane C',
    email: 'JANE.CITIZEN@example.com',
    phone: '0400 000 001',
  });
  admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), siteA);
  manager = await signIn(server, managerLogin, siteA);
  sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), siteA);
}, 90_000);
afterAll(async () => {
  await server.close();
});

describe('finding a lead', () => {
  it('should find the lead stored as 0412345678 by any AU phone form', async () => {
    for (const q of ['+61 412 345 678', '0412 345 678', '61412345678', '0412345678', '0412 345'])
      expect(await found(admin, q)).toEqual([ids.jane]);
  });

  it('should find an NZ number typed in another form', async () => {
    expect(await found(admin, '021 123 4567')).toEqual([ids.other]);
    expect(await found(admin, '6421 123 4567')).toEqual([ids.other]);
  });

  it('should find by name words, e-mail, rego and stock number', async () => {
    expect(await found(admin, 'jane citizen')).toEqual([ids.jane]);
    expect(await found(admin, 'Jan')).toEqual([ids.janeFinance, ids.jane]);
    expect(await found(admin, 'bob@example')).toEqual([ids.other]);
    expect(await found(admin, 'abc-123')).toEqual([ids.jane]);
    expect(await found(admin, 'stk991')).toEqual([ids.jane]);
    expect(await found(admin, 'nobody-here')).toEqual([]);
  });

  it('should search only the sites the person may see, and a salesperson only their own leads', async () => {
    expect(await found(manager, 'jane')).toEqual([ids.jane]);
    expect(await found(sales, 'jane')).toEqual([]);
  });

  it('should refuse an overlong query or a bad limit naming the field', async () => {
    const long = await admin.get(`/api/console/lead-search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('q');
    expect((await admin.get('/api/console/lead-search?q=x&limit=0')).status).toBe(400);
  });
});

describe('one shopper timeline', () => {
  it('should link a second lead with the same e-mail (another site of the group) to the first', async () => {
    const line = await timeline(admin, ids.janeFinance as string);
    expect(line.shopperId).toBe(ids.jane);
    expect(line.leads.map((l) => l.id)).toEqual([ids.jane, ids.janeFinance]);
    // A manager of one site sees that site's part of the timeline only.
    expect((await timeline(manager, ids.jane as string)).leads.map((l) => l.id)).toEqual([ids.jane]);
    expect((await timeline(admin, ids.other as string)).leads.map((l) => l.id)).toEqual([ids.other]);
  });

  it('should unmerge and merge by hand, for managers and up only, each audited', async () => {
    expect((await sales.post(`/api/console/leads/${ids.jane}/unmerge`, {})).status).toBe(404);
    const apart = await admin.post(`/api/console/leads/${ids.janeFinance}/unmerge`, {});
    expect(apart.status).toBe(200);
    expect((await timeline(admin, ids.jane as string)).leads.map((l) => l.id)).toEqual([ids.jane]);
    const bad = await admin.post(`/api/console/leads/${ids.other}/merge`, { intoLeadId: 'nope' });
    expect(bad.status).toBe(400);
    const merged = await admin.post(`/api/console/leads/${ids.other}/merge`, { intoLeadId: ids.jane });
    expect(merged.status).toBe(200);
    expect((await timeline(admin, ids.other as string)).leads.map((l) => l.id)).toEqual([
      ids.jane,
      ids.other,
    ]);
    const audit = await (await admin.get('/api/console/audit')).json<{ entries: { action: string }[] }>();
    const actions = audit.entries.map((e) => e.action);
    expect(actions).toContain('lead.merged');
    expect(actions).toContain('lead.unmerged');
  });
});

describe('a note posted twice (a double tap)', () => {
  it('should store one note for one client note id', async () => {
    const noteId = '6f1c2a5e-0d1b-4c8e-9a77-3b2f1e0c9d41';
    const path = `/api/console/leads/${ids.jane}/notes`;
    const first = await admin.post(path, { body: 'Called, no answer', id: noteId });
    const second = await admin.post(path, { body: 'Called, no answer', id: noteId });
    expect([first.status, second.status]).toEqual([201, 200]);
    const lead = await (await admin.get(`/api/console/leads/${ids.jane}`)).json<{
      notes: { id: string }[];
    }>();
    expect(lead.notes.filter((n) => n.id === noteId)).toHaveLength(1);
    expect((await admin.post(path, { body: 'x', id: 'not-a-uuid' })).status).toBe(400);
  });
});
