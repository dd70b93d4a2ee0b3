import { demoRegistry, listingBasePath, siteBySlug } from '@dealer/site-registry';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/catcher.js';
import { feedTokenName } from '../routes/stock-feed.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * Issue #34 item 1 end to end over real HTTP, the real store and real SMTP (the catcher): a shopper saves
 * a listing search, confirms by the mailed link, a feed import adds a matching car and one alert mail
 * with it and RFC 8058 headers arrives; a price drop is mailed; the one-click POST unsubscribes and the
 * next import sends nothing.
 */

const TOKEN = 'harbour-feed-token-alerts-0123456789';
const EMAIL = 'shopper@example.com';
let server: TestServer;
const catcher = new MailCatcher();
const site = () => server.site('harbour-auto');
const base = () => listingBasePath(siteBySlug(demoRegistry(), 'harbour-auto')!);

beforeAll(async () => {
  process.env[feedTokenName('harbour-auto')] = TOKEN;
  const smtpUrl = await catcher.start(0);
  server = await startTestServer({
    inventorySize: { 'harbour-auto': 5 },
    mail: { smtpUrl },
    outbox: { intervalMs: 50, backoffSeconds: 0.2, maxAttempts: 40 },
    alertsIntervalMs: 100,
  });
}, 60_000);
afterAll(async () => {
  delete process.env[feedTokenName('harbour-auto')];
  await server.close();
  await catcher.stop();
});

