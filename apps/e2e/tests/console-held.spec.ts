import { expect, login, signIn, test } from './console-support.js';

// Issue 29 item 4, in Chromium: a lead the bot screen held back (here the hidden honeypot field filled) is
// listed in the console's "Held for review" with why, and a manager releases it into the inbox.

test('a quarantined lead is listed in the held view and released into the inbox', async ({
  page,
  request,
  console: c,
}) => {
  const admin = login(c.server, 'Harbour Auto Group', 'manager');
  const posted = await request.post(`http://127.0.0.1:${c.server.port}/api/leads`, {
    headers: { host: `harbour-auto.localhost:${c.server.port}` },
    data: {
      lead: {
        name: 'Held Harry',
        email: 'held.harry@example.com',
        phone: '0412 345 678',
        category: 'General Enquiry',
        website: 'http://spam.example',
      },
    },
  });
  expect(posted.status()).toBe(201);

  await signIn(page, c.url('harbour-auto', '/console/leads'), admin);
  await expect(page.getByRole('link', { name: 'Held Harry' })).toHaveCount(0);
  await page.getByRole('link', { name: /held for review/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Held for review' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Held Harry' });
  await expect(row).toContainText('Filled in the hidden field only bots see');
  await row.getByRole('button', { name: 'Release Held Harry' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Held Harry' })).toHaveCount(0);

  await page.goto(c.url('harbour-auto', '/console/leads'));
  await expect(page.getByRole('link', { name: 'Held Harry' })).toBeVisible();
});
