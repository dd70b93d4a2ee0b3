import type { WebHandler } from '@dealer/api-client';
import { createWebHandler } from '@dealer/web/handler';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';
import { SLOW_RENDER_MS } from '../testing/slow-web-handler.mjs';

// Pages rendered on worker threads (speed under load): a render is one long synchronous task, and a lead POST
// must not wait behind a queue of them. The renderer is a stand-in whose every page is SLOW_RENDER_MS of
// blocking work (testing/slow-web-handler.mjs), run by @dealer/web's real render workers.
const renderer = new URL('../testing/slow-web-handler.mjs', import.meta.url).href;
const RENDERS = 10;

let server: TestServer | undefined;
let web: WebHandler | undefined;
afterEach(async () => {
  await server?.close();
  await web?.close?.();
  server = undefined;
  web = undefined;
});

/** Starts RENDERS page requests (each its own URL: no shared render), then a lead POST; times the lead. */
async function leadDuringRenders(handler: WebHandler) {
  web = handler;
  server = await startTestServer({ web, inventorySize: { 'harbour-auto': 20 } });
  const site = server.site('harbour-auto');
  const started = performance.now();
  const pages = Array.from({ length: RENDERS }, (_, n) => site(`/?n=${n}`));
  const lead = await site('/api/leads', {
    method: 'POST',
    json: { lead: { name: 'Jo Citizen', email: 'jo@example.com', category: 'General Enquiry' } },
  });
  const leadMs = performance.now() - started;
  const rendered = await Promise.all(pages);
  return { lead, leadMs, rendered, allMs: performance.now() - started };
}

describe('pages rendered on worker threads', () => {
  it('answers a lead POST while slow renders run, and serves each render its API calls and form token', async () => {
    const { lead, leadMs, rendered, allMs } = await leadDuringRenders(
      await createWebHandler({ workers: 1, renderer }),
    );
    expect(lead.status).toBe(201);
    // The renders ran meanwhile, one after another on the worker; the lead did not wait for half of them
    // (on the server's own thread it waits behind every render that started before it).
    expect(allMs).toBeGreaterThan(SLOW_RENDER_MS * (RENDERS - 1));
    expect(leadMs).toBeLessThan(allMs / 2);
    expect(rendered.map((page) => page.status)).toEqual(Array(RENDERS).fill(200));
    // fetchApi reached this server's search under the site's Host; formToken its §1 token key.
    const search = await server?.site('harbour-auto')('/api/search?hitsPerPage=1');
    expect(rendered[0]?.text).toContain(`/ ${search?.json<{ totalHits: number }>().totalHits} cars`);
    expect(rendered[0]?.text).toMatch(/name="form_token" value="[^"]{20,}"/);
    expect(rendered[0]?.headers['x-page-cache']).toBe('miss');
  }, 30_000);

  it('answers 500 for a page whose worker died, and renders the next page on a new worker', async () => {
    web = await createWebHandler({ workers: 1, renderer });
    server = await startTestServer({ web, inventorySize: { 'harbour-auto': 20 } });
    const site = server.site('harbour-auto');
    const [crashed, alongside] = await Promise.all([site('/crash'), site('/?alongside')]);
    expect(crashed.status).toBe(500);
    // A render in flight on the dying thread fails with it; none is left waiting.
    expect([200, 500]).toContain(alongside.status);
    const next = await site('/?after');
    expect(next.status).toBe(200);
    expect(next.text).toMatch(/\/ \d+ cars/);
  }, 30_000);

  it('fails to start (no hang, no restart loop) when the workers cannot load the renderer', async () => {
    const missing = new URL('../testing/no-such-renderer.mjs', import.meta.url).href;
    await expect(createWebHandler({ workers: 2, renderer: missing })).rejects.toThrow(/no-such-renderer/);
  });

  it('on the server’s own thread, the same renders hold the lead POST behind them (why the workers)', async () => {
    const { createWebHandler: inProcess } = (await import(renderer)) as {
      createWebHandler(): Promise<WebHandler>;
    };
    const { lead, leadMs } = await leadDuringRenders(await inProcess());
    expect(lead.status).toBe(201);
    expect(leadMs).toBeGreaterThan(SLOW_RENDER_MS * 2);
  }, 30_000);
});
