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

  it('should export the test-drive time, subcategory, trade-in vehicle and utm fields in the CSV', async () => {
    const harbour = server.site('harbour-auto');
    const post = (lead: Record<string, unknown>) =>
      harbour('/api/leads', { method: 'POST', json: { lead: { category: 'General Enquiry', ...lead } } });
    expect(
      (
        await post({
          name: 'Tess Drive',
          category: 'Test Drive',
          subcategory: 'Used Vehicle',
          dateTime: '2026-03-12T10:30',
          linked_query_params: 'utm_source=google&utm_medium=cpc&utm_campaign=autumn',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post({
          name: 'Trey Din',
          category: 'Trade-In',
          Rego: 'ABC123',
          regoState: 'NSW',
          make: 'Toyota',
          model: 'Corolla',
          year: 2019,
          km: 52000,
          offer_price: 18500,
          utm_source: 'facebook',
        })
      ).status,
    ).toBe(201);
    const res = await harbour('/api/dealer/leads?format=csv', {
      headers: basic('harbour-auto', testDealerPassword('harbour-auto')),
    });
    const [header, ...rows] = res.text.trim().split('\r\n');
    const columns = (header ?? '').split(',');
    for (const column of [
      'subcategory',
      'test_drive_time',
      'trade_in_rego',
      'trade_in_vehicle',
      'trade_in_offer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ])
      expect(columns).toContain(column);
    const cell = (row: string | undefined, column: string) => {
      const cells =
        (row ?? '')
          .match(/("([^"]|"")*"|[^,]*)(,|$)/g)
          ?.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')) ?? [];
      return cells[columns.indexOf(column)];
    };
    const tradeIn = rows.find((r) => r.includes('Trey Din'));
    const testDrive = rows.find((r) => r.includes('Tess Drive'));
    expect(cell(tradeIn, 'trade_in_vehicle')).toBe('2019 Toyota Corolla, 52,000 km');
    expect(cell(tradeIn, 'trade_in_rego')).toBe('ABC123 NSW');
    expect(cell(tradeIn, 'trade_in_offer')).toBe('18500');
    expect(cell(tradeIn, 'utm_source')).toBe('facebook');
    expect(cell(testDrive, 'test_drive_time')).toBe('2026-03-12T10:30');
    expect(cell(testDrive, 'subcategory')).toBe('Used Vehicle');
    expect(cell(testDrive, 'utm_campaign')).toBe('autumn');
  });
});
