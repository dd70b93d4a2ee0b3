import { expect, test } from './fixtures';

/**
 * §1/§4 the customer garage on the garage-enabled demo site (bigbox-cars, §2 path /mybigboxcars): an
 * account kept by the BFF (password hashed, HttpOnly session cookie) with a watchlist that survives
 * signing out and back in.
 */
test('sign up, watch a car, sign out, sign in: the watchlist is still there', async ({ page, siteUrl }) => {
  // Two scrypt hashes at OWASP's cost (N=2^17) take seconds on a loaded 2-core machine.
  test.slow();
  const email = `shopper-${Date.now()}@example.com`;
  const password = 'a long garage password';

  await page.goto(siteUrl('bigbox-cars', '/mybigboxcars'));
  const signUp = page.getByRole('region', { name: 'Create an account' });
  await signUp.getByLabel('Name').fill('Sam Shopper');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password (at least 10 characters)').fill(password);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Signed in as Sam Shopper.')).toBeVisible();

  // The session cookie is HttpOnly: scripts on the page cannot read it.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'dealer_session')?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('dealer_session');

  // A car page of this site: add it to the watchlist.
  await page.goto(siteUrl('bigbox-cars', '/search'));
  const firstCar = page.getByRole('article').first().getByRole('link').first();
  const carName =
    (await page.getByRole('article').first().getByRole('heading').first().textContent())?.trim() ?? '';
  await firstCar.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(carName);
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(page.getByRole('button', { name: 'Remove from watchlist' })).toBeVisible();

  await page.goto(siteUrl('bigbox-cars', '/mybigboxcars'));
  await expect(page.getByRole('heading', { name: carName }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: carName })).toHaveCount(0);

  const signIn = page.getByRole('region', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as Sam Shopper.')).toBeVisible();
  await expect(page.getByRole('heading', { name: carName }).first()).toBeVisible();
});

test('a wrong password is refused with the form message and no session', async ({ page, siteUrl }) => {
  await page.goto(siteUrl('bigbox-cars', '/mybigboxcars'));
  const signIn = page.getByRole('region', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill('nobody@example.com');
  await signIn.getByLabel('Password').fill('not the password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('The email or password is not right.');
  expect((await page.context().cookies()).some((c) => c.name === 'dealer_session')).toBe(false);
});
