import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { test as base, expect, login } from './console-support.js';
import { smtpInbox } from './smtp-inbox.js';

// Issue 30 item 4 in Chromium: a person who forgot their console password asks for a link on the
// sign-in page, the mail arrives at a real SMTP server, the link sets a new password once, and the
// old password no longer signs in.

const test = base.extend<object, { mailed: { server: StartedServer; mails: string[] } }>({
  mailed: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const inbox = await smtpInbox();
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-password-'));
      const server = await startServer({
        port: 0,
        dataDir,
        dealerSecret: 'e2e-dealer-secret',
        mail: { smtpUrl: inbox.url },
        outbox: { intervalMs: 100 },
      });
      await use({ server, mails: inbox.mails });
      await server.close();
      await inbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('forgotten password: a mailed link sets a new one, once', async ({ page, mailed }) => {
  const { server, mails } = mailed;
  const person = login(server, 'Harbour Auto Group', 'salesperson');
  const url = (path: string) => `http://harbour-auto.localhost:${server.port}${path}`;

  await page.goto(url('/console/sign-in'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Mail me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If this email has a console account');

  await expect.poll(() => mails.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const unfolded = (mails[0] ?? '').replace(/=\r?\n/g, '');
  const path = /\/console\/reset-password\/[A-Za-z0-9_-]{43}/.exec(unfolded)?.[0];
  expect(path).toBeTruthy();

  await page.goto(url(path as string));
  const fresh = 'a password I will remember';
  await page.getByLabel(/New password/).fill(fresh);
  await page.getByLabel('Type it again').fill(fresh);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeVisible();

  // The link works once.
  await page.goto(url(path as string));
  await page.getByLabel(/New password/).fill('another password again');
  await page.getByLabel('Type it again').fill('another password again');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('expired or was used');

  // The old password is refused, the new one signs in.
  await page.goto(url('/console/sign-in'));
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password').fill(fresh);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});
