import { demoRegistry } from '@dealer/site-registry';
import { sampleCsvFeed } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';

/**
 * The console's Settings over real HTTP on a running server (issue 28 item 7): a group admin makes a feed
 * token and the DMS pushes with it at once (no restart, no environment variable); a rotation leaves the
 * old token working for the overlap and no longer (the server's clock moved); a revoked token is refused;
 * a manager sees no tokens and cannot make one; contact details reach the public site, lead destinations
 * never do.
 */

const GROUP = 'Central West Auto Group';
const SITE = 'bathurst-motors';
const SITE_ID = demoRegistry().sites.find((s) => s.slug === SITE)?.id;
const HOUR = 3_600_000;
let offset = 0;
let server: TestServer;
let admin: ConsoleClient;
let manager: ConsoleClient;

beforeAll(async () => {
  server = await startTestServer({
    inventorySize: { [SITE]: 5 },
    now: () => new Date(TEST_NOW.getTime() + offset),
  });
  admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), SITE);
  manager = await signIn(server, demoLogin(server, GROUP, 'manager'), SITE);
}, 60_000);
afterAll(async () => {
  await server.close();
});

const push = (token: string, slug = SITE) =>
  server.site(slug)('/feeds/stock?mode=replace&force=1', {
    method: 'POST',
    body: sampleCsvFeed(3),
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });

async function makeToken(kind: 'stock_feed' | 'leads_api', label = 'DMS export') {
  const res = await admin.post(`/api/console/settings/tokens?site=${SITE}`, { kind, label });
  expect(res.status).toBe(201);
  return res.json<{ token: string; info: { id: string; hint: string; kind: string } }>();
}

describe('machine tokens', () => {
  it('should let a feed pushed with a console-made token go live without a restart', async () => {
    expect((await push('dsf_not-a-token-of-this-site-at-all')).status).toBe(401);
    const { token, info } = await makeToken('stock_feed');
    expect(token).toMatch(/^dsf_[A-Za-z0-9_-]{43}$/);
    expect(info.hint).toBe(token.slice(-4));
    const answer = await push(token);
    expect(answer.status).toBe(200);
    expect(answer.json<{ applied: boolean; added: string[] }>()).toMatchObject({ applied: true });
    expect(answer.json<{ added: string[] }>().added).toHaveLength(3);
    // The token is the site's alone.
    expect((await push(token, 'cowra-motors')).status).toBe(401);
    // Listed without the token or its hash.
    const listed = await admin.get(`/api/console/settings?site=${SITE}`);
    expect(listed.text).not.toContain(token);
    expect(listed.json<{ tokens: { id: string }[] }>().tokens.map((t) => t.id)).toContain(info.id);
  });

  it('should keep a rotated token working for the overlap, and refuse it after', async () => {
    const old = await makeToken('stock_feed', 'rotation');
    const rotated = await admin.post(`/api/console/settings/tokens/${old.info.id}/rotate?site=${SITE}`, {
      overlapHours: 24,
    });
    expect(rotated.status).toBe(200);
    const fresh = rotated.json<{ token: string; old: { expiresAt: string } }>();
    expect(fresh.old.expiresAt).toBe(new Date(TEST_NOW.getTime() + offset + 24 * HOUR).toISOString());
    expect((await push(old.token)).status).toBe(200);
    expect((await push(fresh.token)).status).toBe(200);
    offset += 23 * HOUR;
    expect((await push(old.token)).status).toBe(200);
    offset += 2 * HOUR;
    expect((await push(old.token)).status).toBe(401);
    expect((await push(fresh.token)).status).toBe(200);
    // A token past its overlap cannot be rotated again.
    admin = await signIn(server, demoLogin(server, GROUP, 'group_admin'), SITE);
    const again = await admin.post(`/api/console/settings/tokens/${old.info.id}/rotate?site=${SITE}`, {});
    expect(again.status).toBe(404);
    // A day on, the console sessions of this file have ended: sign in again for the tests after this one.
    manager = await signIn(server, demoLogin(server, GROUP, 'manager'), SITE);
  });

  it('should refuse a revoked token at once', async () => {
    const { token, info } = await makeToken('stock_feed', 'to revoke');
    expect((await push(token)).status).toBe(200);
    const revoked = await admin.call(`/api/console/settings/tokens/${info.id}?site=${SITE}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect((await push(token)).status).toBe(401);
    const twice = await admin.call(`/api/console/settings/tokens/${info.id}?site=${SITE}`, {
      method: 'DELETE',
    });
    expect(twice.status).toBe(404);
  });

  it('should open the leads API with a console-made leads token, for reads only', async () => {
    const { token } = await makeToken('leads_api', 'CRM pull');
    const site = server.site(SITE);
    const read = await site('/api/dealer/leads', { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    // A feed token is not a leads token, and a leads token is not a feed token.
    expect((await push(token)).status).toBe(401);
    const feed = await makeToken('stock_feed', 'not for leads');
    const wrong = await site('/api/dealer/leads', { headers: { authorization: `Bearer ${feed.token}` } });
    expect(wrong.status).toBe(401);
  });

  it('should keep tokens and destinations to group admins', async () => {
    const seen = await manager.get(`/api/console/settings?site=${SITE}`);
    expect(seen.status).toBe(200);
    const body = seen.json<Record<string, unknown>>();
    expect(body.canManageTokens).toBe(false);
    expect(body.tokens).toBeUndefined();
    expect(body.destinations).toBeUndefined();
    const made = await manager.post(`/api/console/settings/tokens?site=${SITE}`, {
      kind: 'stock_feed',
      label: 'x',
    });
    expect(made.status).toBe(404);
    const dest = await manager.call(`/api/console/settings/destinations?site=${SITE}`, {
      method: 'PUT',
      json: { webhookUrls: ['https://crm.example.com/hook'] },
    });
    expect(dest.status).toBe(404);
    // Another group's admin: not found; nobody signed in: 401.
    const harbour = await signIn(
      server,
      demoLogin(server, 'Harbour Auto Group', 'group_admin'),
      'harbour-auto',
    );
    expect((await harbour.get(`/api/console/settings?site=${SITE}`)).status).toBe(404);
    const stranger = await harbour.post(`/api/console/settings/tokens?site=${SITE}`, {
      kind: 'stock_feed',
      label: 'x',
    });
    expect(stranger.status).toBe(404);
    const anonymous = await server.site(SITE)(`/api/console/settings/tokens?site=${SITE}`, {
      method: 'POST',
      json: { kind: 'stock_feed', label: 'x' },
      headers: { origin: `http://${SITE}.localhost:${server.port}` },
    });
    expect(anonymous.status).toBe(401);
  });

  it('should answer 400 naming the field for a bad token request', async () => {
    const res = await admin.post(`/api/console/settings/tokens?site=${SITE}`, { kind: 'root', label: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'kind',
      'label',
    ]);
  });
});

