import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry, MailCatcher, type StartedServer, startServer } from '@dealer/bff/server';
import { test as base, expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { login, screenshot, signIn } from './console-support.js';
import { hydrated } from './fixtures.js';

// Issue 33 items 2 and 3, in Chromium on the demo site harbour-auto with a real local webhook receiver and
// the embedded mail catcher: a shopper's test-drive booking appears on the console calendar; confirming and
// rescheduling it mail the shopper and emit signed `appointment.*` webhooks; an enquiry is answered at once
// with an acknowledgement naming the car and the yard's phone.

const SECRET = 'e2e-webhook-secret';
/** Friday 27 Nov 2026, 10:00 in Sydney (the demo yards are open). */
const START = Date.parse('2026-11-26T23:00:00Z');

interface Hook {
  signature: string;
  body: string;
  json: { topic: string; appointment?: { status: string; starts_at: string } };
}
interface World {
  server: StartedServer;
  catcher: MailCatcher;
  hooks: Hook[];
  url(path?: string): string;
}

const test = base.extend<object, { world: World }>({
  world: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const hooks: Hook[] = [];
      const receiver: Server = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          hooks.push({ signature: String(req.headers['x-signature'] ?? ''), body, json: JSON.parse(body) });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
      // The demo sites, harbour-auto with this test's receiver as its CRM webhook (the registry is frozen: a copy).
      const webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
      const demo = demoRegistry();
      const registry = {
        ...demo,
        sites: demo.sites.map((s) =>
          s.slug === 'harbour-auto' ? { ...s, leads: { ...s.leads, webhook_url: webhook } } : s,
        ),
      };
      // The test's own embedded catcher: every mail sent, the shopper's included, is read here.
      const catcher = new MailCatcher();
      const smtpUrl = await catcher.start(0);
      const offset = START - Date.now();
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-appointments-'));
      const server = await startServer({
        port: 0,
        dataDir,
        registry,
        demo: true,
        dealerSecret: 'e2e-dealer-secret',
        mail: { smtpUrl },
        outbox: { secret: SECRET, intervalMs: 250 },
        outbound: { allowLoopback: true },
        now: () => new Date(Date.now() + offset),
      });
      await use({
        server,
        catcher,
        hooks,
        url: (path = '/') => `http://harbour-auto.localhost:${server.port}${path}`,
      });
      await server.close();
      receiver.close();
      await catcher.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

/** The catcher's mails to one address, parsed (subject, text, HTML, headers). */
function mailsTo(world: World, to: string) {
  return Promise.all(world.catcher.list([to]).map((m) => simpleParser(m.raw)));
}

const signed = (hook: Hook) =>
  hook.signature === `sha256=${createHmac('sha256', SECRET).update(hook.body).digest('hex')}`;

/** The first car for sale on harbour-auto, its page open and ready (hydrated) for the modal forms. */
async function openFirstCar(page: Page, world: World, action: string) {
  await page.goto(world.url('/search/new-used-and-demo-cars'));
  const card = page
    .getByRole('article')
    .filter({ hasNot: page.getByRole('link', { name: 'Find Me Something Similar' }) })
    .first();
  await card.getByRole('link', { name: 'Explore Vehicle' }).click();
  const link = page.getByRole('link', { name: action });
  await hydrated(link);
  return link;
}

async function enquire(page: Page, world: World, shopper: { name: string; email: string }) {
  await (await openFirstCar(page, world, 'Enquire Now')).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
  await dialog.getByLabel('Name', { exact: true }).fill(shopper.name);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry');
}

async function bookTestDrive(page: Page, world: World, shopper: { name: string; email: string }) {
  const book = await openFirstCar(page, world, 'Book a Test Drive');
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
  const day = dialog.getByLabel(/^Day/);
  await expect(day).toBeVisible();
  const firstDay = (await day.locator('option:not([disabled])').first().getAttribute('value')) ?? '';
  await day.selectOption(firstDay);
  const time = dialog.getByLabel(/^Time/);
  const slot = (await time.locator('option:not([disabled])').first().getAttribute('value')) ?? '';
  await time.selectOption(slot);
  await dialog.getByLabel('Name', { exact: true }).fill(shopper.name);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByRole('button', { name: 'Book a Test Drive' }).click();
  await expect(page).toHaveURL(/\/success\?category=test-drive/);
  return { day: firstDay, slot };
}

test('a test-drive booking is on the calendar; confirm and reschedule mail the shopper and send signed webhooks', async ({
  page,
  world,
}) => {
  const shopper = { name: 'Tara Testdrive', email: 'tara.testdrive@example.com' };
  const { day } = await bookTestDrive(page, world, shopper);

  await signIn(page, world.url('/console/leads'), login(world.server, 'Harbour Auto Group', 'manager'));
  await page.getByRole('link', { name: 'Calendar' }).click();
  await page.goto(world.url(`/console/calendar?site=harbour-auto&view=day&date=${day}`));
  const item = page.getByRole('listitem').filter({ hasText: 'Tara Testdrive' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return item.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await expect(item).toContainText('Pending');

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: test.info().outputPath(`calendar-${width}.png`), fullPage: true });
  }

  await item.getByRole('button', { name: 'Confirm' }).click();
  await expect(item).toContainText('Confirmed');
  await item.getByLabel('New time').fill(`${day}T15:30`);
  await item.getByRole('button', { name: 'Reschedule' }).click();
  await expect(item.locator('time')).toContainText('3:30');

  await expect
    .poll(async () => (await mailsTo(world, shopper.email)).map((m) => m.subject).sort(), {
      timeout: 15_000,
    })
    .toEqual([
      expect.stringMatching(/^Your test drive has moved to .*3:30 pm/),
      expect.stringMatching(/^Your test drive is confirmed/),
      expect.stringMatching(/^Your test drive request/),
    ]);
  const moved = (await mailsTo(world, shopper.email)).find((m) => m.subject?.includes('moved'));
  expect(moved?.text).toContain('3:30');
  expect(moved?.html).toContain('3:30');
  expect(moved?.replyTo?.text).toContain('@');
  expect(moved?.headers.has('list-unsubscribe')).toBe(false);

  await expect
    .poll(
      () =>
        world.hooks
          .map((h) => h.json.topic)
          .filter((t) => t.startsWith('appointment.'))
          .sort(),
      {
        timeout: 15_000,
      },
    )
    .toEqual(['appointment.confirmed', 'appointment.created', 'appointment.rescheduled']);
  const hooks = world.hooks.filter((h) => h.json.topic.startsWith('appointment.'));
  expect(hooks.every(signed)).toBe(true);
  expect(hooks.find((h) => h.json.topic === 'appointment.rescheduled')?.json.appointment?.status).toBe(
    'confirmed',
  );
});

test('an enquiry is answered at once with the car and the yard’s phone', async ({ page, world }) => {
  const email = 'erin.enquiry@example.com';
  const started = Date.now();
  await enquire(page, world, { name: 'Erin Enquiry', email });
  await expect.poll(async () => (await mailsTo(world, email)).length, { timeout: 10_000 }).toBe(1);
  expect(Date.now() - started).toBeLessThan(30_000);
  const [ack] = await mailsTo(world, email);
  const harbour = demoRegistry().sites.find((s) => s.slug === 'harbour-auto');
  const phone = harbour?.locations[0]?.contact_detail.phone ?? '';
  expect(ack?.subject).toBe('Thanks for your enquiry — Harbour Auto Group');
  expect(ack?.text).toContain(phone);
  expect(ack?.text).toMatch(/The vehicle: \d{4} \w+/);
  expect(ack?.html).toMatch(/<img src="https?:[^"]+" alt="\d{4} /);
  expect(ack?.html).toContain(`tel:${phone}`);
  expect(ack?.from?.text).toContain('Harbour Auto Group');
});
