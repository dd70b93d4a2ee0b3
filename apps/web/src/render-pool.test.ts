import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DealerLoadContext, WebHandler } from '@dealer/api-client';
import { demoRegistry, publicSite } from '@dealer/site-registry';
import { afterEach, describe, expect, it } from 'vitest';
import { createRenderPool } from './render-pool';

// The real worker script (`pnpm --filter @dealer/web build` first) with a stand-in renderer whose pages
// each wait for one API call answered on this thread.
const workerUrl = new URL('../dist/render-worker.js', import.meta.url);
const built = existsSync(fileURLToPath(workerUrl));
const renderer = new URL('./render-pool.fixture.mjs', import.meta.url).href;
const site = publicSite(demoRegistry().sites[0] as never);

let pool: WebHandler | undefined;
afterEach(async () => {
  await pool?.close?.();
  pool = undefined;
});

/** A load context whose API call answers after `delayMs` on this thread. */
function slowContext(delayMs: number): DealerLoadContext {
  return {
    site,
    origin: 'http://harbour-auto.localhost',
    now: 0,
    fetchApi: () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), delayMs)),
  } as unknown as DealerLoadContext;
}

describe.skipIf(!built)('render pool', () => {
  it('gives each worker at most `inFlight` pages at once; the rest wait their turn and all are answered', async () => {
    pool = await createRenderPool({ workers: 1, workerUrl, assetsDir: '.', renderer, inFlight: 2 });
    const pages = await Promise.all(
      Array.from({ length: 9 }, (_, n) => pool?.handle(new Request(`http://x/${n}`), slowContext(40))),
    );
    const most = await Promise.all(pages.map(async (page) => Number(await page?.text())));
    expect(most).toHaveLength(9);
    expect(Math.max(...most)).toBe(2);
  });

  it('without a bound every page would be in hand at once (the stand-in counts right)', async () => {
    pool = await createRenderPool({ workers: 1, workerUrl, assetsDir: '.', renderer, inFlight: 100 });
    const pages = await Promise.all(
      Array.from({ length: 9 }, (_, n) => pool?.handle(new Request(`http://x/${n}`), slowContext(40))),
    );
    const most = await Promise.all(pages.map(async (page) => Number(await page?.text())));
    expect(Math.max(...most)).toBe(9);
  });

  it('shares the pages among workers, and refuses a bound below one', async () => {
    pool = await createRenderPool({ workers: 2, workerUrl, assetsDir: '.', renderer, inFlight: 1 });
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, n) => pool?.handle(new Request(`http://x/${n}`), slowContext(20))),
    );
    expect((await Promise.all(pages.map((page) => page?.text()))).every((most) => most === '1')).toBe(true);
    await expect(
      createRenderPool({ workers: 1, workerUrl, assetsDir: '.', renderer, inFlight: 0 }),
    ).rejects.toThrow(/inFlight/);
  });
});
