import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BOOKING_KINDS,
  blogPath,
  contactPath,
  contentPagePath,
  financePath,
  listingBasePath,
  locationsPath,
  privacyPath,
  type SiteInput,
  specialOffersPath,
  tradeInPath,
  vehicleDetailPath,
} from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Issue #28 item 3: a site's private settings (lead routing: CRM webhooks, ADF mailboxes, notification
 * addresses; the site file's feed pull and its secret; the staff's addresses and passwords) never leave
 * the server. Every demo site file is served
 * from a site folder with distinctive private values, and every page kind of every site — rendered by the
 * real web build, hydration data included — and every public site API is searched for them.
 */

const DEMO_DIR = join(import.meta.dirname, '../../../../sites');

/** The private values given to a site: none of them may appear in any public response. */
function privateRouting(slug: string) {
  return {
    webhook_url: `https://crm-${slug}.private.invalid/hooks/whk-${slug}-7f3a`,
    webhook_urls: [`https://second-crm.private.invalid/in/${slug}-b91c`],
    adf_emails: [`adf-${slug}-q7@crm-private.invalid`],
    notification_emails: [`notify-${slug}-z3@staff-private.invalid`],
  };
}

const privateFeedUrl = (slug: string) => `https://dms-${slug}.private.invalid/export/stock-4d8e.csv`;
const PRIVATE_FEED_TOKEN = 'feed-token-private-5c1e9a';

function siteFolder(): { dir: string; sites: SiteInput[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bff-private-sites-'));
  const sites: SiteInput[] = [];
  for (const file of readdirSync(DEMO_DIR).filter((f) => f.endsWith('.json'))) {
    const site = JSON.parse(readFileSync(join(DEMO_DIR, file), 'utf8')) as SiteInput;
    site.leads = { ...site.leads, ...privateRouting(site.slug) };
    // The site file's feed pull is private too (its secret is in the environment, never in the file).
    site.feed_pull = {
      url: privateFeedUrl(site.slug),
      interval_minutes: 60,
      auth: { kind: 'bearer', secret_env: 'PRIVATE_FEED_TOKEN' },
    };
    writeFileSync(join(dir, file), JSON.stringify(site));
    sites.push(site);
  }
  return { dir, sites };
}

describe('private site settings on public responses', () => {
  let server: TestServer;
  let folder: { dir: string; sites: SiteInput[] };
  /** Every private value of every site, and the staff's addresses and passwords. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    folder = siteFolder();
    for (const site of folder.sites) {
      const routing = privateRouting(site.slug);
      for (const value of [routing.webhook_url, ...routing.webhook_urls, ...routing.adf_emails])
        secrets.add(value);
      for (const value of routing.notification_emails) secrets.add(value);
      secrets.add(privateFeedUrl(site.slug));
    }
    secrets.add(PRIVATE_FEED_TOKEN);
    server = await startTestServer({
      sitesDir: folder.dir,
      sitesPollMs: 0,
      demo: true,
      web: true,
      inventorySize: 6 * folder.sites.length,
      feedPulls: { tickMs: false, env: { PRIVATE_FEED_TOKEN } },
    });
    for (const login of server.consoleLogins()) {
      secrets.add(login.email);
      secrets.add(login.password);
    }
    for (const login of server.dealerLogins()) secrets.add(login.password);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(folder.dir, { recursive: true, force: true });
  });

  /** The private values in a response body (each also as it looks inside JSON or HTML escaping). */
  function leaked(body: string): string[] {
    const text = body.replaceAll('\\u0040', '@').replaceAll('&#x40;', '@').replaceAll('\\/', '/');
    return [...secrets].filter((secret) => text.includes(secret));
  }

  it('gives every site private values the test can look for', () => {
    expect(folder.sites.length).toBeGreaterThanOrEqual(20);
    expect(secrets.size).toBeGreaterThan(folder.sites.length * 4);
  });

  it('shows none of them on any page kind or public API of any demo site', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const site of folder.sites) {
      const call = server.site(site.slug);
      const parsed = server.sites.current().sites.find((s) => s.slug === site.slug);
      if (!parsed) throw new Error(`site ${site.slug} not served`);
      const search = await call(`/api/search?path=${encodeURIComponent(listingBasePath(parsed))}`);
      const car = search.json<{ hits: { slug: string }[] }>().hits[0];
      const posts = (await call(`/api/websites/${parsed.id}/posts.json`)).json<{
        posts: { slug: string }[];
      }>().posts;
      const dealership = parsed.dealerships[0]?.id;
      const paths = [
        '/',
        listingBasePath(parsed),
        ...(car
          ? [vehicleDetailPath(parsed, car.slug), `/api/websites/${parsed.id}/cars/${car.slug}.json`]
          : []),
        financePath(parsed),
        tradeInPath(parsed),
        specialOffersPath(),
        contactPath(),
        locationsPath(),
        blogPath(parsed),
        ...(posts[0] ? [blogPath(parsed, posts[0].slug)] : []),
        contentPagePath(parsed, 'about-us'),
        privacyPath(parsed),
        '/no-such-page-here',
        // React Router's data requests: the hydration data a client navigation fetches.
        '/_root.data',
        `${listingBasePath(parsed)}.data`,
        `/api/search?path=${encodeURIComponent(listingBasePath(parsed))}`,
        `/api/websites/${parsed.id}/site_config.json`,
        `/api/v1/websites/${parsed.id}/website_session_data.json`,
        `/api/websites/${parsed.id}/reviews.json`,
        `/api/websites/${parsed.id}/posts.json`,
        `/api/websites/${parsed.id}/promotions.json?version=2`,
        `/api/websites/${parsed.id}/search_pages.json`,
        `/api/websites/${parsed.id}/models.json`,
        `/api/websites/${parsed.id}/pages/home.json`,
        `/api/reservations/config`,
        ...Object.keys(BOOKING_KINDS).map((kind) => `/api/dealerships/${dealership}/${kind}.json`),
        '/sitemap.xml',
        '/robots.txt',
      ];
      for (const path of paths) {
        const response = await call(path, { headers: { accept: 'text/html,application/json' } });
        checked += 1;
        if (response.status >= 500) problems.push(`${site.slug} ${path}: ${response.status}`);
        for (const secret of leaked(response.text)) problems.push(`${site.slug} ${path}: ${secret}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(folder.sites.length * 25);
  }, 600_000);

  it('finds a private value where one is printed (the check can fail)', () => {
    const [site] = folder.sites;
    const value = privateRouting(site?.slug as string).adf_emails[0] as string;
    expect(leaked(`<script>window.x={"a":"${value.replace('@', '\\u0040')}"}</script>`)).toEqual([value]);
  });
});
