import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@dealer/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

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
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
