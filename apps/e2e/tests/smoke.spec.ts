import { expect, test } from './fixtures.js';

test('the home page renders in Chromium', async ({ page, server }) => {
  await page.goto(server.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
