import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartedServer, startServer } from '@dealer/bff/server';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Each Playwright worker starts its own server on a free port with a fresh data folder (PGlite) and the
 * demo inventory: no test depends on a shared live server or on another worker's leads. Sites are at
 * `http://<slug>.localhost:<port>` (Chromium resolves *.localhost to the loopback address).
 */
export const test = base.extend<
  object,
  { server: StartedServer; siteUrl: (slug: string, path?: string) => string }
>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-bff-'));
      // Pages render on a worker thread, as npm start renders them (WEB_RENDER_WORKERS, cores - 1).
      const server = await startServer({
        port: 0,
        dataDir,
        dealerSecret: 'e2e-dealer-secret',
        renderWorkers: 1,
      });
      await use(server);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  siteUrl: [
    async ({ server }, use) => {
      await use((slug: string, path = '/') => `http://${slug}.localhost:${server.port}${path}`);
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** React has attached its handlers to this server-rendered element (it is hydrated). */
export const isHydrated = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

/**
 * Waits until React has hydrated the element. Pages paint before their scripts run
 * (apps/web/app/lib/paint-first.ts): until then a link is followed as a plain link and a button does
 * nothing, so a test of what JavaScript adds (a modal, an analytics event) taps once this resolves.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect.poll(() => isHydrated(element.first())).toBe(true);
}

/** API calls from Node: *.localhost does not resolve there, so the tenant travels in the Host header. */
export const apiGet = (
  request: APIRequestContext,
  slug: string,
  port: number,
  path: string,
  headers: Record<string, string> = {},
) =>
  request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${slug}.localhost:${port}`, ...headers },
  });

/** The site's lead inbox as its dealer sees it (GET /api/dealer/leads with the dealer's login). */
export async function dealerInbox<Lead = { lead: Record<string, unknown> }>(
  request: APIRequestContext,
  port: number,
  slug: string,
  password: string,
): Promise<Lead[]> {
  const response = await apiGet(request, slug, port, '/api/dealer/leads', {
    authorization: `Basic ${Buffer.from(`${slug}:${password}`).toString('base64')}`,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { leads: Lead[] }).leads;
}

/**
 * Holds every script the page asks for until `release()` (a phone on a slow line): the server-rendered
 * page takes the shopper's taps and typing before React has hydrated it.
 */
export async function holdScripts(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released) return route.continue();
    held.push(() => route.continue());
  });
  return {
    /** How many scripts were asked for and are waiting. */
    waiting: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((next) => next()));
    },
  };
}

/**
 * Opens the page with its scripts held (a phone on a slow line) once it is painted and asking for them:
 * what the shopper does then lands on the server's HTML. `release()` lets the scripts run.
 */
export async function openHeld(page: Page, url: string) {
  const scripts = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  await expect.poll(scripts.waiting).toBeGreaterThan(0);
  return scripts;
}

/**
 * Chromium now and then answers "Unable to capture screenshot" when its compositor misses a frame on a
 * busy machine (CI, two workers): that is the browser's hiccup, not the page's, so it is asked again after
 * the next frames. Any other error, or a third miss, fails the test.
 */
export async function screenshot(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot(options);
      return;
    } catch (error) {
      if (attempt >= 3 || !/Unable to capture screenshot/.test(String(error))) throw error;
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await page.waitForTimeout(250 * attempt);
    }
  }
}
