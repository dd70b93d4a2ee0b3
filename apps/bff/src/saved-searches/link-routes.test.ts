import { demoRegistry, listingBasePath, siteBySlug } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/catcher.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { CONFIRM_MAILS_PER_WINDOW } from './address.js';
import { CONFIRM_TTL_MS } from './store.js';

/**
 * The mails' links over real HTTP and real SMTP (issue #34 item 1): what a mail provider's link scanner,
 * a shopper pressing twice, an old link and a stranger typing someone's address again and again do.
 */
let server: TestServer;
let clock = TEST_NOW;
const catcher = new MailCatcher();
const site = () => server.site('harbour-auto');
const listing = () => `${listingBasePath(siteBySlug(demoRegistry(), 'harbour-auto')!)}?make=Kia`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
const html = { accept: 'text/html' };
const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

beforeAll(async () => {
  const smtpUrl = await catcher.start(0);
  server = await startTestServer({
    inventorySize: { 'harbour-auto': 3 },
    mail: { smtpUrl },
    outbox: { intervalMs: 50, backoffSeconds: 0.2, maxAttempts: 40 },
    now: () => clock,
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await catcher.stop();
});

async function save(email: string, ip: string) {
  const answer = await site()('/api/saved-searches', {
    method: 'POST',
    json: { email, frequency: 'instant', listing: listing(), consent: true },
    headers: { 'x-forwarded-for': ip },
  });
  expect(answer.status, email).toBe(202);
}

/** The confirm link of the newest mail to the address (path and query), once it has arrived. */
async function confirmLink(to: string, count = 1): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (catcher.list([to]).length < count && Date.now() < deadline) await sleep(100);
  const raw = unfold(catcher.list([to])[0]?.raw ?? ''); // newest first
  const link = /https?:\/\/[^\s]+\/saved-searches\/confirm\?token=[\w.-]+/.exec(raw)?.[0] ?? '';
  expect(link).not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('the confirm link', () => {
  it("should confirm nothing on a GET (a link scanner's fetch), only by the page's button", async () => {
    await save('scanned@example.com', '203.0.113.1');
    const path = await confirmLink('scanned@example.com');
    for (const agent of ['Mozilla/5.0 (compatible; SafeLinks)', 'Mozilla/5.0 Chrome/130']) {
      const scanned = await site()(path, { headers: { ...html, 'user-agent': agent } });
      expect(scanned.status).toBe(200);
      expect(scanned.text).toContain('Turn on my alert');
      expect(scanned.text).not.toContain('Your alert is on');
    }
    const pressed = await site()(path, { method: 'POST', body: 'confirm=yes', headers: form });
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain('Your alert is on');
    // Pressed again, or the link opened later: harmless, it says so.
    const again = await site()(path, { method: 'POST', body: 'confirm=yes', headers: form });
    expect(again.status).toBe(200);
    expect(again.text).toContain('Your alert is on');
    expect((await site()(path, { headers: html })).text).toContain('Your alert is on');
  });

  it('should answer 410 for a link past its 7 days, on the page and on the button', async () => {
    await save('late@example.com', '203.0.113.2');
    const path = await confirmLink('late@example.com');
    clock = new Date(TEST_NOW.getTime() + CONFIRM_TTL_MS + 60_000);
    try {
      expect((await site()(path, { headers: html })).status).toBe(410);
      const pressed = await site()(path, { method: 'POST', body: 'confirm=yes', headers: form });
      expect(pressed.status).toBe(410);
      expect(pressed.text).toContain('Save the search again');
    } finally {
      clock = TEST_NOW;
    }
  });

  it('should answer a forged, cut or other-purpose token without confirming anything', async () => {
    await save('forged@example.com', '203.0.113.3');
    const path = await confirmLink('forged@example.com');
    const last = path.at(-1) === 'A' ? 'B' : 'A';
    for (const bad of [`${path.slice(0, -1)}${last}`, path.slice(0, -5), '/saved-searches/confirm']) {
      const answer = await site()(bad, { method: 'POST', body: 'confirm=yes', headers: form });
      expect(answer.status, bad).toBe(410);
    }
    expect((await site()(path, { headers: html })).text).toContain('Turn on my alert');
  });
});

const VICTIM_INBOX = [
  'victim@example.com',
  'victim+cars@example.com',
  'victim+x@example.com',
  'victim+y@example.com',
];

describe('one inbox, many requests', () => {
  it('should send at most the allowance of confirm mails to one inbox a day, however the address is typed', async () => {
    const typed = [
      'Victim@Example.com',
      ' victim@example.com ',
      'victim+cars@example.com',
      'VICTIM+x@EXAMPLE.COM',
      'victim+y@example.com',
      'victim@example.com',
    ];
    for (const [i, email] of typed.entries()) await save(email, `198.51.100.${i + 10}`);
    await sleep(2500);
    const inbox = () => catcher.list(VICTIM_INBOX).filter((m) => m.subject.includes('Confirm'));
    expect(inbox()).toHaveLength(CONFIRM_MAILS_PER_WINDOW);
    // A day later the address may ask again.
    clock = new Date(TEST_NOW.getTime() + 25 * 60 * 60_000);
    try {
      await save('victim@example.com', '198.51.100.99');
      await sleep(1500);
      expect(inbox()).toHaveLength(CONFIRM_MAILS_PER_WINDOW + 1);
    } finally {
      clock = TEST_NOW;
    }
  });

  it('should take an internationalised address in either spelling as one inbox', async () => {
    // The SMTP server reports the recipient in Unicode; the mail went to its ASCII (punycode) form.
    const inbox = ['anna@bücher.example'];
    const typed = [
      '  Anna@Bücher.Example ',
      'anna@xn--bcher-kva.example',
      'ANNA@BÜCHER.EXAMPLE',
      'anna@bücher.example',
    ];
    for (const [i, email] of typed.entries()) await save(email, `192.0.2.${50 + i}`);
    await sleep(2500);
    expect(catcher.list(inbox)).toHaveLength(CONFIRM_MAILS_PER_WINDOW);
    const path = await confirmLink(inbox[0] as string, CONFIRM_MAILS_PER_WINDOW);
    expect((await site()(path, { headers: html })).text).toContain('anna@bücher.example');
    const bad = await site()('/api/saved-searches', {
      method: 'POST',
      json: { email: 'anna@example..com', frequency: 'instant', listing: listing(), consent: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { email: expect.any(String) } });
  });
});
