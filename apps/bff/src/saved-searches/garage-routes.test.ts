import { demoRegistry, listingBasePath, siteBySlug } from '@dealer/site-registry';
import { SAMPLE_HEADER, sampleCsvRow } from '@dealer/stock-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/catcher.js';
import { feedTokenName } from '../routes/stock-feed.js';
import type { HttpResponse } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';
import { SAVED_IN_GARAGE_MESSAGE } from './routes.js';

/**
 * Issue #34 item 1, the garage (migration 160), over real HTTP, the real store and real SMTP (the
 * catcher): a signed-in shopper saves a search with the account's address — the first alert is
 * confirmed by the mailed link, which verifies the address, so the favourites alerts then start with no
 * second opt-in; a feed import mails the new matching car, and a favourited car's price drop, each once,
 * in text + HTML (photo, labelled price) with RFC 8058 one-click unsubscribe; the garage lists and deletes.
 */

const SLUG = 'bigbox-cars';
const TOKEN = 'bigbox-feed-token-garage-alerts-0123456789';
const EMAIL = 'garage-shopper@example.com';
let server: TestServer;
const catcher = new MailCatcher();
const site = () => server.site(SLUG);
const base = () => listingBasePath(siteBySlug(demoRegistry(), SLUG)!);
let cookie = '';

function sessionCookie(res: HttpResponse): string {
  const found = (res.headers['set-cookie'] ?? '')
    .split(/,\s*(?=[a-z_]+=)/i)
    .find((c) => c.startsWith('dealer_session='));
  if (!found) throw new Error(`no session cookie in ${res.status} ${res.text}`);
  return found.split(';')[0] as string;
}

beforeAll(async () => {
  process.env[feedTokenName(SLUG)] = TOKEN;
  const smtpUrl = await catcher.start(0);
  server = await startTestServer({
    inventorySize: { [SLUG]: 5 },
    mail: { smtpUrl },
    outbox: { intervalMs: 50, backoffSeconds: 0.2, maxAttempts: 40 },
    alertsIntervalMs: 100,
  });
}, 60_000);
afterAll(async () => {
  delete process.env[feedTokenName(SLUG)];
  await server.close();
  await catcher.stop();
});

