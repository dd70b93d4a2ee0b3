import { chromiumArgs, chromiumPath } from '@dealer/chromium';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../../.reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium (apt); Playwright's own browser download cannot work on these machines.
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
  },
});
