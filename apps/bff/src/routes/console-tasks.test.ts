import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Tasks over real HTTP and the real store (issue 33 item 2): made by hand on a lead (a salesperson on
 * their own leads only), 400 naming the field, listed on the person's Today list (overdue and due today in
 * the site's zone, not tomorrow's), completed, every write audited; the lead page's open tasks of the
 * lead, due in its location's zone (a Perth yard of the Sydney site here). The test clock is
 * 2026-03-10 23:00 UTC, 2026-03-11 10:00 in Sydney, 07:00 in Perth.
 */

const GROUP = 'Central West Auto Group';
let server: TestServer;
let manager: ConsoleClient;
let sales: ConsoleClient;
let site: string;
let leadId: string;
let otherLead: string;

interface Task {
  id: string;
  kind: string;
  dueLocal: string;
  overdue: boolean;
  shopper: string;
  leadId: string;
}
type Today = { timeZone: string; today: string; overdue: Task[]; due: Task[] };

const PERTH_YARD = 9901;

/** The demo sites, the group's first with a second yard in Perth (its own zone). */
function withPerthYard() {
  const base = demoRegistry();
  return {
    ...base,
    sites: base.sites.map((s) =>
      s.slug === 'bathurst-motors'
        ? {
            ...s,
            locations: [
              ...s.locations,
              {
                ...(s.locations[0] as (typeof s.locations)[number]),
                id: PERTH_YARD,
                slug: 'perth-yard',
                location_name: 'Perth yard',
                timezone: 'Australia/Perth',
              },
            ],
          }
        : s,
    ),
  };
}

async function postLead(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await server.site(site)('/api/leads', {
    method: 'POST',
    json: {
      lead: { category: 'General Enquiry', message: 'Hi', name, email: `${name}@example.com`, ...extra },
    },
  });
  expect(res.status).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  server = await startTestServer({
    inventorySize: 5,
    registry: withPerthYard(),
    reservations: { demoFallback: true },
  });
  const managerLogin = demoLogin(server, GROUP, 'manager');
  site = managerLogin.siteSlugs[0] as string;
  manager = await signIn(server, managerLogin, site);
  sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), site);
  leadId = await postLead('Tess');
  otherLead = await postLead('Ollie');
  const me = (await sales.get('/api/console/me')).json<{ staff: { userId: string } }>();
  const assigned = await manager.post(`/api/console/leads/${leadId}/assign`, { assigneeId: me.staff.userId });
  expect(assigned.status).toBe(200);
}, 90_000);

afterAll(async () => {
  await server?.close();
});

