import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Site, siteSchema } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsFeedTokenName } from '../http/ads-feed-auth.js';
import { feedTokenName } from '../routes/stock-feed.js';
import { ODD_FEEDS } from '../testing/odd-feeds.js';
import { ODD_LONG_NAME, ODD_SITES, oddCanaries } from '../testing/odd-sites.js';
import { BROKEN, decode, demoWords, readable, unescaped } from '../testing/page-words.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * A dealer put live the operator's way, with no demo anywhere: a folder of site files unlike the demo's
 * (testing/odd-sites.ts), no demo seed, each DMS export pushed to POST /feeds/stock with the site's
 * operator token (one site gets none). Every page a crawler reaches from each home page, sitemap and the
 * public APIs is fetched over HTTP, rendered by the real web build, and held to: no 5xx; nothing the demo
 * seed invents (its dealers, reviews, posts, pages, offers); no private value of any site; no broken
 * words ('undefined', 'NaN', '[object Object]', a bare null, '$0'); the country's currency and words; a
 * rental company reading as one.
 */

const SLUGS = ODD_SITES.map((s) => s.slug);
const PER_SITE = 45;
const feedPullEnv = (slug: string) => `FEED_PULL_${slug.replace(/-/g, '_').toUpperCase()}`;

const sites: Site[] = ODD_SITES.map((s) => siteSchema.parse(s));
const secrets = new Set<string>();
for (const slug of SLUGS) {
  const c = oddCanaries(slug);
  for (const value of [c.webhook_url, ...c.webhook_urls, ...c.adf_emails, ...c.notification_emails])
    secrets.add(value);
  for (const value of [c.feedPullUrl, c.feedPullSecret, c.stockFeedToken, c.adsFeedToken, c.webhookSecret])
    secrets.add(value);
}

interface Page {
  status: number;
  type: string;
  text: string;
}

