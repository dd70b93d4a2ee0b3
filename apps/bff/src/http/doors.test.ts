import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { httpCall } from '../testing/http.js';
import { startTestServer, TEST_NOW, type TestServer, testDealerPassword } from '../testing/server.js';

/** Security doors over real HTTP: dealer sign-in limits, per-site logins, proxy hops, CSRF, hidden cars. */

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

describe('dealer sign-in: one login per site, limited guesses', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One trusted proxy: each test speaks from its own client address through X-Forwarded-For.
    server = await startTestServer({ inventorySize: 40, trustProxy: 1 });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const inbox = (slug: string, ip: string, password: string) =>
    server.site(slug)('/api/dealer/leads', {
      headers: { ...basic(slug, password), 'x-forwarded-for': ip },
    });

  it('should give every site its own password: one site’s password opens no other site', async () => {
    const harbour = testDealerPassword('harbour-auto');
    const kiwi = testDealerPassword('kiwi-motors');
    expect(harbour).not.toBe(kiwi);
    expect(server.dealerPassword('harbour-auto')).toBe(harbour);
    expect((await inbox('harbour-auto', '198.51.100.1', harbour)).status).toBe(200);
    expect((await inbox('kiwi-motors', '198.51.100.1', harbour)).status).toBe(401);
    expect((await inbox('kiwi-motors', '198.51.100.1', kiwi)).status).toBe(200);
    // The old shared fallback password is nobody's.
    expect((await inbox('kiwi-motors', '198.51.100.1', 'test-dealer-password')).status).toBe(401);
  });

  it('should answer 429 with Retry-After after 10 wrong passwords from one address, right password or not', async () => {
    const ip = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await inbox('harbour-auto', ip, `guess-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await inbox('harbour-auto', ip, testDealerPassword('harbour-auto'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Per address across sites: another site does not reset the count.
    expect((await inbox('kiwi-motors', ip, 'guess')).status).toBe(429);
    // Another address is not affected.
    expect((await inbox('harbour-auto', '198.51.100.21', testDealerPassword('harbour-auto'))).status).toBe(
      200,
    );
  });

  it('should lock a site after 50 failures from many addresses, except for addresses its dealer used', async () => {
    const slug = 'bayside-mazda';
    const password = testDealerPassword(slug);
    expect((await inbox(slug, '203.0.113.250', password)).status).toBe(200);
    for (let i = 0; i < 50; i++) expect((await inbox(slug, `203.0.113.${i}`, 'wrong')).status).toBe(401);
    expect((await inbox(slug, '203.0.113.60', 'wrong')).status).toBe(429);
    expect((await inbox(slug, '203.0.113.61', password)).status).toBe(429);
    // The dealer's own address still gets in: an attacker cannot lock the dealer out.
    expect((await inbox(slug, '203.0.113.250', password)).status).toBe(200);
  });

  it('should not count a request without credentials (the browser asking for the prompt)', async () => {
    for (let i = 0; i < 15; i++) {
      const res = await server.site('harbour-auto')('/api/dealer/leads', {
        headers: { 'x-forwarded-for': '198.51.100.40' },
      });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Basic');
    }
  });
});

describe('dealer logins outside the demo', () => {
  it('should have no dealer login for a site without its own password when demo logins are off', async () => {
    const server = await startTestServer({ inventorySize: 10, demoDealerLogins: false });
    try {
      expect(server.dealerPassword('harbour-auto')).toBeNull();
      const derived = testDealerPassword('harbour-auto');
      expect(
        (await server.site('harbour-auto')('/api/dealer/leads', { headers: basic('harbour-auto', derived) }))
          .status,
      ).toBe(401);
      expect(
        (await server.site('harbour-auto')('/api/dealer/leads', { headers: basic('harbour-auto', '') }))
          .status,
      ).toBe(401);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('machine access to leads (per-site API tokens)', () => {
  it('should let a site’s LEADS_API_TOKEN read its leads outside the demo, and nothing else', async () => {
    const token = 'crm-pull-token-0123456789';
    process.env.LEADS_API_TOKEN_HARBOUR_AUTO = token;
    const server = await startTestServer({ inventorySize: 10, demoDealerLogins: false });
    try {
      const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
      const harbour = server.site('harbour-auto');
      const read = await harbour('/api/dealer/leads', { headers: bearer(token) });
      expect(read.status).toBe(200);
      expect(read.json()).toMatchObject({ site: 'harbour-auto' });
      expect((await harbour('/api/dealer/leads?format=csv', { headers: bearer(token) })).status).toBe(200);
      // Another site, a wrong token, or a call other than reading leads: refused.
      expect((await server.site('kiwi-motors')('/api/dealer/leads', { headers: bearer(token) })).status).toBe(
        401,
      );
      expect((await harbour('/api/dealer/leads', { headers: bearer(`${token}x`) })).status).toBe(401);
      expect((await harbour('/api/dealer/reservations', { headers: bearer(token) })).status).toBe(401);
    } finally {
      delete process.env.LEADS_API_TOKEN_HARBOUR_AUTO;
      await server.close();
    }
  }, 60_000);
});

describe('client address behind trusted proxies (TRUST_PROXY = number of proxies)', () => {
  const guessFrom = (server: TestServer, forwardedFor: string) =>
    server.site('harbour-auto')('/api/dealer/leads', {
      headers: { ...basic('harbour-auto', 'wrong'), 'x-forwarded-for': forwardedFor },
    });

  it('should take the hop the proxy appended, not the one the client wrote (1 proxy)', async () => {
    const server = await startTestServer({ inventorySize: 10, trustProxy: 1 });
    try {
      const statuses: number[] = [];
      // The client writes a new "address" on each request; the proxy appends the real one.
      for (let i = 0; i < 11; i++) statuses.push((await guessFrom(server, `10.9.9.${i}, 192.0.2.7`)).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('should take the second hop from the right behind two proxies', async () => {
    const server = await startTestServer({ inventorySize: 10, trustProxy: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await guessFrom(server, `10.9.9.${i}, 192.0.2.8, 172.16.0.${i}`)).status);
      expect(statuses.at(-1)).toBe(429);
      // A different client behind the same proxies is its own address.
      expect((await guessFrom(server, '192.0.2.9, 172.16.0.1')).status).toBe(401);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('cross-site writes and content types (one middleware for every state-changing request)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: 40 });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const harbour = () => server.site('harbour-auto');
  const dealer = basic('harbour-auto', testDealerPassword('harbour-auto'));
  const lead = { lead: { name: 'Jo Citizen', email: 'jo@example.com', category: 'General Enquiry' } };

  it('should refuse dealer POSTs with a foreign Origin or a cross-site fetch, even with saved credentials', async () => {
    const cancel = '/api/dealer/reservations/00000000-0000-4000-8000-000000000000/cancel';
    const restore = '/api/dealer/pages/about/versions/1/restore';
    for (const path of [cancel, restore]) {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        // Another tenant on a sibling sub-domain is "same-site" to a browser: still refused.
        { origin: `http://kiwi-motors.localhost:${server.port}` },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of foreign) {
        const res = await harbour()(path, { method: 'POST', headers: { ...dealer, ...headers } });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
      const own = await harbour()(path, {
        method: 'POST',
        headers: {
          ...dealer,
          origin: `http://harbour-auto.localhost:${server.port}`,
          'sec-fetch-site': 'same-origin',
        },
      });
      expect([403, 415]).not.toContain(own.status);
    }
  });

  it('should answer 415 to a non-JSON body on the API, whatever the origin', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await harbour()('/api/leads', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(lead),
      });
      expect(res.status, type).toBe(415);
    }
    const noType = await httpCall(server.port, `harbour-auto.localhost:${server.port}`, '/api/leads', {
      method: 'POST',
      body: JSON.stringify(lead),
    });
    expect(noType.status).toBe(415);
    const json = await harbour()('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(lead),
    });
    expect(json.status).toBe(201);
  });

  it('should keep accepting same-origin form posts on page routes and refuse cross-site ones', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const own = await harbour()('/contact', {
      method: 'POST',
      headers: {
        ...form,
        origin: `http://harbour-auto.localhost:${server.port}`,
        'sec-fetch-site': 'same-origin',
      },
      body: 'name=Jo',
    });
    expect([403, 415]).not.toContain(own.status);
    const foreign = await harbour()('/contact', {
      method: 'POST',
      headers: { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: 'name=Jo',
    });
    expect(foreign.status).toBe(403);
  });
});

describe('history reports follow the site’s visibility rule', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should 404 the report (and its VIN) of a car hidden from the site, and serve a listed car’s', async () => {
    const stock = demoInventory(demoRegistry().sites, { now: TEST_NOW }).get(1021) ?? [];
    const hidden = stock.find((c) => !c.show_on_dealer_website && c.file !== null);
    const shown = stock.find((c) => c.show_on_dealer_website && c.status === 'in_stock' && c.file !== null);
    expect(hidden).toBeDefined();
    expect(shown).toBeDefined();
    const bayside = server.site('bayside-mazda');
    const hiddenReport = await bayside(`/history-reports/${hidden?.stocknum}.html`);
    expect(hiddenReport.status).toBe(404);
    if (hidden?.vin) expect(hiddenReport.text).not.toContain(hidden.vin);
    const shownReport = await bayside(`/history-reports/${shown?.stocknum}.html`);
    expect(shownReport.status).toBe(200);
    expect(shownReport.text).toContain('Vehicle history report');
    // §2 SEO the report shows the VIN: for the shopper on the car page, never a search result.
    expect(shownReport.headers['x-robots-tag']).toBe('noindex');
  });
});
