import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (apt): Playwright's own browser download cannot work on these machines. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Every story is a test: it renders in real Chromium, runs its play function (interaction test), then
 * the a11y addon's axe check, which fails the test on serious or critical violations.
 */
export default defineProject({
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
