import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { test as base, expect, login } from './console-support.js';

// Issue 30 item 4 in Chromium: a person who forgot their console password asks for a link on the
// sign-in page, the mail arrives at a real SMTP server, the link sets a new password once, and the
// old password no longer signs in.

/** A minimal SMTP receiver (what a mail catcher is): keeps each message's raw text. */
async function smtpInbox(): Promise<{ url: string; mails: string[]; close: () => Promise<void> }> {
  const mails: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 inbox ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mails.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 OK queued\r\n');
      }
      let newline = buffer.indexOf('\r\n');
      while (!data && newline >= 0) {
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO')) socket.write('250-inbox\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

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
