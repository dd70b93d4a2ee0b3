import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, signIn } from '../testing/console.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** The embedded mail catcher's mails in the console (issue #18 §3): the ADF mail of a lead, per site. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    inventorySize: 10,
    mail: { catcher: true },
    outbox: { intervalMs: 50, backoffSeconds: 0.2, maxAttempts: 40 },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function until<T>(check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('console mail', () => {
  it('should show a manager the ADF mail of their site’s lead, and nobody else’s', async () => {
    const manager = await signIn(server, demoLogin(server, 'Harbour Auto Group', 'manager'));
    const posted = await server.site('harbour-auto')('/api/leads', {
      method: 'POST',
      json: {
        lead: {
          name: 'Ann Lee',
          email: 'ann@example.com',
          phone: '0412 345 678',
          category: 'General Enquiry',
        },
      },
    });
    const { id } = posted.json<{ id: string }>();
    const mails = await until(async () => {
      const res = await manager.get('/api/console/mail');
      const list = res.json<{ mails: { to: string[]; subject: string; rawUrl: string }[] }>().mails;
      return list.some((m) => m.to.includes('crm@harbour-auto.example')) ? list : undefined;
    });
    const adf = mails.find((m) => m.to.includes('crm@harbour-auto.example'));
    expect(adf?.subject).toMatch(/^ADF lead/);
    const raw = await manager.get(adf?.rawUrl ?? '');
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.text).toContain(id);

    const other = await signIn(server, demoLogin(server, 'Summit Motor Group', 'manager'));
    expect((await other.get('/api/console/mail')).json<{ mails: unknown[] }>().mails).toEqual([]);
    expect((await other.get(adf?.rawUrl ?? '')).status).toBe(404);
    expect((await other.get('/api/console/mail?site=harbour-auto')).status).toBe(404);
    const sales = await signIn(server, demoLogin(server, 'Harbour Auto Group', 'salesperson'));
    expect((await sales.get('/api/console/mail')).json<{ mails: unknown[] }>().mails).toEqual([]);
    expect((await server.site('harbour-auto')('/api/console/mail')).status).toBe(401);
  }, 60_000);
});