describe('sites added from files with no demo data (the operator path)', () => {
  let server: TestServer;
  let dir: string;
  const pages = new Map<string, Map<string, Page>>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bff-odd-sites-'));
    for (const site of ODD_SITES)
      writeFileSync(join(dir, `${site.slug}.json`), JSON.stringify(site, null, 2));
    for (const slug of SLUGS) {
      const c = oddCanaries(slug);
      process.env[feedPullEnv(slug)] = c.feedPullSecret;
      process.env[feedTokenName(slug)] = c.stockFeedToken;
      process.env[adsFeedTokenName(slug)] = c.adsFeedToken;
    }
    server = await startTestServer({
      sitesDir: dir,
      sitesPollMs: 0,
      demo: false,
      seed: null,
      web: true,
      feedPulls: {
        tickMs: false,
        env: Object.fromEntries(SLUGS.map((slug) => [feedPullEnv(slug), oddCanaries(slug).feedPullSecret])),
      },
      outbox: { secretOf: (slug) => oddCanaries(slug).webhookSecret },
    });
    for (const [slug, feed] of Object.entries(ODD_FEEDS)) {
      const pushed = await server.site(slug)('/feeds/stock?mode=replace', {
        method: 'POST',
        headers: { authorization: `Bearer ${oddCanaries(slug).stockFeedToken}`, 'content-type': feed.type },
        body: feed.body,
      });
      if (pushed.status !== 200) throw new Error(`${slug} feed: ${pushed.status} ${pushed.text}`);
    }
    for (const site of sites) pages.set(site.slug, await crawl(site));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    for (const slug of SLUGS) {
      delete process.env[feedTokenName(slug)];
      delete process.env[adsFeedTokenName(slug)];
      delete process.env[feedPullEnv(slug)];
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Breadth first from the fixed pages and the sitemap, links without a query first, up to PER_SITE. */
  async function crawl(site: Site): Promise<Map<string, Page>> {
    const call = server.site(site.slug);
    const seen = new Map<string, Page>();
    const token = oddCanaries(site.slug).adsFeedToken;
    const queue = [
      '/',
      '/sitemap.xml',
      '/robots.txt',
      '/no-such-page-here',
      `${site.routes.vehicle_base_path}/2020-nothing-like-it-zz9`,
      '/our-locations',
      '/contact',
      '/finance',
      '/trade-in',
      '/special-offers',
      '/blog',
      '/about',
      `/api/websites/${site.id}/site_config.json`,
      `/api/websites/${site.id}/reviews.json`,
      `/api/websites/${site.id}/posts.json`,
      `/api/websites/${site.id}/promotions.json?version=2`,
      `/api/v1/websites/${site.id}/website_session_data.json`,
      `/api/search?path=${encodeURIComponent(site.routes.listing_base_path)}`,
      `/feeds/ads/google.tsv?token=${token}`,
      `/feeds/ads/meta.tsv?token=${token}`,
    ];
    const later: string[] = [];
    while ((queue.length > 0 || later.length > 0) && seen.size < PER_SITE) {
      const path = (queue.shift() ?? later.shift()) as string;
      if (seen.has(path)) continue;
      const response = await call(path, { headers: { accept: 'text/html,application/json' } });
      const page = {
        status: response.status,
        type: response.headers['content-type'] ?? '',
        text: response.text,
      };
      seen.set(path, page);
      const links = [
        ...[...page.text.matchAll(/href="(\/[^"#]*)"/g)].map((m) => decode(m[1] as string)),
        ...[...page.text.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] as string),
      ].filter((href) => !/^\/(assets|console|images|api\/images|photos)\b|^\/\//.test(href));
      for (const href of links) if (!seen.has(href)) (href.includes('?') ? later : queue).push(href);
    }
    return seen;
  }

  const each = (check: (slug: string, path: string, page: Page) => string | null) => {
    const problems: string[] = [];
    for (const [slug, crawled] of pages)
      for (const [path, page] of crawled) {
        const problem = check(slug, path, page);
        if (problem) problems.push(`${slug} ${path}: ${problem}`);
      }
    return problems;
  };
  const html = (page: Page) => page.type.includes('text/html');

  it('lists no tenant on the bare host (the demo index is the demo’s), and still answers the health check', async () => {
    for (const path of ['/', '/api/demo-sites']) {
      const index = await server.index(path, { headers: { accept: 'text/html,application/json' } });
      expect(index.status, path).toBe(404);
      expect(index.text).not.toMatch(/plain-cars|nga-motors|Plain Cars/);
    }
    expect((await server.index('/api/health')).status).toBe(200);
  });

  it('crawls every site: pages of every kind, each with its stock', () => {
    for (const slug of SLUGS) expect(pages.get(slug)?.size, slug).toBeGreaterThanOrEqual(15);
    expect(pages.get('twin-yards')?.has('/cars/2021-kia-cerato-ty-2')).toBe(true);
    expect(pages.get('obriens-bikes')?.has('/motorcycles/2022-honda-cb500f-m-0001')).toBe(true);
  });

  it('answers no page with a 5xx, and an unknown page or car with a 404', () => {
    expect(each((_s, _p, page) => (page.status >= 500 ? String(page.status) : null))).toEqual([]);
    for (const site of sites) {
      expect(pages.get(site.slug)?.get('/no-such-page-here')?.status).toBe(404);
      expect(
        pages.get(site.slug)?.get(`${site.routes.vehicle_base_path}/2020-nothing-like-it-zz9`)?.status,
      ).toBe(404);
    }
  });

  it('prints no private value of any site in any response', () => {
    expect(
      each((_s, _p, page) => {
        const text = unescaped(page.text);
        const found = [...secrets].filter((secret) => text.includes(secret) || page.text.includes(secret));
        return found.length > 0 || /CANARY/i.test(text) ? `private ${found.join(', ') || 'CANARY'}` : null;
      }),
    ).toEqual([]);
  });

  it('shows nothing the demo invents: no demo dealer, review, post, offer or rating', () => {
    const words = demoWords(sites);
    expect(words.length).toBeGreaterThan(100);
    expect(
      each((_s, _p, page) => {
        const text = unescaped(page.text);
        const found = words.filter((w) => text.includes(w));
        return found.length > 0 ? `demo content ${found.join(' | ')}` : null;
      }),
    ).toEqual([]);
    for (const slug of SLUGS) {
      const site = sites.find((s) => s.slug === slug) as Site;
      const api = (path: string) => JSON.parse(pages.get(slug)?.get(path)?.text ?? 'null');
      expect(api(`/api/websites/${site.id}/posts.json`).posts, slug).toEqual([]);
      expect(JSON.stringify(api(`/api/websites/${site.id}/reviews.json`)), slug).not.toMatch(/"rating":\d/);
    }
  });

  it('prints no broken words (undefined, NaN, [object Object], a bare null, $0)', () => {
    expect(
      each((_s, _p, page) => {
        if (!html(page)) return null;
        const text = readable(page.text);
        const hit = BROKEN.map((re) => re.exec(text)).find((m) => m);
        return hit ? `broken '${text.slice(Math.max(0, hit.index - 50), hit.index + 30)}'` : null;
      }),
    ).toEqual([]);
  });

  it('says what a site without stock has, and shows no opening hours nobody gave', () => {
    const plain = pages.get('plain-cars') as Map<string, Page>;
    expect(readable(plain.get('/search')?.text ?? '')).toContain('No cars match');
    expect(readable(plain.get('/')?.text ?? '')).not.toContain('Latest cars');
    for (const slug of ['plain-cars', 'odd-values']) {
      const locations = readable(pages.get(slug)?.get('/our-locations')?.text ?? '');
      expect(locations, slug).not.toMatch(/Closed|Opening hours/);
    }
    expect(readable(pages.get('twin-yards')?.get('/our-locations')?.text ?? '')).toContain('Sunday: Closed');
    expect(
      each((_s, _p, page) =>
        html(page) && readable(page.text).includes('all stock stock') ? 'all stock stock' : null,
      ),
    ).toEqual([]);
  });

  it('prints odd names as written, escaped once', () => {
    const home = pages.get('odd-values')?.get('/')?.text ?? '';
    expect(readable(home)).toContain(ODD_LONG_NAME);
    expect(home).not.toContain('&amp;amp;');
    expect(readable(pages.get('odd-values')?.get('/our-locations')?.text ?? '')).toContain(
      "O'Brien's & Ngā Yard <Main>",
    );
    expect(readable(home)).toContain('+61 2 5550 7006');
  });

  it('prices in the country’s currency and words', () => {
    const currencies = (slug: string) =>
      new Set(
        [...(pages.get(slug)?.values() ?? [])].flatMap((p) =>
          [...p.text.matchAll(/"priceCurrency":"(\w+)"/g)].map((m) => m[1]),
        ),
      );
    expect([...currencies('nga-motors')]).toEqual(['NZD']);
    for (const slug of ['twin-yards', 'odd-values', 'obriens-bikes'])
      expect([...currencies(slug)], slug).toEqual(['AUD']);
    const nz = [...(pages.get('nga-motors')?.values() ?? [])]
      .filter(html)
      .map((p) => readable(p.text))
      .join(' ');
    expect(nz).not.toMatch(/Govt\. Charges|stamp duty|Privacy Act 1988/);
    expect(nz).toContain('Privacy Act 2020');
  });

  it('words a motorcycle dealer’s pages in motorcycles', () => {
    const listing = readable(pages.get('obriens-bikes')?.get('/motorcycles-for-sale')?.text ?? '');
    expect(listing).toContain('about motorcycles matching this search');
    expect(listing).not.toContain('about cars matching');
  });

  it('reads a rental company as one: booked for dates, no deposit, no finance, no trade-in', () => {
    const rental = pages.get('smith-ute-hire') as Map<string, Page>;
    expect(rental.get('/finance')?.status).toBe(404);
    expect(rental.get('/trade-in')?.status).toBe(404);
    const text = [...rental.entries()]
      .filter(([, p]) => html(p) && p.status === 200)
      .map(([, p]) => readable(p.text))
      .join(' ');
    expect(text).not.toMatch(/Reserve|deposit|Get Finance|Trade-In Valuation|Drive Away/);
    const home = readable(rental.get('/')?.text ?? '');
    expect(home).toContain('Book Dates');
    // The DMS export's daily rate is the hire car's price; the sale price column is not.
    expect(home).toContain('$89/day');
    expect(home).not.toContain('$52,000');
  });
});
