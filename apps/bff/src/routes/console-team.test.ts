import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, consoleClient, demoLogin, sessionCookie, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Invitations, the team, assignment rules and the audit log over real HTTP (console: people and access, §2): a link
 * works once and for 7 days, a manager invites salespeople to their own sites only, removal ends the
 * person's sessions, rules hand new leads out in turn, and every change is in the audit log.
 */

const GROUP = 'Central West Auto Group';
let offset = 0;
let server: TestServer;
let admin: ConsoleClient;
let manager: ConsoleClient;
let siteA: string;
let siteB: string;

beforeAll(async () => {
  server = await startTestServer({
    inventorySize: 10,
    now: () => new Date(Date.now() + offset),
    rateLimit: { leads: { limit: 100, windowMs: 60_000 } },
  });
  siteA = demoLogin(server, GROUP, 'manager').siteSlugs[0] as string;
  siteB = ['bathurst-motors', 'central-west-auto', 'cowra-motors'].find((s) => s !== siteA) as string;
  admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), siteA);
  manager = await signIn(server, demoLogin(server, GROUP, 'manager'), siteA);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const accept = (token: string, json: unknown) =>
  server.site(siteA)(`/api/console/invitations/${token}/accept`, { method: 'POST', json });

async function invite(by: ConsoleClient, json: Record<string, unknown>) {
  return by.post('/api/console/invitations', json);
}

describe('invitations', () => {
  it('should invite by a link that opens once, signs the person in, and never again', async () => {
    const res = await invite(admin, {
      email: 'Nina@Example.com',
      name: 'Nina',
      role: 'salesperson',
      siteSlugs: [siteA],
    });
    expect(res.status).toBe(201);
    const created = res.json<{ link: string; state: string; email: string }>();
    expect(created).toMatchObject({ state: 'pending', email: 'nina@example.com' });
    expect(created.link).toMatch(
      new RegExp(`^http://${siteA}\\.localhost:\\d+/console/invite/[A-Za-z0-9_-]{43}$`),
    );
    const token = tokenOf(created.link);
    const preview = await server.site(siteA)(`/api/console/invitations/${token}`);
    expect(preview.json()).toMatchObject({ email: 'nina@example.com', role: 'salesperson', groupId: GROUP });
    expect((await accept(token, { password: 'short' })).json()).toMatchObject({
      fields: { password: expect.any(String) },
    });
    const ok = await accept(token, { password: 'a long enough password' });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({
      staff: { email: 'nina@example.com', role: 'salesperson', siteSlugs: [siteA] },
    });
    const nina = consoleClient(server.site(siteA), `${siteA}.localhost:${server.port}`, sessionCookie(ok));
    expect((await nina.get('/api/console/me')).status).toBe(200);
    expect((await accept(token, { password: 'another long password' })).status).toBe(410);
    expect((await server.site(siteA)(`/api/console/invitations/${token}`)).status).toBe(410);
    expect((await accept('x'.repeat(43), { password: 'a long enough password' })).status).toBe(404);
    // Issue 30 item 9: an email with an account is invited like any other (console-invitations.test.ts).
    const again = await invite(admin, {
      email: 'nina@example.com',
      name: 'N',
      role: 'manager',
      siteSlugs: [siteA],
    });
    expect(again.status).toBe(201);
  }, 30_000);

  it('should expire after 7 days', async () => {
    const res = await invite(admin, {
      email: 'late@example.com',
      name: 'Late',
      role: 'manager',
      siteSlugs: [siteB],
    });
    const token = tokenOf(res.json<{ link: string }>().link);
    offset = 7 * 24 * 60 * 60_000 + 1_000;
    try {
      expect((await accept(token, { password: 'a long enough password' })).json()).toMatchObject({
        error: expect.stringMatching(/expired/),
      });
    } finally {
      offset = 0;
    }
  });

  it('should let a manager invite salespeople to their own sites only, naming the refused field', async () => {
    expect(
      (
        await invite(manager, { email: 'm2@example.com', name: 'M', role: 'manager', siteSlugs: [siteA] })
      ).json(),
    ).toMatchObject({
      fields: { siteSlugs: expect.any(String) },
    });
    expect(
      (await invite(manager, { email: 's2@example.com', name: 'S', role: 'salesperson', siteSlugs: [siteB] }))
        .status,
    ).toBe(400);
    expect(
      (await invite(manager, { email: 'a2@example.com', name: 'A', role: 'group_admin' })).json(),
    ).toMatchObject({
      fields: { role: expect.any(String) },
    });
    expect(
      (await invite(manager, { email: 's3@example.com', name: 'S', role: 'salesperson', siteSlugs: [siteA] }))
        .status,
    ).toBe(201);
    for (const [body, field] of [
      [{ email: 'not-an-email', name: 'X', role: 'salesperson', siteSlugs: [siteA] }, 'email'],
      [{ email: 'x@example.com', name: '', role: 'salesperson', siteSlugs: [siteA] }, 'name'],
      [{ email: 'x@example.com', name: 'X', role: 'owner', siteSlugs: [siteA] }, 'role'],
      [{ email: 'x@example.com', name: 'X', role: 'salesperson', siteSlugs: 'all' }, 'siteSlugs'],
    ] as const) {
      const res = await invite(admin, body);
      expect(res.status, field).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    }
  });
});