describe('console tasks', () => {
  it('refuses a task naming the field, and a lead the salesperson does not work', async () => {
    const bad = await sales.post(`/api/console/leads/${leadId}/tasks`, {
      kind: 'lunch',
      due_at: '2026-03-11T09:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('kind');
    const when = await sales.post(`/api/console/leads/${leadId}/tasks`, {
      kind: 'call_back',
      due_at: 'soon',
    });
    expect(when.status).toBe(400);
    expect(when.json<{ fields: Record<string, string> }>().fields).toHaveProperty('due_at');
    const none = await sales.post(`/api/console/leads/${leadId}/tasks`, { due_at: '2026-03-11T09:00' });
    expect(none.json<{ fields: Record<string, string> }>().fields).toHaveProperty('kind');
    const notOwn = await sales.post(`/api/console/leads/${otherLead}/tasks`, {
      kind: 'call_back',
      due_at: '2026-03-11T09:00',
    });
    expect(notOwn.status).toBe(404);
    expect((await sales.get(`/api/console/tasks/today?site=${site}`)).json<Today>().overdue).toEqual([]);
  });

  it('lists the overdue and today’s tasks of the person, not tomorrow’s, and completes one (audited)', async () => {
    const make = async (client: ConsoleClient, lead: string, kind: string, due: string) => {
      const res = await client.post(`/api/console/leads/${lead}/tasks`, {
        kind,
        due_at: due,
        note: ' Ring back ',
      });
      expect(res.status).toBe(201);
      return res.json<{ task: Task & { note: string } }>().task;
    };
    const late = await make(sales, leadId, 'call_back', '2026-03-11T09:00');
    expect(late).toMatchObject({ dueLocal: '2026-03-11T09:00', note: 'Ring back', shopper: 'Tess' });
    await make(sales, leadId, 'follow_up', '2026-03-11T17:00');
    await make(sales, leadId, 'follow_up', '2026-03-12T10:00');
    const mine = await make(manager, otherLead, 'follow_up', '2026-03-11T12:00');

    const today = (await sales.get(`/api/console/tasks/today?site=${site}`)).json<Today>();
    expect(today).toMatchObject({ timeZone: 'Australia/Sydney', today: '2026-03-11' });
    expect(today.overdue.map((t) => [t.kind, t.dueLocal])).toEqual([['call_back', '2026-03-11T09:00']]);
    expect(today.due.map((t) => [t.kind, t.dueLocal])).toEqual([['follow_up', '2026-03-11T17:00']]);
    // The manager's list has their own task, not the salesperson's.
    const theirs = (await manager.get(`/api/console/tasks/today?site=${site}`)).json<Today>();
    expect([...theirs.overdue, ...theirs.due].map((t) => t.id)).toEqual([mine.id]);

    expect((await sales.post(`/api/console/tasks/${mine.id}/complete`)).status).toBe(404);
    expect((await sales.post('/api/console/tasks/not-a-task/complete')).status).toBe(404);
    const done = await sales.post(`/api/console/tasks/${late.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.json<{ task: { done: boolean } }>().task.done).toBe(true);
    const after = (await sales.get(`/api/console/tasks/today?site=${site}`)).json<Today>();
    expect(after.overdue).toEqual([]);
    expect(after.due).toHaveLength(1);

    const audit = await manager.get(`/api/console/audit?site=${site}`);
    const actions = audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action);
    expect(actions.filter((a) => a.startsWith('task.')).sort()).toEqual([
      'task.completed',
      'task.created',
      'task.created',
      'task.created',
      'task.created',
    ]);
  });

  it("lists a lead's open tasks on its page, due in its location's zone; done ones leave it", async () => {
    const perth = await postLead('Pia', { location_id: PERTH_YARD });
    const me = (await sales.get('/api/console/me')).json<{ staff: { userId: string } }>();
    expect(
      (await manager.post(`/api/console/leads/${perth}/assign`, { assigneeId: me.staff.userId })).status,
    ).toBe(200);
    type LeadTasks = { timeZone: string; tasks: (Task & { dueAt: string; note: string })[] };
    const listed = async (lead: string, who = sales) =>
      (await who.get(`/api/console/leads/${lead}/tasks`)).json<LeadTasks>();
    expect(await listed(perth)).toMatchObject({ timeZone: 'Australia/Perth', tasks: [] });

    // Typed on the lead's page as Perth wall time: 9:00 in Perth is 12:00 in Sydney, 01:00 UTC.
    const later = await sales.post(`/api/console/leads/${perth}/tasks`, {
      kind: 'follow_up',
      due_at: '2026-03-11T09:00',
      note: 'Send the brochure',
    });
    expect(later.status).toBe(201);
    const early = await sales.post(`/api/console/leads/${perth}/tasks`, {
      kind: 'call_back',
      due_at: '2026-03-11T06:30',
    });
    expect(early.status).toBe(201);
    const open = await listed(perth);
    expect(open.tasks.map((t) => [t.kind, t.dueLocal, t.dueAt, t.overdue])).toEqual([
      ['call_back', '2026-03-11T06:30', '2026-03-10T22:30:00.000Z', true],
      ['follow_up', '2026-03-11T09:00', '2026-03-11T01:00:00.000Z', false],
    ]);
    expect(open.tasks[1]?.note).toBe('Send the brochure');
    // The same tasks on the salesperson's Today list, in the site's zone (Sydney).
    const today = (await sales.get(`/api/console/tasks/today?site=${site}`)).json<Today>();
    expect([...today.overdue, ...today.due].filter((t) => t.leadId === perth).map((t) => t.dueLocal)).toEqual(
      ['2026-03-11T09:30', '2026-03-11T12:00'],
    );

    const done = await sales.post(`/api/console/tasks/${open.tasks[0]?.id}/complete`);
    expect(done.status).toBe(200);
    expect((await listed(perth)).tasks.map((t) => t.kind)).toEqual(['follow_up']);
    // The manager reads the lead's tasks too; the salesperson not another's lead, nor a made-up id.
    expect((await listed(perth, manager)).tasks).toHaveLength(1);
    expect((await sales.get(`/api/console/leads/${otherLead}/tasks`)).status).toBe(404);
    expect((await sales.get('/api/console/leads/not-a-lead/tasks')).status).toBe(404);
  });
});
