import type { Page } from '@playwright/test';
import { expect } from './console-support.js';

/**
 * A shopper's enquiry through the real form on a busy machine: the first car's Enquire Now (the car page
 * has two — price panel and the phone's action bar), then the form in the dialog or, when the click came
 * before hydration, on the enquiry page the link leads to.
 */
export async function enquireAs(
  page: Page,
  listingUrl: string,
  shopper: { name: string; email: string; phone: string },
): Promise<void> {
  await page.goto(listingUrl);
  const card = page
    .getByRole('article')
    .filter({ hasNot: page.getByRole('link', { name: 'Find Me Something Similar' }) })
    .first();
  await card.getByRole('link', { name: 'Explore Vehicle' }).click();
  await page.getByRole('link', { name: 'Enquire Now' }).first().click();
  const form = page.getByRole('form', { name: 'Enquire Now' }).first();
  await form.getByLabel('Name', { exact: true }).fill(shopper.name);
  await form.getByLabel('Email').fill(shopper.email);
  await form.getByLabel('Phone').fill(shopper.phone);
  await form.getByRole('button', { name: 'Enquire Now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry', {
    timeout: 20_000,
  });
}
