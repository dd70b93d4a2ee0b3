import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, vehicleDetailPath } from '@dealer/site-registry';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff } from '../demo/staff.js';
import { leadsTokenName } from '../http/dealer-auth.js';
import { feedTokenName } from '../http/feed-auth.js';
import { MailCatcher } from '../mail/catcher.js';
import { webhookSecretName } from '../outbox/webhook-signature.js';
import { siteEnvName } from '../sites/site-env.js';
import { type Balancer, startBalancer } from '../testing/balancer.js';
import { consoleClient, sessionCookie } from '../testing/console.js';
import { checkCopyConfig, readBffReadme } from '../testing/copy-readme.js';
import { type HttpOptions, httpCall } from '../testing/http.js';
import { type MainProcess, startMain, stopMain } from '../testing/main-process.js';
import { jpegWithGps } from '../testing/photos.js';
import { startTestS3, type TestS3 } from '../testing/s3.js';
import { dropSchema, reachablePostgres, reachableRedis } from '../testing/services.js';

/**
 * The two-copy walk (issue 35 item 3): two copies of the real server (`src/main.ts`, child processes)
 * started with exactly the configuration the BFF README's "Running more than one copy" section names —
 * one PostgreSQL (a fresh schema, dropped after), one Redis (a key prefix of this run, cleared after),
 * one S3-protocol bucket (s3rver on loopback), one SMTP server (the embedded catcher), equal secrets —
 * behind the loopback balancer (`testing/balancer.ts`). A shopper walks through the balancer (search, a
 * car page with a dealer photo imported through copy A and fetched through copy B, an enquiry, a
 * reservation) and a dealer across both (signed in on one copy, the session good on the other, a stock
 * edit on one copy on the other's pages). PostgreSQL and Redis are on every developer's and CI machine:
 * without them this test fails, it does not skip.
 */
const postgresUrl = await reachablePostgres('the two-copy walk');
const redisUrl = await reachableRedis('the two-copy walk');

const SITE = 'harbour-auto';
const site = demoRegistry().sites.find((s) => s.slug === SITE);
if (!site) throw new Error(`The demo has no site ${SITE}`);
const STOCK = 'S00010';
const SLUG = '2015-toyota-corolla-s00010';
const PHOTO_NAME = `${STOCK}-1.jpg`;
const SECRETS = {
  FORM_TOKEN_SECRET: 'walk-form-token-secret-0123456789abcdef',
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  DEALER_SECRET: 'walk-dealer-secret',
  LEAD_WEBHOOK_SECRET: 'walk-lead-webhook-secret-0123456789',
  [webhookSecretName(SITE)]: 'walk-harbour-auto-webhook-secret-0123',
  [feedTokenName(SITE)]: 'walk-stock-feed-token-0123456789abcdef',
  [leadsTokenName(SITE)]: 'walk-leads-api-token-0123456789abcdef',
  [siteEnvName('DEALER_PASSWORD', SITE)]: 'walk-dealer-password-0123456789',
};

