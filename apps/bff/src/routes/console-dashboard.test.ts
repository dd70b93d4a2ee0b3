import type { Car } from '@dealer/pricing';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** Console, stock, reservations, content: the console dashboard, VDP views, pages edited in the console, and the mail page's data. */

const SAME_ORIGIN = BATHURST_ORIGIN;
const bathurstSite = demoRegistry().sites.find((s) => s.slug === 'bathurst-motors');

const lead = (extra: Record<string, unknown> = {}) => ({
  lead: {
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    postcode: '2795',
    category: 'General Enquiry',
    dealership_slug: bathurstSite?.dealerships[0]?.slug,
    website_slug: 'bathurst-motors',
    message: 'Is it still available?',
    opt_in: true,
    ...extra,
  },
});

interface DashboardBody {
  leads: number;
  bySource: { key: string; count: number }[];
  byCategory: { key: string; count: number }[];
  medianFirstResponseMinutes: number | null;
  overdue: number;
  vdpViews: number;
  topViewed: { key: string; count: number; name: string | null }[];
}

describe('console dashboard, pages and mail', () => {
  let server: TestServer;
  const bathurst = () => server.site('bathurst-motors');
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];

  beforeAll(async () => {
    server = await startTestServer({
      inventorySize: { 'bathurst-motors': 12 },
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
    });
    ({ headers: as } = await centralWestStaff(server));
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('counts leads by source and category, VDP views per car, and the median first response', async () => {
    const first = await bathurst()('/api/leads', { method: 'POST', json: lead({ utm_source: 'google' }) });
    expect(first.status).toBe(201);
    expect((await bathurst()('/api/leads', { method: 'POST', json: lead() })).status).toBe(201);
    const car = (await bathurst()('/api/search')).json<{ hits: Car[] }>().hits[0] as Car;
    for (let i = 0; i < 3; i++) expect((await bathurst()(`/cars/${car.slug}`)).status).toBe(200);
    // A prefetch and a JSON call are not views.
    await bathurst()(`/cars/${car.slug}`, { headers: { 'sec-purpose': 'prefetch' } });
    await new Promise((done) => setTimeout(done, 200));
    const res = await bathurst()('/api/console/dashboard', { headers: as('manager') });
    expect(res.status).toBe(200);
    const body = res.json<DashboardBody>();
    expect(body.leads).toBe(2);
    expect(body.bySource).toEqual([
      { key: 'google', count: 1 },
      { key: 'Website', count: 1 },
    ]);
    expect(body.byCategory).toEqual([{ key: 'General Enquiry', count: 2 }]);
    // Nobody contacted either lead yet (the median over contacted leads: @dealer/staff dashboard tests).
    expect(body.medianFirstResponseMinutes).toBeNull();
    expect(body.overdue).toBe(0);
    expect(body.vdpViews).toBe(3);
    expect(body.topViewed[0]).toEqual({ key: String(car.id), count: 3, name: car.name });
    const stock = await bathurst()('/api/console/stock', { headers: as('manager') });
    expect(
      stock.json<{ cars: { id: number; vdpViews: number }[] }>().cars.find((c) => c.id === car.id)?.vdpViews,
    ).toBe(3);
    expect((await bathurst()('/api/console/dashboard?days=0', { headers: as('manager') })).status).toBe(400);
    // Issue 33 item 5: the per-day series in the site's zone and the per-salesperson table.
    const week = await bathurst()('/api/console/dashboard?days=7', { headers: as('manager') });
    const series = week.json<{
      days: number;
      series: {
        sources: string[];
        days: { date: string; leads: number; bySource: Record<string, number> }[];
      };
      salespeople: { name: string; leads: number }[];
    }>();
    expect(series.days).toBe(7);
    expect(series.series.days).toHaveLength(7);
    expect(series.series.sources).toEqual(['google', 'Website']);
    expect(series.series.days.at(-1)?.bySource).toEqual({ google: 1, Website: 1 });
    expect(series.salespeople.reduce((sum, r) => sum + r.leads, 0)).toBe(2);
    const bad = await bathurst()('/api/console/dashboard?from=2026-02-30&to=2026-03-01', {
      headers: as('manager'),
    });
    expect(bad.status).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('from');
    // Dates no calendar holds, or whose days leave four-digit years: 400 naming the field (once a 500).
    for (const [query, field] of [
      ['from=2026-13-45&to=9999-99-99', 'from'],
      ['from=9999-12-31&to=9999-12-31', 'from'],
      ['from=0099-12-31&to=0099-12-31', 'from'],
      ['from=2026-03-01&to=2026-02-31', 'to'],
    ]) {
      const refused = await bathurst()(`/api/console/dashboard?${query}`, { headers: as('manager') });
      expect(refused.status, query).toBe(400);
      expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields), query).toEqual([field]);
    }
    for (const date of ['9999-12-31', '0099-12-31', '0000-01-01'])
      for (const view of ['day', 'week']) {
        const calendar = await bathurst()(
          `/api/console/appointments?site=bathurst-motors&view=${view}&date=${date}`,
          { headers: as('manager') },
        );
        expect(calendar.status, `${view} ${date}`).toBe(200);
      }
  });

  it('gives a salesperson the figures of their own leads only', async () => {
    const res = await bathurst()('/api/console/dashboard', { headers: as('sales') });
    expect(res.status).toBe(200);
    expect(res.json<DashboardBody & { ownLeadsOnly: boolean }>()).toMatchObject({
      ownLeadsOnly: true,
      leads: 0,
    });
  });

  it('edits a page in the console: sanitised, versioned, restorable, audited; a salesperson cannot', async () => {
    const page = {
      title: 'About us',
      blocks: [
        { id: 'intro', type: 'rich_text', html: '<p onclick="x()">Hello <script>alert(1)</script>there</p>' },
      ],
    };
    const put = (who: string, json: unknown) =>
      bathurst()('/api/console/pages/about-us', { method: 'PUT', json, headers: as(who, SAME_ORIGIN) });
    const create = (who: string) =>
      bathurst()('/api/console/pages', {
        method: 'POST',
        json: { ...page, slug: 'about-us', title: 'Draft' },
        headers: as(who, SAME_ORIGIN),
      });
    expect((await create('sales')).status).toBe(404);
    const base = (await create('manager')).json<{ version: number }>().version;
    expect((await put('sales', { ...page, base_version: base })).status).toBe(404);
    const saved = await put('manager', { ...page, base_version: base });
    expect([200, 201]).toContain(saved.status);
    expect(saved.text).not.toContain('script');
    expect(saved.text).not.toContain('onclick');
    const savedVersion = saved.json<{ version: number }>().version;
    const again = await put('manager', {
      ...page,
      title: 'About Bathurst Motors',
      base_version: savedVersion,
    });
    const version = again.json<{ version: number }>().version;
    expect(
      (await put('manager', { title: 'x', blocks: [{ id: 'a', type: 'nope' }], base_version: version }))
        .status,
    ).toBe(400);
    const versions = await bathurst()('/api/console/pages/about-us/versions', { headers: as('manager') });
    expect(versions.json<{ versions: { version: number }[] }>().versions[0]?.version).toBe(version);
    const restored = await bathurst()(`/api/console/pages/about-us/versions/${version - 1}/restore`, {
      method: 'POST',
      headers: as('manager', SAME_ORIGIN),
    });
    expect(restored.json<{ title: string }>().title).toBe('About us');
    const audit = await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') });
    const actions = audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action);
    expect(actions.filter((a) => a.startsWith('content.page.')).sort()).toEqual([
      'content.page.create',
      'content.page.restore',
      'content.page.save',
      'content.page.save',
    ]);
  });

  it('edits a blog post as a draft, published: sanitised, served by the public posts calls, audited; a salesperson cannot', async () => {
    const list = await bathurst()('/api/console/posts', { headers: as('manager') });
    expect(list.status).toBe(200);
    const slug = list.json<{ posts: { slug: string }[] }>().posts[0]?.slug as string;
    const put = (who: string, json: unknown) =>
      bathurst()(`/api/console/posts/${slug}`, { method: 'PUT', json, headers: as(who, SAME_ORIGIN) });
    const post = {
      title: 'Winter service special',
      excerpt: 'Ten per cent off',
      body: '<p onclick="x()">Book now<script>alert(1)</script></p>',
    };
    expect((await put('sales', post)).status).toBe(404);
    expect(
      Object.keys(
        (await put('manager', { ...post, title: ' ', base_version: 0 })).json<{ fields: object }>().fields,
      ),
    ).toEqual(['title']);
    // A save is a draft (#33 item 7): the public post changes when it is published.
    expect(Object.keys((await put('manager', post)).json<{ fields: object }>().fields)).toEqual([
      'base_version',
    ]);
    const before = (await bathurst()(`/api/websites/116/posts/${slug}.json`)).json<{ title: string }>().title;
    const saved = await put('manager', { ...post, base_version: 0 });
    expect(saved.status).toBe(201);
    expect((await bathurst()(`/api/websites/116/posts/${slug}.json`)).json<{ title: string }>().title).toBe(
      before,
    );
    const version = saved.json<{ version: number }>().version;
    const published = await bathurst()(`/api/console/posts/${slug}/publish`, {
      method: 'POST',
      json: { version },
      headers: as('manager', SAME_ORIGIN),
    });
    expect(published.status).toBe(200);
    const shown = await bathurst()(`/api/websites/116/posts/${slug}.json`);
    expect(shown.json<{ title: string; body_html: string }>()).toMatchObject({
      title: 'Winter service special',
      body_html: '<p>Book now</p>',
    });
    const all = await bathurst()('/api/websites/116/posts.json');
    expect(
      all.json<{ posts: { slug: string; title: string }[] }>().posts.find((p) => p.slug === slug)?.title,
    ).toBe('Winter service special');
    const audit = await bathurst()('/api/console/audit?action=content.post.save', { headers: as('manager') });
    expect(audit.json<{ entries: unknown[] }>().entries).toHaveLength(1);
  });

  it('edits a promotion: new title on the slider and its banner, or hidden; audited', async () => {
    const list = await bathurst()('/api/console/promotions', { headers: as('manager') });
    expect(list.status).toBe(200);
    const promotions = list.json<{ promotions: { key: string; title: string }[] }>().promotions;
    expect(promotions.map((p) => p.key)).toContain('finance');
    const put = (who: string, key: string, json: unknown) =>
      bathurst()(`/api/console/promotions/${key}`, { method: 'PUT', json, headers: as(who, SAME_ORIGIN) });
    expect((await put('sales', 'finance', { title: 'x', subtitle: '', hidden: false })).status).toBe(404);
    expect((await put('manager', 'nope', { title: 'x', subtitle: '', hidden: false })).status).toBe(404);
    const bad = await put('manager', 'finance', { title: '', subtitle: 'y', hidden: 'no' });
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['hidden', 'title']);
    expect(
      (
        await put('manager', 'finance', {
          title: '3.9% finance this month',
          subtitle: 'Ask us',
          hidden: false,
        })
      ).status,
    ).toBe(200);
    expect((await put('manager', 'service', { title: 'Service', subtitle: '', hidden: true })).status).toBe(
      200,
    );
    const shown = await bathurst()('/api/websites/116/promotions.json?version=2');
    const slides = shown.json<{
      promotions: { id: number; key: string; title: string; image: { url: string } }[];
    }>().promotions;
    const finance = slides.find((p) => p.key === 'finance');
    expect(finance?.title).toBe('3.9% finance this month');
    expect(slides.map((p) => p.key)).not.toContain('service');
    const banner = await bathurst()(finance?.image.url ?? '');
    expect(banner.text).toContain('3.9% finance this month');
    const audit = await bathurst()('/api/console/audit?action=content.promotion.save', {
      headers: as('manager'),
    });
    expect(audit.json<{ entries: unknown[] }>().entries).toHaveLength(2);
  });

  it("shows managers the mail catcher's mails; a salesperson gets 404", async () => {
    const res = await bathurst()('/api/console/mail', { headers: as('manager') });
    expect(res.status).toBe(200);
    expect(res.json<{ mails: unknown[] }>().mails).toEqual(expect.any(Array));
    expect((await bathurst()('/api/console/mail', { headers: as('sales') })).status).toBe(404);
  });
});