const push = async (rows: string[]) => {
  const answer = await site()('/feeds/stock?mode=upsert', {
    method: 'POST',
    body: `${[SAMPLE_HEADER, ...rows].join('\r\n')}\r\n`,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.status, answer.text).toBe(200);
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
const repriced = (n: number, price: number) =>
  sampleCsvRow(n).replace(/,"\$[\d,]+",/, `,"$${price.toLocaleString('en-AU')}",`);
const alerts = async () =>
  (await site()('/api/garage/alerts', { headers: { cookie } })).json<{
    verified: boolean;
    alerts: { id: string; kind: string; frequency: string; confirmed: boolean; text: string }[];
  }>();
/** A car's id by its stock number, from the site's listing (the imported cars' ids are the site's). */
const idOf = async (stockNo: string) => {
  const res = await site()(`/api/search?path=${encodeURIComponent(`${base()}?make=Kia`)}`);
  const hits = res.json<{ hits: { id: number; stocknum?: string | null; stock_number?: string }[] }>().hits;
  return (
    hits.find((h) => h.stocknum === stockNo || h.stock_number === stockNo)?.id ?? JSON.stringify(hits[0])
  );
};

describe('alerts in the garage', () => {
  it('should answer 401 signed out, 404 on a site without a garage, 400 naming the field', async () => {
    expect((await site()('/api/garage/alerts')).status).toBe(401);
    expect((await server.site('harbour-auto')('/api/garage/alerts')).status).toBe(404);
    const signUp = await site()('/api/auth/sign-up', {
      method: 'POST',
      json: { name: 'Sam Garage', email: EMAIL, password: 'correct horse battery' },
    });
    expect(signUp.status).toBe(201);
    cookie = sessionCookie(signUp);
    const bad = await site()('/api/garage/favourite-alerts', {
      method: 'PUT',
      json: { frequency: 'hourly', consent: true },
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { frequency: expect.any(String) } });
    const notYours = await site()('/api/garage/alerts/0f0e0d0c-0000-4000-8000-000000000001', {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(notYours.status).toBe(404);
  });

  it('should save in the garage, verify by the first link, then alert on new stock and a favourite’s drop', async () => {
    await push([sampleCsvRow(4)]);
    const saved = await site()('/api/saved-searches', {
      method: 'POST',
      json: {
        email: EMAIL.toUpperCase(),
        frequency: 'instant',
        listing: `${base()}?make=Kia`,
        consent: true,
      },
      headers: { cookie },
    });
    expect(saved.status).toBe(202);
    expect(saved.json()).toMatchObject({ garage: true });
    const [confirmMail] = await mails(1);
    expect(confirmMail?.subject).toContain('Confirm your search alert');
    expect((await alerts()).verified).toBe(false);
    const link = /https?:\/\/[^\s]+\/saved-searches\/confirm\?token=[\w.-]+/.exec(
      unfold(confirmMail?.raw ?? ''),
    )?.[0];
    const url = new URL(link ?? '');
    // The link's page only offers the button (a scanner's fetch verifies nothing); its POST confirms.
    expect((await site()(`${url.pathname}${url.search}`)).status).toBe(200);
    expect((await alerts()).verified).toBe(false);
    const pressed = await site()(`${url.pathname}${url.search}`, {
      method: 'POST',
      body: 'confirm=yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.status).toBe(200);
    const listed = await alerts();
    expect(listed.verified).toBe(true);
    expect(listed.alerts).toMatchObject([{ kind: 'search', frequency: 'instant', confirmed: true }]);

    // Verified: a second saved search and the favourites alerts start at once (no second opt-in).
    const second = await site()('/api/saved-searches', {
      method: 'POST',
      json: { email: EMAIL, frequency: 'daily', listing: `${base()}?make=Toyota`, consent: true },
      headers: { cookie },
    });
    expect(second.json()).toMatchObject({ message: SAVED_IN_GARAGE_MESSAGE, garage: true });
    const carId = await idOf('S00004');
    expect(typeof carId, String(carId)).toBe('number');
    expect(
      (await site()(`/api/auth/watchlist/${carId}`, { method: 'PUT', headers: { cookie } })).status,
    ).toBe(204);
    const on = await site()('/api/garage/favourite-alerts', {
      method: 'PUT',
      json: { frequency: 'instant', consent: true },
      headers: { cookie },
    });
    expect(on.status).toBe(200);
    expect(on.json()).toMatchObject({ alert: { kind: 'favourites', confirmed: true } });
    await sleep(300);
    expect(catcher.list([EMAIL])).toHaveLength(1);

    // Row 9 is a Kia (the first search); row 4 (favourited) drops in price.
    await push([sampleCsvRow(9), repriced(4, 9_990)]);
    await mails(3);
    await sleep(800);
    const sent = catcher.list([EMAIL]);
    expect(sent).toHaveLength(3);
    const favourite = sent.find((m) => m.subject.includes('you favourited'));
    const search = sent.find((m) => m.subject.includes('for your search'));
    expect(unfold(search?.raw ?? '')).toContain('Kia Sportage');
    const raw = unfold(favourite?.raw ?? '');
    expect(raw).toContain('Price drop');
    expect(raw).toContain('$9,990 Drive Away');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toMatch(/<img src="https?:\/\//);
    expect(header(favourite?.raw ?? '', 'Reply-To')).toBe('team@bigbox-cars.example');
    expect(header(favourite?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(
      header(favourite?.raw ?? '', 'List-Unsubscribe') ?? '',
    )?.[1];

    // The same drop again: nothing. One-click unsubscribe ends the favourites alerts; the garage agrees.
    await push([repriced(4, 9_990)]);
    const one = new URL(unsubscribe ?? '');
    const oneClick = await site()(`${one.pathname}${one.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    await push([repriced(4, 8_990)]);
    // The Kia search is still on: it tells the new drop; the favourites alerts are off.
    await mails(4);
    await sleep(800);
    const after = catcher.list([EMAIL]);
    expect(after).toHaveLength(4);
    expect(after.filter((m) => m.subject.includes('you favourited'))).toHaveLength(1);
    const left = await alerts();
    expect(left.alerts.map((a) => a.kind)).toEqual(['search', 'search']);

    // Delete one from the garage (JSON), change the other (the no-JavaScript form), delete it too.
    const [first, other] = left.alerts;
    expect(
      (await site()(`/api/garage/alerts/${first?.id}`, { method: 'DELETE', headers: { cookie } })).status,
    ).toBe(204);
    const form = await site()('/garage/alerts', {
      method: 'POST',
      body: `intent=frequency&id=${other?.id}&frequency=instant`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    expect((await alerts()).alerts).toMatchObject([{ id: other?.id, frequency: 'instant' }]);
    const gone = await site()('/garage/alerts', {
      method: 'POST',
      body: `intent=delete&id=${other?.id}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(gone.status).toBe(303);
    expect((await alerts()).alerts).toEqual([]);
  }, 120_000);
});
