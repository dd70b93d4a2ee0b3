import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoRegistry, type Registry } from '@dealer/site-registry';
import { sampleCsvFeed } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../server-options.js';
import { demoLogin, signIn } from '../testing/console.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';

/**
 * Console settings on two server copies of one PostgreSQL (issue 28 item 7: "stored in the database so
 * every copy sees them"): a token made through copy A opens copy B's feed push at once; a phone saved
 * through A is on B's public answers within the settings poll; lead destinations saved through A route a
 * lead taken by B to the CRM webhook, which the site file does not name.
 */
const postgresUrl = await reachablePostgres('the settings-on-two-copies test');

const SITE = 'harbour-auto';
const GROUP = 'Harbour Auto Group';

/** The demo registry with the site's own destinations taken out: only the console's can route a lead. */
function withoutDestinations(): Registry {
  const base = demoRegistry();
  return {
    ...base,
    sites: base.sites.map((s) =>
      s.slug === SITE
        ? {
            ...s,
            leads: {
              yes_no_fields: s.leads.yes_no_fields,
              webhook_urls: [],
              adf_emails: [],
              notification_emails: [],
            },
          }
        : s,
    ),
  };
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

describe.skipIf(!postgresUrl)('console settings on two server copies of one PostgreSQL', () => {
  const schema = `bff_settings_${randomBytes(6).toString('hex')}`;
  const registry = withoutDestinations();
  const siteId = registry.sites.find((s) => s.slug === SITE)?.id;
  const received: string[] = [];
  let receiver: Server;
  let receiverUrl: string;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    // The test's CRM listens on 127.0.0.1 (a console user could not name it otherwise).
    process.env.WEBHOOK_ALLOW_PRIVATE = '1';
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        res.end('ok');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
    const shared: Partial<ServerOptions> = {
      registry,
      demo: true,
      databaseUrl: postgresUrl as string,
      databaseSchema: schema,
      inventorySize: { [SITE]: 5 },
      now: () => TEST_NOW,
      outbox: { intervalMs: 100 },
      // The test's CRM listens on 127.0.0.1: the guarded client opens loopback only when told to.
      outbound: { allowLoopback: true },
      inventorySyncMs: 200,
    };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  }, 60_000);

  afterAll(async () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    await a?.close();
    await b?.close();
    await new Promise((done) => receiver?.close(done));
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  it('should open copy B to a token made through copy A, at once', async () => {
    const admin = await signIn(a, demoLogin(a, GROUP, 'group_admin'), SITE);
    const made = await admin.post(`/api/console/settings/tokens?site=${SITE}`, {
      kind: 'stock_feed',
      label: 'DMS',
    });
    expect(made.status).toBe(201);
    const { token } = made.json<{ token: string }>();
    const pushed = await b.site(SITE)('/feeds/stock?mode=replace&force=1', {
      method: 'POST',
      body: sampleCsvFeed(3),
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    });
    expect(pushed.status).toBe(200);
  });

  it('should show B the contact details saved through A, and route B’s leads to A’s destinations', async () => {
    const admin = await signIn(a, demoLogin(a, GROUP, 'group_admin'), SITE);
    const current = (await admin.get(`/api/console/settings?site=${SITE}`)).json<{ contact: object }>();
    const contact = await admin.call(`/api/console/settings/contact?site=${SITE}`, {
      method: 'PUT',
      json: { ...current.contact, phone: '02 9999 1234' },
    });
    expect(contact.status).toBe(200);
    const destinations = await admin.call(`/api/console/settings/destinations?site=${SITE}`, {
      method: 'PUT',
      json: { webhookUrls: [receiverUrl], adfEmails: [], notificationEmails: [] },
    });
    expect(destinations.status).toBe(200);

    await until('the phone on copy B', 5_000, async () => {
      const res = await b.site(SITE)(`/api/v1/websites/${siteId}/website_session_data.json`);
      return res.json<{ phone: string }>().phone === '02 9999 1234' ? true : undefined;
    });
    const lead = await b.site(SITE)('/api/leads', {
      method: 'POST',
      json: {
        lead: {
          name: 'Jo Citizen',
          email: 'jo@example.com',
          phone: '0412 345 678',
          postcode: '2000',
          category: 'General Enquiry',
          dealership_slug: 'harbour-toyota',
          website_slug: SITE,
          message: 'Is it still available?',
        },
      },
    });
    expect(lead.status).toBe(201);
    const body = await until('the webhook delivery', 10_000, async () =>
      received.find((text) => text.includes('Jo Citizen')),
    );
    expect(body).toContain('lead.created');
  });
});