describe('contact and lead destinations', () => {
  it('should put new contact details on the public site at once', async () => {
    const current = await admin.get(`/api/console/settings?site=${SITE}`);
    const { contact, site } = current.json<{
      contact: { phone: string; email: string; openingHours: Record<string, unknown> };
      site: { locations: { id: number }[] };
    }>();
    const location = String(site.locations[0]?.id);
    const saved = await admin.call(`/api/console/settings/contact?site=${SITE}`, {
      method: 'PUT',
      json: {
        ...contact,
        phone: '02 6331 9999',
        openingHours: { [location]: { monday: { status: 'open', open: '08:00', close: '17:30' } } },
        specialHours: [{ date: '2026-12-25', label: 'Christmas Day', status: 'closed' }],
      },
    });
    expect(saved.status).toBe(200);
    const session = await server.site(SITE)(`/api/v1/websites/${SITE_ID}/website_session_data.json`);
    expect(session.json<{ phone: string }>().phone).toBe('02 6331 9999');
    const config = await server.site(SITE)(`/api/websites/${SITE_ID}/site_config.json`);
    expect(config.json<{ special_hours: unknown[] }>().special_hours).toEqual([
      { date: '2026-12-25', label: 'Christmas Day', status: 'closed' },
    ]);
  });

  it('should refuse bad contact details naming the field, changing nothing', async () => {
    const res = await admin.call(`/api/console/settings/contact?site=${SITE}`, {
      method: 'PUT',
      json: { phone: '1', email: 'nope', specialHours: [{ date: '25/12/2026', label: 'X', status: 'open' }] },
    });
    expect(res.status).toBe(400);
    const fields = res.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['phone', 'email']));
    const session = await server.site(SITE)(`/api/v1/websites/${SITE_ID}/website_session_data.json`);
    expect(session.json<{ phone: string }>().phone).toBe('02 6331 9999');
  });

  it('should keep saved destinations on the server: the console shows them, public answers never', async () => {
    const hook = 'https://crm.bathurst-private.example.com/leads-hook-7f3a';
    const saved = await admin.call(`/api/console/settings/destinations?site=${SITE}`, {
      method: 'PUT',
      json: { webhookUrls: [hook], adfEmails: ['adf@crm-private.example.com'], notificationEmails: [] },
    });
    expect(saved.status).toBe(200);
    const read = await admin.get(`/api/console/settings?site=${SITE}`);
    expect(read.json<{ destinations: { webhookUrls: string[] } }>().destinations.webhookUrls).toEqual([hook]);
    for (const path of [
      `/api/websites/${SITE_ID}/site_config.json`,
      `/api/v1/websites/${SITE_ID}/website_session_data.json`,
    ]) {
      const res = await server.site(SITE)(path);
      expect(res.text).not.toContain('crm.bathurst-private.example.com');
      expect(res.text).not.toContain('adf@crm-private.example.com');
    }
    // The server posts leads to a webhook from inside its network: never to a private address.
    for (const [url, message] of [
      ['https://169.254.169.254/latest/meta-data', /private network/],
      ['https://10.1.2.3/crm', /private network/],
      ['https://localhost/crm', /private network/],
      ['http://crm.example.com/hook', /https/],
    ] as const) {
      const refused = await admin.call(`/api/console/settings/destinations?site=${SITE}`, {
        method: 'PUT',
        json: { webhookUrls: [hook, url] },
      });
      expect(refused.status, url).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields['webhookUrls.1']).toMatch(message);
    }
    const bad = await admin.call(`/api/console/settings/destinations?site=${SITE}`, {
      method: 'PUT',
      json: { webhookUrls: ['ftp://crm.example.com'], adfEmails: ['x'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'adfEmails.0',
      'webhookUrls.0',
    ]);
  });
});
