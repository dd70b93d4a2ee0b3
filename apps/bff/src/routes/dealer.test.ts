import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

describe('dealer lead inbox (§6 basic authentication)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    for (const [slug, name] of [
      ['kiwi-motors', 'First'],
      ['kiwi-motors', '=HYPERLINK("x")'],
      ['bigbox-cars', 'Other site'],
    ] as const) {
      await server.site(slug)('/api/leads', {
        method: 'POST',
        json: { lead: { name, category: 'General Enquiry', message: 'Hello, "world"' } },
      });
    }
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should refuse without the site’s slug and password', async () => {
    const kiwi = server.site('kiwi-motors');
    expect((await kiwi('/api/dealer/leads')).status).toBe(401);
    expect((await kiwi('/api/dealer/leads')).headers['www-authenticate']).toContain('Basic');
    expect((await kiwi('/api/dealer/leads', { headers: basic('kiwi-motors', 'wrong') })).status).toBe(401);
    expect(
      (await kiwi('/api/dealer/leads', { headers: basic('bigbox-cars', testDealerPassword('bigbox-cars')) }))
        .status,
    ).toBe(401);
  });

  it('should list only its own site’s leads, newest first, with delivery state', async () => {
    const res = await server.site('kiwi-motors')('/api/dealer/leads', {
      headers: basic('kiwi-motors', testDealerPassword('kiwi-motors')),
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { leads } = res.json<{
      leads: { lead: { name: string }; delivery: { status: string | null } }[];
    }>();
    expect(leads.map((l) => l.lead.name)).toEqual(['=HYPERLINK("x")', 'First']);
    expect(leads[0]?.delivery).toHaveProperty('status');
  });

  it('should export CSV with quoting and spreadsheet-formula protection', async () => {
    const res = await server.site('kiwi-motors')('/api/dealer/leads?format=csv', {
      headers: basic('kiwi-motors', testDealerPassword('kiwi-motors')),
    });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]?.startsWith('id,created_at')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(res.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.text).toContain('"Hello, ""world"""');
    expect(
      (
        await server.site('kiwi-motors')('/api/dealer/leads?format=xml', {
          headers: basic('kiwi-motors', testDealerPassword('kiwi-motors')),
        })
      ).status,
    ).toBe(400);
  });
});