const push = async (rows: string[]) => {
  const answer = await site()('/feeds/stock?mode=upsert', {
    method: 'POST',
    body: `${[SAMPLE_HEADER, ...rows].join('\r\n')}\r\n`,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.status).toBe(200);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function mails(count: number) {
  const deadline = Date.now() + 20_000;
  while (catcher.list([EMAIL]).length < count && Date.now() < deadline) await sleep(100);
  return catcher.list([EMAIL]);
}
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const header = (raw: string, name: string) => {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
};
/** Row n of the sample feed at another drive-away price. */
const repriced = (n: number, price: number) =>
  sampleCsvRow(n).replace(/,"\$[\d,]+",/, `,"$${price.toLocaleString('en-AU')}",`);

describe('saving a search', () => {
  it('should refuse bad input with a 400 naming each field', async () => {
    const answer = await site()('/api/saved-searches', {
      method: 'POST',
      json: { email: 'not-an-email', frequency: 'hourly', listing: 'https://evil.example/', consent: false },
    });
    expect(answer.status).toBe(400);
    const { fields } = answer.json<{ fields: Record<string, string> }>();
    expect(Object.keys(fields).sort()).toEqual(['consent', 'email', 'frequency', 'listing']);
    const notListing = await site()('/api/saved-searches', {
      method: 'POST',
      json: { email: EMAIL, frequency: 'instant', listing: '/contact', consent: true },
    });
    expect(notListing.status).toBe(400);
    expect(notListing.json()).toMatchObject({ fields: { listing: expect.any(String) } });
  });

  it('should never answer a hostile listing or body with a 5xx', async () => {
    const listings = [
      `${base()}/%E0%A4%A`,
      `${base()}?make=%`,
      `${base()}?price=abc:def&year=9e999:`,
      `${base()}/${'x'.repeat(1900)}`,
      `${base()}?make=${encodeURIComponent('Kia" OR status = sold')}`,
    ];
    for (const listing of listings) {
      const answer = await site()('/api/saved-searches', {
        method: 'POST',
        json: { email: 'hostile@example.com', frequency: 'daily', listing, consent: true },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(answer.status, listing.slice(0, 80)).toBeLessThan(500);
    }
    for (const body of ['[]', 'null', '"x"', '{', '{"email":{"$gt":""}}']) {
      const answer = await site()('/api/saved-searches', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, body).toBe(400);
    }
    for (const path of [
      '/saved-searches/confirm?token=x',
      '/saved-searches/manage',
      '/saved-searches/unsubscribe?token=%',
    ]) {
      expect((await site()(path)).status, path).toBeLessThan(500);
    }
  });

  it('should confirm by mail, alert on a matching new car and a price drop, and stop after one-click unsubscribe', async () => {
    const saved = await site()('/api/saved-searches', {
      method: 'POST',
      json: {
        email: EMAIL,
        frequency: 'instant',
        listing: `${base()}?make=Kia&sortBy=price_asc&page=2`,
        consent: true,
      },
    });
    expect(saved.status).toBe(202);
    const [confirmMail] = await mails(1);
    expect(confirmMail?.subject).toContain('Confirm your search alert');
    expect(header(confirmMail?.raw ?? '', 'From')).toContain('Harbour');
    const confirmLink = /https?:\/\/[^\s]+\/saved-searches\/confirm\?token=[\w.-]+/.exec(
      unfold(confirmMail?.raw ?? ''),
    )?.[0];
    expect(confirmLink).toBeDefined();

    // Not confirmed yet: a matching import mails nothing.
    await push([sampleCsvRow(4), sampleCsvRow(3)]);
    await sleep(1500);
    expect(catcher.list([EMAIL])).toHaveLength(1);

    const path = new URL(confirmLink ?? '').pathname + new URL(confirmLink ?? '').search;
    // The link opened (or fetched by a scanner) shows a button; its POST turns the alert on.
    expect((await site()(path, { headers: { accept: 'text/html' } })).text).toContain('Turn on my alert');
    const confirmed = await site()(path, {
      method: 'POST',
      body: 'confirm=yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Your alert is on');

    // Row 9 is a Kia (matches), row 8 a Hyundai (does not).
    await push([sampleCsvRow(9), sampleCsvRow(8)]);
    const [alert] = await mails(2);
    const raw = unfold(alert?.raw ?? '');
    expect(raw).toContain('Kia Sportage');
    expect(raw).not.toContain('Hyundai');
    expect(header(alert?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(https?:\/\/[^>]+\/saved-searches\/unsubscribe\?token=[^>]+)>/.exec(
      header(alert?.raw ?? '', 'List-Unsubscribe') ?? '',
    )?.[1];
    expect(unsubscribe).toBeDefined();
    const manage = /\/saved-searches\/manage\?token=[\w.-]+/.exec(raw)?.[0] ?? '';
    const listed = await site()(manage, { headers: { accept: 'text/html' } });
    expect(listed.status).toBe(200);
    expect(listed.text).toContain('Kia');
    expect(listed.text).toContain('Delete');

    // The same car again at the same price: nothing; at a lower price: one price-drop mail.
    await push([sampleCsvRow(9)]);
    await push([repriced(9, 9_990)]);
    const [drop] = await mails(3);
    expect(unfold(drop?.raw ?? '')).toContain('Price drop');
    await sleep(800);
    expect(catcher.list([EMAIL])).toHaveLength(3);

    // RFC 8058: the one-click POST, no cookie and no CSRF token, unsubscribes.
    const url = new URL(unsubscribe ?? '');
    const page = await site()(`${url.pathname}${url.search}`, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('Unsubscribe');
    // A link scanner's GET of the unsubscribe URL changes nothing.
    expect((await site()(manage)).text).not.toContain('no active alerts');
    // RFC 8058 says the body SHOULD be multipart/form-data (Gmail sends it form-encoded): both work, and
    // a second POST (a provider's retry) is harmless.
    const boundary = '----rfc8058';
    const oneClick = await site()(`${url.pathname}${url.search}`, {
      method: 'POST',
      body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(oneClick.status).toBe(200);
    // Again, as a webmail page would send it (its own origin, cross-site): harmless, and not refused.
    const again = await site()(`${url.pathname}${url.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(again.status).toBe(200);
    expect((await site()(manage)).text).toContain('no active alerts');
    await push([sampleCsvRow(14)]);
    await sleep(1500);
    expect(catcher.list([EMAIL])).toHaveLength(3);
  }, 90_000);

  it('should take the no-JavaScript form post and answer with a plain page', async () => {
    const answer = await site()('/saved-searches', {
      method: 'POST',
      body: new URLSearchParams({
        email: 'form@example.com',
        frequency: 'daily',
        listing: `${base()}?make=Kia`,
        consent: 'on',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(answer.status).toBe(202);
    expect(answer.text).toContain('Check your email');
    const bad = await site()('/saved-searches', {
      method: 'POST',
      body: 'email=x&frequency=daily',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('email');
  });
});
