import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The console journeys' server: the demo (its staff per group), the embedded mail catcher and a
 * clock the test can move forward (`advance`) to see a lead go overdue. The clock runs with real time
 * (the shopper form's fill time stays honest), from a weekday morning in Sydney inside opening hours.
 */
export interface ConsoleServer {
  server: StartedServer;
  url(slug: string, path?: string): string;
  advance(ms: number): void;
  /** The server's clock now. */
  now(): Date;
}

/** Friday 27 Nov 2026, 10:00 in Sydney: in the demo dealers' opening hours, after today (cookies live). */
const START = Date.parse('2026-11-26T23:00:00Z');

export const test = base.extend<object, { console: ConsoleServer }>({
  console: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      let offset = START - Date.now();
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-console-'));
      const server = await startServer({
        port: 0,
        dataDir,
        dealerSecret: 'e2e-dealer-secret',
        mail: { catcher: true, catcherPort: 0 },
        now: () => new Date(Date.now() + offset),
      });
      await use({
        server,
        url: (slug, path = '/') => `http://${slug}.localhost:${server.port}${path}`,
        advance: (ms) => {
          offset += ms;
        },
        now: () => new Date(Date.now() + offset),
      });
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * Moves the worker's console clock on (never back: other specs of this worker may have moved it) to the
 * next 10 o'clock on a weekday in Sydney, and answers that day as YYYY-MM-DD in Sydney.
 */
export function toWeekdayMorning(c: Pick<ConsoleServer, 'now' | 'advance'>): string {
  const sydney = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  let at = Math.ceil(c.now().getTime() / 3_600_000) * 3_600_000;
  for (;;) {
    const parts = sydney.formatToParts(new Date(at));
    const weekday = parts.find((p) => p.type === 'weekday')?.value ?? '';
    const hour = Number(parts.find((p) => p.type === 'hour')?.value);
    if (!['Sat', 'Sun'].includes(weekday) && hour === 10) break;
    at += 3_600_000;
  }
  c.advance(at - c.now().getTime());
  return new Date(at).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
}

export interface DemoLogin {
  email: string;
  password: string;
  siteSlugs: string[];
}

/** A demo staff login of a group (the demo makes a group admin, a manager and a salesperson per group). */
export function login(
  server: StartedServer,
  groupId: string,
  role: 'group_admin' | 'manager' | 'salesperson',
): DemoLogin {
  const found = server.consoleLogins().find((l) => l.groupId === groupId && l.role === role);
  if (!found) throw new Error(`no demo ${role} for ${groupId}`);
  return found;
}

/** Signs in through the console's sign-in page and lands on the inbox. */
export async function signIn(page: Page, url: string, who: { email: string; password: string }) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/console\/sign-in/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** A shopper's enquiry through the real form: the first car for sale on the site, Enquire Now. */
export async function enquire(page: Page, listingUrl: string, shopper: { name: string; email: string }) {
  await page.goto(listingUrl);
  const card = page
    .getByRole('article')
    .filter({ hasNot: page.getByRole('link', { name: 'Find Me Something Similar' }) })
    // A car another spec on this shared server holds is not the one to enquire about.
    .filter({ hasNotText: /Reserved/i })
    .first();
  await card.getByRole('link', { name: 'Explore Vehicle' }).click();
  await page.getByRole('link', { name: 'Enquire Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
  await dialog.getByLabel('Name', { exact: true }).fill(shopper.name);
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Phone').fill('0412 345 678');
  await dialog.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry');
}

/** §5 WCAG 2.2 AA on a console page (the same check as the shop's pages). */
export { expectNoSeriousViolations as expectAccessible } from './axe.js';
export { screenshot } from './fixtures.js';