/** README names the walk leaves unset on purpose, and why (checked against the README both ways). */
const OMITTED: Record<string, string> = {
  MEILI_URL:
    'no Meilisearch server on this machine: each copy builds its embedded indexes from the shared stock',
  MEILI_API_KEY: 'no Meilisearch server (as MEILI_URL)',
  SITES_DIR: "both copies read the repository's sites/ folder: the same content on each",
  TOTP_ENCRYPTION_KEY_PREVIOUS: 'only during a key rotation',
  TURNSTILE_SECRET_KEY: "no challenge: harbour-auto's forms are screened by the embedded checks",
  STRIPE_SECRET_KEY: 'the demo sites take reservations as requests the dealer confirms without Stripe keys',
  STRIPE_WEBHOOK_SECRET: 'as STRIPE_SECRET_KEY',
};

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const started = performance.now();
  let last: unknown;
  while (performance.now() - started < ms) {
    try {
      const found = await probe();
      if (found !== undefined) return found;
    } catch (error) {
      last = error;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what}: not within ${ms} ms${last ? ` (${(last as Error).message})` : ''}`);
}

describe('two copies walked by a shopper and a dealer, configured as the README says', () => {
  const schema = `bff_walk_${randomBytes(6).toString('hex')}`;
  const redisPrefix = `walk:${schema}:`;
  const dirs: string[] = [];
  let s3: TestS3;
  let mail: MailCatcher;
  let copyEnv: Record<string, string> = {};
  let a: MainProcess | null = null;
  let b: MainProcess | null = null;
  let balancer: Balancer;

  beforeAll(async () => {
    // Fails loudly: PostgreSQL and Redis are on the developers' and CI machines (design: "Facts").
    if (!postgresUrl) throw new Error('The two-copy walk needs PostgreSQL at 127.0.0.1:5432 (trust auth)');
    if (!redisUrl) throw new Error('The two-copy walk needs Redis at 127.0.0.1:6379');
    s3 = await startTestS3();
    mail = new MailCatcher();
    const smtpUrl = await mail.start(0);
    copyEnv = {
      DATABASE_URL: postgresUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      RATE_LIMIT_STORE: 'redis',
      ...s3.env('walk/'),
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Dealer sites <leads@dealer.test>',
      TRUST_PROXY: '1',
      SHUTDOWN_GRACE_MS: '5000',
      ...SECRETS,
    };
    const start = async (name: string) => {
      const dataDir = mkdtempSync(join(tmpdir(), `bff-walk-${name}-`));
      dirs.push(dataDir);
      // WEB_RENDER_WORKERS=0: pages render on each copy's main thread (two copies share 2 cores here).
      // What the walk leaves unset stays unset, whatever this process's environment holds.
      const unset = Object.fromEntries(Object.keys(OMITTED).map((name) => [name, '']));
      return startMain({
        dataDir,
        env: { ...unset, ...copyEnv, DATA_DIR: dataDir, WEB_RENDER_WORKERS: '0' },
      });
    };
    // One after the other: the first migrates and seeds the schema.
    a = await start('a');
    b = await start('b');
    balancer = await startBalancer([a.port, b.port]);
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    for (const copy of [a, b]) if (copy) await stopMain(copy).catch(() => copy.child.kill('SIGKILL'));
    await s3?.close();
    await mail?.stop();
    if (postgresUrl) await dropSchema(postgresUrl, schema);
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const host = (port: number) => `${SITE}.localhost:${port}`;
  /** A call through the balancer, as a shopper's browser makes it (its address in X-Forwarded-For). */
  const shopper = (path: string, options: HttpOptions = {}) =>
    httpCall(balancer.port, host(balancer.port), path, {
      ...options,
      headers: { 'x-forwarded-for': '198.51.100.77', ...options.headers },
    });
  /** A call to one copy, past the balancer. */
  const direct = (copy: MainProcess | null, path: string, options: HttpOptions = {}) => {
    if (!copy) throw new Error('the copy is not running');
    return httpCall(copy.port, host(copy.port), path, options);
  };
  const carJson = `/api/websites/${site.id}/cars/${SLUG}.json`;
  const carPage = vehicleDetailPath(site, SLUG);
  const feedAuth = { authorization: `Bearer ${SECRETS[feedTokenName(SITE)]}` };
  let photoUrl = '';
  let carId = 0;
  const price = 23_456;

  it("should start each copy with exactly the variables the README's section names", () => {
    const check = checkCopyConfig(
      readBffReadme(),
      [...Object.keys(copyEnv), 'DATA_DIR'],
      Object.keys(OMITTED),
    );
    expect(check).toEqual({ unconfigured: [], unnamed: [] });
  });

  it('should serve a dealer photo imported through copy A from copy B', async () => {
    const upload = await direct(a, `/feeds/photos/${PHOTO_NAME}`, {
      method: 'PUT',
      body: await jpegWithGps(),
      headers: feedAuth,
    });
    expect(upload.status).toBe(201);
    const row = sampleCsvRow(10).replace(/,https:\/\/photos\.example\/[^,]*,/, `,${PHOTO_NAME},`);
    const pushed = await direct(a, '/feeds/stock?mode=upsert', {
      method: 'POST',
      body: `${SAMPLE_HEADER}\n${row}\n`,
      headers: { ...feedAuth, 'content-type': 'text/csv' },
    });
    expect(`${pushed.status} ${pushed.text.slice(0, 200)}`).toMatch(/^200/);
    expect(pushed.json()).toMatchObject({
      applied: true,
      added: [STOCK],
      photos: { stored: 1, problems: [] },
    });
    const car = await until('the car on copy B', 20_000, async () => {
      const answer = await direct(b, carJson);
      return answer.status === 200
        ? answer.json<{ id: number; images: { image: { url: string } }[] }>()
        : undefined;
    });
    carId = car.id;
    photoUrl = car.images[0]?.image.url ?? '';
    expect(photoUrl).toMatch(new RegExp(`^/photos/${SITE}/${STOCK}/f[0-9a-f]{16}$`));
    const photo = await until('the photo on copy B', 20_000, async () => {
      const answer = await direct(b, `${photoUrl}?width=400`, { headers: { accept: 'image/*' } });
      return answer.status === 200 ? answer : undefined;
    });
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(photo.bytes).metadata()).width).toBe(400);
  }, 60_000);

  it('should walk a shopper through the balancer: search, the car page with its photo, an enquiry, a reservation', async () => {
    const search = await shopper(`/api/search?q=${STOCK}`);
    expect(search.status).toBe(200);
    const hit = search
      .json<{ hits: { id: number; stocknum: string }[] }>()
      .hits.find((h) => h.stocknum === STOCK);
    expect(hit?.id).toBe(carId);
    // The page from either copy (the balancer takes turns) shows the dealer's photo, and it loads.
    for (let i = 0; i < 2; i++) {
      const page = await shopper(carPage, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.text).toContain(photoUrl);
      const photo = await shopper(`${photoUrl}?width=768`, { headers: { accept: 'image/webp,*/*' } });
      expect([photo.status, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    }
    const enquiry = await shopper('/api/leads', {
      method: 'POST',
      json: {
        lead: {
          name: 'Walk Shopper',
          email: 'walk.shopper@example.com',
          phone: '0412 345 678',
          postcode: '2000',
          category: 'Vehicle Enquiry',
          dealership_slug: 'harbour-toyota',
          website_slug: SITE,
          car_id: carId,
          message: 'Is the Corolla still available?',
          opt_in: true,
        },
      },
    });
    expect(`${enquiry.status} ${enquiry.text.slice(0, 200)}`).toMatch(/^201/);
    const held = await shopper('/api/reservations', {
      method: 'POST',
      json: {
        car_id: carId,
        name: 'Walk Shopper',
        email: 'walk.shopper@example.com',
        phone: '0412 345 678',
        terms_agreed: true,
      },
    });
    expect(`${held.status} ${held.text.slice(0, 200)}`).toMatch(/^201/);
    // Both copies read the car as reserved (a 1 s held-car cache per copy).
    for (const copy of [a, b])
      await until('the car reads reserved', 10_000, async () =>
        (await direct(copy, carJson)).json<{ reserved: boolean }>().reserved ? true : undefined,
      );
    // The dealer's lead API on each copy lists the enquiry, whichever copy took it.
    for (const copy of [a, b]) {
      const leads = await direct(copy, '/api/dealer/leads', {
        headers: { authorization: `Bearer ${SECRETS[leadsTokenName(SITE)]}` },
      });
      expect(leads.status).toBe(200);
      expect(leads.text).toContain('walk.shopper@example.com');
    }
    expect(balancer.served.every((n) => n > 0)).toBe(true);
  }, 60_000);

  it("should keep a dealer's console session on both copies and show a stock edit made on one on the other's pages", async () => {
    const manager = demoStaff(demoRegistry(), SECRETS.DEALER_SECRET).find(
      (login) => login.role === 'manager' && login.siteSlugs.includes(SITE),
    );
    if (!manager) throw new Error(`No demo manager for ${SITE}`);
    const signedIn = await direct(a, '/api/console/sign-in', {
      method: 'POST',
      json: { email: manager.email, password: manager.password },
      headers: { origin: `http://${host(a?.port ?? 0)}` },
    });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(cookie).not.toBe('');
    const onB = consoleClient((path, options) => direct(b, path, options), host(b?.port ?? 0), cookie);
    const stock = await onB.get(`/api/console/stock?site=${SITE}&q=${STOCK}`);
    expect(stock.status).toBe(200);
    // The import report of the feed pushed to A, its photos done, in B's console and B's feed API.
    const reports = await until("the feed's report, photos done, on B", 20_000, async () => {
      const answer = await onB.get(`/api/console/stock/reports?site=${SITE}`);
      const found = answer.json<{ reports: { added: string[]; photos?: { finished: boolean } }[] }>().reports;
      return found[0]?.photos?.finished ? found : undefined;
    });
    expect(reports[0]).toMatchObject({ added: [STOCK], photos: { stored: 1, problems: [] } });
    const pushReports = await direct(b, '/feeds/stock/reports', { headers: feedAuth });
    expect(pushReports.json<{ added: string[] }[]>()[0]?.added).toEqual([STOCK]);
    // A's page of the car is served (and kept in A's page cache) before the edit.
    const shownPrice = (html: string) => /<span class="price__now">([^<]*)<\/span>/.exec(html)?.[1];
    const first = await direct(a, carPage, { headers: { accept: 'text/html' } });
    // A returning visitor (its anonymous visitor cookie) is served from the page cache.
    const page = { accept: 'text/html', cookie: (first.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
    const before = await until("A's page from its page cache", 10_000, async () => {
      const answer = await direct(a, carPage, { headers: page });
      return answer.headers['x-page-cache'] === 'hit' ? answer : undefined;
    });
    expect(shownPrice(before.text)).toBe('$54,190');
    const edited = await onB.call(`/api/console/stock/${carId}?site=${SITE}`, {
      method: 'PATCH',
      json: { price },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(`${edited.status} ${edited.text.slice(0, 200)}`).toMatch(/^200/);
    // Copy A's page (its page cache included) and search show the new price within a poll.
    await until("A's car page shows the edited price", 20_000, async () => {
      const answer = await direct(a, carPage, { headers: page });
      return answer.status === 200 && shownPrice(answer.text) === '$23,456' ? true : undefined;
    });
    const onA = await direct(a, `/api/search?q=${STOCK}`);
    expect(
      onA.json<{ hits: { id: number; price: number }[] }>().hits.find((h) => h.id === carId)?.price,
    ).toBe(price);
    // A content page saved through B is on A's page (kept in A's page cache before) within a poll.
    const partsPath = site.routes.parts_path ?? '/parts';
    await until("A's parts page from its page cache", 10_000, async () => {
      const answer = await direct(a, partsPath, { headers: page });
      return answer.headers['x-page-cache'] === 'hit' ? answer : undefined;
    });
    const title = `Walk parts ${randomBytes(4).toString('hex')}`;
    // A draft on the version the editor loaded, then published (the console's editor, issue 33 item 7).
    const loaded = await onB.get(`/api/console/pages/parts?site=${SITE}`);
    expect(loaded.status).toBe(200);
    const saved = await onB.call(`/api/console/pages/parts?site=${SITE}`, {
      method: 'PUT',
      json: {
        title,
        blocks: [{ id: 'intro', type: 'rich_text', html: `<p>${title}</p>` }],
        base_version: loaded.json<{ version: number }>().version,
      },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(`${saved.status} ${saved.text.slice(0, 200)}`).toMatch(/^20[01]/);
    const published = await onB.call(`/api/console/pages/parts/publish?site=${SITE}`, {
      method: 'POST',
      json: { version: saved.json<{ version: number }>().version },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(`${published.status} ${published.text.slice(0, 200)}`).toMatch(/^200/);
    await until("A's parts page shows the page saved through B", 10_000, async () => {
      const answer = await direct(a, partsPath, { headers: page });
      return answer.status === 200 && answer.text.includes(title) ? true : undefined;
    });
    // Signing out on A ends the session on B too.
    const out = await direct(a, '/api/console/sign-out', {
      method: 'POST',
      headers: { cookie, origin: `http://${host(a?.port ?? 0)}` },
    });
    expect(out.status).toBeLessThan(300);
    expect((await onB.get(`/api/console/stock?site=${SITE}`)).status).toBe(401);
  }, 60_000);
});