describe('the team', () => {
  it('should change a role, keep a manager to salespeople, and end a removed person’s sessions', async () => {
    const res = await invite(admin, {
      email: 'temp@example.com',
      name: 'Temp',
      role: 'salesperson',
      siteSlugs: [siteA],
    });
    const joined = await accept(tokenOf(res.json<{ link: string }>().link), {
      password: 'a long enough password',
    });
    const temp = consoleClient(
      server.site(siteA),
      `${siteA}.localhost:${server.port}`,
      sessionCookie(joined),
    );
    const id = joined.json<{ staff: { userId: string } }>().staff.userId;
    const members = (await admin.get('/api/console/team')).json<{
      members: { userId: string; role: string }[];
    }>().members;
    expect(members.find((m) => m.userId === id)).toMatchObject({ role: 'salesperson' });
    const adminRow = members.find((m) => m.role === 'group_admin') as unknown as { siteSlugs: string[] };
    expect(adminRow.siteSlugs.sort()).toEqual(['bathurst-motors', 'central-west-auto', 'cowra-motors']);
    expect(
      (
        await manager.call(`/api/console/team/${id}`, {
          method: 'PATCH',
          json: { role: 'manager', siteSlugs: [siteA] },
        })
      ).status,
    ).toBe(400);
    // The admin ends the person's sessions (a lost phone): 401 from then on, until they sign in again.
    const ended = await admin.post(`/api/console/team/${id}/sign-out`);
    expect(ended.json()).toEqual({ revoked: 1 });
    expect((await temp.get('/api/console/me')).status).toBe(401);
    const promoted = await admin.call(`/api/console/team/${id}`, {
      method: 'PATCH',
      json: { role: 'manager', siteSlugs: [siteA, siteB] },
    });
    expect(promoted.json()).toMatchObject({ member: { role: 'manager', siteSlugs: [siteA, siteB] } });
    // Now a manager: another manager may not touch them (not found), the admin may remove them.
    expect((await manager.call(`/api/console/team/${id}`, { method: 'DELETE' })).status).toBe(404);
    const back = await signIn(
      server,
      { email: 'temp@example.com', password: 'a long enough password' },
      siteA,
    );
    expect((await back.get('/api/console/me')).status).toBe(200);
    expect((await admin.call(`/api/console/team/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await back.get('/api/console/me')).status).toBe(401);
    expect((await admin.post(`/api/console/team/${id}/sign-out`)).status).toBe(404);
    const adminId = (await admin.get('/api/console/me')).json<{ staff: { userId: string } }>().staff.userId;
    expect((await admin.call(`/api/console/team/${adminId}`, { method: 'DELETE' })).status).toBe(400);
  }, 30_000);
});

describe('assignment rules', () => {
  it('should hand a site’s new leads out in turn among the rule’s people (status Allocated)', async () => {
    const team = (await admin.get('/api/console/team')).json<{
      members: { userId: string; role: string; siteSlugs: string[] }[];
    }>().members;
    const people = team
      .filter((m) => m.role !== 'group_admin' && m.siteSlugs.includes(siteA))
      .map((m) => m.userId)
      .slice(0, 2);
    expect(people).toHaveLength(2);
    const rule = await manager.post('/api/console/assignment-rules', {
      siteSlug: siteA,
      category: 'Test Drive',
      staffIds: people,
    });
    expect(rule.status).toBe(201);
    expect(
      (await manager.post('/api/console/assignment-rules', { siteSlug: siteB, staffIds: people })).json(),
    ).toMatchObject({
      fields: { siteSlug: expect.any(String) },
    });
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const res = await server.site(siteA)('/api/leads', {
        method: 'POST',
        json: { lead: { name, email: 'r@example.com', phone: '0412 345 678', category: 'Test Drive' } },
      });
      ids.push(res.json<{ id: string }>().id);
    }
    const other = await server.site(siteA)('/api/leads', {
      method: 'POST',
      json: {
        lead: { name: 'Four', email: 'r@example.com', phone: '0412 345 678', category: 'General Enquiry' },
      },
    });
    const { leads } = (await admin.get('/api/console/leads')).json<{
      leads: { id: string; status: string; assignee: { id: string } | null }[];
    }>();
    const byId = new Map(leads.map((l) => [l.id, l]));
    expect(ids.map((id) => byId.get(id)?.assignee?.id)).toEqual([people[0], people[1], people[0]]);
    expect(ids.every((id) => byId.get(id)?.status === 'allocated')).toBe(true);
    expect(byId.get(other.json<{ id: string }>().id)).toMatchObject({ status: 'new', assignee: null });
    const ruleId = rule.json<{ id: string }>().id;
    // A change keeps the turn when its person stays in the rule; a location of another site is refused.
    const changed = await manager.call(`/api/console/assignment-rules/${ruleId}`, {
      method: 'PATCH',
      json: { siteSlug: siteA, category: 'Finance', staffIds: [people[1], people[0]] },
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({ category: 'Finance', lastAssigneeId: people[0] });
    const refused = await manager.call(`/api/console/assignment-rules/${ruleId}`, {
      method: 'PATCH',
      json: { siteSlug: siteA, locationId: 'nowhere', staffIds: people },
    });
    expect([refused.status, refused.json()]).toMatchObject([
      400,
      { fields: { locationId: expect.any(String) } },
    ]);
    expect((await manager.get('/api/console/assignment-rules')).json()).toMatchObject({
      rules: [{ id: ruleId, category: 'Finance', staffIds: [people[1], people[0]] }],
      // The sites a rule may name come with their locations (ids as text), the manager's site only.
      sites: [
        {
          slug: siteA,
          locations: expect.arrayContaining([{ id: expect.any(String), name: expect.any(String) }]),
        },
      ],
    });
    expect((await manager.call(`/api/console/assignment-rules/${ruleId}`, { method: 'DELETE' })).status).toBe(
      204,
    );
  }, 30_000);
});

describe('the audit log', () => {
  it('should hold each change with who, what, before and after', async () => {
    const { entries } = (await admin.get('/api/console/audit?limit=500')).json<{
      entries: { action: string; actor: { email: string | null }; before: unknown; after: unknown }[];
    }>();
    const actions = entries.map((e) => e.action);
    for (const action of [
      'invitation.created',
      'invitation.accepted',
      'staff.role_changed',
      'staff.removed',
      'rule.created',
      'rule.changed',
      'rule.removed',
      'lead.assigned',
    ])
      expect(actions, action).toContain(action);
    expect(entries.find((e) => e.action === 'staff.role_changed')).toMatchObject({
      actor: { email: demoLogin(server, GROUP, 'group_admin').email },
      before: { role: 'salesperson' },
      after: { role: 'manager' },
    });
    const managerView = (await manager.get('/api/console/audit')).json<{
      entries: { siteSlug: string | null }[];
    }>().entries;
    expect(managerView.every((e) => e.siteSlug === siteA)).toBe(true);
  });
});
