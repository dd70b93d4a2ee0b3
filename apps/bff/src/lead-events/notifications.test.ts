import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { openSse, type SseReader } from '../testing/sse.js';

/**
 * Overdue leads told live (issue 33): past its due time, the assigned salesperson's console stream gets
 * an `event: notification`, and so does the site's manager's once their step is due — over real HTTP,
 * the real store and the background job (a short interval; the server clock jumps ahead).
 */

const GROUP = 'Central West Auto Group';
const DAY = 86_400_000;
let offset = 0;
let server: TestServer;
const readers: SseReader[] = [];

beforeAll(async () => {
  server = await startTestServer({
    inventorySize: 5,
    now: () => new Date(Date.now() + offset),
    escalationIntervalMs: 300,
  });
}, 60_000);
afterAll(async () => {
  for (const reader of readers) reader.close();
  await server.close();
});

describe('overdue notifications on the console stream', () => {
  it('should tell the assignee, then the manager, live', async () => {
    const managerLogin = demoLogin(server, GROUP, 'manager');
    const site = managerLogin.siteSlugs[0] as string;
    const manager = await signIn(server, managerLogin, site);
    const sales = await signIn(server, demoLogin(server, GROUP, 'salesperson'), site);
    const posted = await server.site(site)('/api/leads', {
      method: 'POST',
      json: {
        lead: {
          name: 'Otto Overdue',
          email: 'otto@example.com',
          phone: '0412 345 678',
          category: 'General Enquiry',
        },
      },
    });
    const leadId = posted.json<{ id: string }>().id;
    await manager.get('/api/console/leads');
    const me = (await sales.get('/api/console/me')).json<{ staff: { userId: string } }>().staff.userId;
    expect((await manager.post(`/api/console/leads/${leadId}/assign`, { assigneeId: me })).status).toBe(200);

    const open = (cookie: string) =>
      openSse(server.port, `${site}.localhost:${server.port}`, '/api/console/leads/stream', { cookie });
    const [salesStream, managerStream] = await Promise.all([open(sales.cookie), open(manager.cookie)]);
    readers.push(salesStream, managerStream);
    await salesStream.next((e) => e.event === 'ready', 5_000);
    await managerStream.next((e) => e.event === 'ready', 5_000);

    offset += 3 * DAY; // past the due time and the managers' 30 opening minutes
    const toSales = await salesStream.next((e) => e.event === 'notification', 15_000);
    expect(JSON.parse(toSales.data)).toMatchObject({ leadId, kind: 'lead.overdue' });
    expect(JSON.parse(toSales.data).body).toContain('Otto Overdue');
    const toManager = await managerStream.next((e) => e.event === 'notification', 15_000);
    expect(JSON.parse(toManager.data)).toMatchObject({ leadId, kind: 'lead.overdue' });
  }, 60_000);
});
