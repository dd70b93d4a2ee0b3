import { base32Decode, totpCodeAt, totpStep } from '@dealer/staff';
import type { Locator } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { expect, expectAccessible, login, signIn, test } from './console-support.js';

// Console, people and access in Chromium: an admin invites someone by link, they choose a password
// and are in; they turn two-factor on (a QR code drawn on the server, the key and link as text) and their
// next sign-in asks for the code.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** What Chromium paints of an <svg>: drawn onto a white canvas, read back as RGBA pixels. */
async function pixelsOf(svg: Locator) {
  const { width, height, data } = await svg.evaluate(async (node) => {
    const size = 300;
    const markup = new XMLSerializer().serializeToString(node);
    const image = new Image(size, size);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return { width, height, data: Uint8ClampedArray.from(data) };
}

test('invitation by link → password → two-factor on → sign-in asks for the code', async ({
  page,
  console: c,
}) => {
  await signIn(
    page,
    c.url('harbour-auto', '/console/leads'),
    login(c.server, 'Harbour Auto Group', 'group_admin'),
  );
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Name').fill('Nia New');
  await invite.getByLabel('Email').fill('nia.new@harbour.example');
  await invite.getByLabel('Role').selectOption({ label: 'Salesperson' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const link = (await page.getByTestId('invitation-link').textContent()) ?? '';
  expect(link).toMatch(/\/console\/invite\/\S+$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Nia New (nia.new@harbour.example)' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);

  // The invitation page: choose a password, and the new person is signed in.
  await page.goto(c.url('harbour-auto', new URL(link).pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Join the dealer console' })).toBeVisible();
  await expectAccessible(page);
  const password = 'a long enough passphrase 42';
  await page.getByLabel(/Choose a password/).fill(password);
  await page.getByLabel('Type it again').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // A salesperson's nav: no team, no audit.
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }),
  ).toHaveCount(0);

  // Two-factor: a QR code to scan (drawn on the server), the key and link as text for who cannot scan.
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  // A session alone changes nothing: two-factor set-up asks for the password first.
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByTestId('totp-uri')).toContainText('otpauth://totp/');
  const uri = (await page.getByTestId('totp-uri').textContent()) ?? '';
  const qr = page.getByRole('img', { name: 'QR code of the set-up link' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
  expect(decodeQR(await pixelsOf(qr))).toBe(uri);
  await expectAccessible(page);
  const code = async () => totpCodeAt(base32Decode(secret) as Uint8Array, totpStep(c.now()));
  await page
    .getByLabel('Code from your authenticator app')
    .fill('000000' === (await code()) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn two-factor on' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(await code());
  await page.getByRole('button', { name: 'Turn two-factor on' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  // Ten one-time recovery codes, shown this once.
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);

  // Signed out, the password alone is not enough.
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByLabel('Email').fill('nia.new@harbour.example');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();
  c.advance(31_000); // the next 30-second step: a used code is not taken twice
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Code from your authenticator app').fill(await code());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
});

test('sign out everywhere ends the session', async ({ page, console: c }) => {
  await signIn(page, c.url('bayside-mazda', '/console/leads'), login(c.server, 'bayside-mazda', 'manager'));
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByText('(this browser)')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await page.goto(c.url('bayside-mazda', '/console/leads'));
  await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fconsole%2Fleads$/);
});
