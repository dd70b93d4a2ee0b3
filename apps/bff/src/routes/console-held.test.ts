import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { dealerAuth, startTestServer, type TestServer } from '../testing/server.js';

/**
 * Held for review (issue 29 item 4) over real HTTP and the real store: a quarantined lead is listed with its
 * reason to the people who assign the site's leads, released into the inbox (and to the CRM) or discarded
 * (kept, marked), each decision audited; a salesperson and another site see none of it.
 */

const GROUP = 'Central West Auto Group';
let server: TestServer;
let admin: ConsoleClient;
let manager: ConsoleClient;
let sales: ConsoleClient;
let site: string;

async function postLead(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await server.site(site)('/api/leads', {
    method: 'POST',
    json: {
      lead: {
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone: '0412 345 678',
        category: 'General Enquiry',
        ...extra,
      },
    },
  });
  expect(res.status).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A bot's submission: the hidden honeypot field filled (quarantined with reason honeypot_filled). */
const held = (name: string) => postLead(name, { website: 'http://spam.example' });

beforeAll(async () => {
  server = await startTestServer({
    inventorySize: 20,
    rateLimit: { leads: { limit: 100, windowMs: 60_000 } },
  });
  const login = demoLogin(server, GROUP, 'manager');
  site = login.siteSlugs[0] as string;
  manager = await signIn(server, login, site);
  admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), site);
  sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), site);
}, 90_000);

afterAll(async () => {
  await server?.close();
});

interface HeldList {
  leads: { id: string; reason: string; shopper: { name: string } }[];
  total: number;
}
/** The lead as the dealer's own API lists it (quarantined, its delivery state). */
async function stored(id: string) {
  const res = await server.site(site)('/api/dealer/leads', { headers: dealerAuth(site) });
  return res
    .json<{
      leads: { id: string; quarantined: boolean; quarantine_reason: string; delivery: { status: string } }[];
    }>()
    .leads.find((l) => l.id === id);
}

const inboxIds = async () =>
  (await manager.get('/api/console/leads')).json<{ leads: { id: string }[]; heldCount: number }>();

describe('held for review', () => {
  it('should list a quarantined lead with its reason and count it, and release it into the inbox', async () => {
    const normal = await postLead('Nora');
    const bot = await held('Hal');
    const list = (await manager.get('/api/console/leads/held')).json<HeldList>();
    expect(list.leads.map((l) => l.id)).toContain(bot);
    expect(list.leads.find((l) => l.id === bot)).toMatchObject({
      reason: 'honeypot_filled',
      shopper: { name: 'Hal' },
    });
    expect(list.leads.map((l) => l.id)).not.toContain(normal);
    const before = await inboxIds();
    expect(before.leads.map((l) => l.id)).not.toContain(bot);
    expect(before.heldCount).toBeGreaterThanOrEqual(1);
    // The dashboard says so too.
    const dashboard = (await manager.get('/api/console/dashboard')).json<{ held?: number }>();
    expect(dashboard.held).toBe(before.heldCount);

    expect((await manager.post(`/api/console/leads/${bot}/release`)).status).toBe(204);
    const after = (await manager.get('/api/console/leads/held')).json<HeldList>();
    expect(after.leads.map((l) => l.id)).not.toContain(bot);
    await expect
      .poll(async () => (await inboxIds()).leads.map((l) => l.id), { timeout: 10_000 })
      .toContain(bot);
    expect((await inboxIds()).heldCount).toBe(before.heldCount - 1);
    // Delivered as a normal lead (this site has no CRM destination: kept in the inbox), no longer held back.
    await expect.poll(async () => (await stored(bot))?.delivery.status, { timeout: 10_000 }).toBe('stored');
    expect(await stored(bot)).toMatchObject({ quarantined: false });
    // Once only: a second release finds nothing held.
    expect((await manager.post(`/api/console/leads/${bot}/release`)).status).toBe(404);
  });

  it('should discard a held lead: kept and marked, out of the held list, never in the inbox', async () => {
    const bot = await held('Dee');
    expect((await manager.post(`/api/console/leads/${bot}/discard`)).status).toBe(204);
    expect(
      (await manager.get('/api/console/leads/held')).json<HeldList>().leads.map((l) => l.id),
    ).not.toContain(bot);
    expect(await stored(bot)).toMatchObject({ quarantined: true, quarantine_reason: 'honeypot_filled' });
    expect((await inboxIds()).leads.map((l) => l.id)).not.toContain(bot);
  });

  it('should audit each decision, and refuse a salesperson', async () => {
    const audit = (await admin.get('/api/console/audit?limit=500')).json<{ entries: { action: string }[] }>();
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['lead.released', 'lead.discarded']),
    );
    const bot = await held('Sal');
    expect((await sales.get('/api/console/leads/held')).status).toBe(403);
    expect((await sales.post(`/api/console/leads/${bot}/release`)).status).toBe(404);
    expect((await manager.post('/api/console/leads/not-a-uuid/release')).status).toBe(404);
  });
});
