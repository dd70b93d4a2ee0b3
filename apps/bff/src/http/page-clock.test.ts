import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterEach, describe, expect, it } from 'vitest';
import { httpCall } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/**
 * #36 one clock: a page is rendered at the server's instant (its injected `now`, passed to the web app in
 * the load context), not at the render thread's own wall clock. The same special hours on the same site
 * show before the day and are gone after it, whatever today's real date is.
 */
const harbour = demoRegistry().sites.find((s) => s.slug === 'harbour-auto')!;
const registry = loadRegistry({ sites: [harbour] });

/** The special-hours line as rendered (the site's hydration data names the day either way). */
const CHRISTMAS_EVE_LINE = /<time datetime="2026-12-24">[^<]*<\/time> \((?:<!-- -->)?Christmas Eve/i;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function locationsPageAt(instant: string): Promise<string> {
  server = await startTestServer({
    web: true,
    registry,
    demo: true,
    inventorySize: 5,
    now: new Date(instant),
  });
  const page = await httpCall(server.port, 'harbour-auto.localhost', '/our-locations', {
    headers: { accept: 'text/html' },
  });
  expect(page.status).toBe(200);
  return page.text;
}

describe("pages read the server's clock", () => {
  it('should list Christmas Eve hours on a server clock before it', async () => {
    expect(await locationsPageAt('2026-12-20T01:00:00Z')).toMatch(CHRISTMAS_EVE_LINE);
  });

  it('should not list them on a server clock after Christmas', async () => {
    const html = await locationsPageAt('2026-12-27T01:00:00Z');
    expect(html).toContain('Our locations');
    expect(html).not.toMatch(CHRISTMAS_EVE_LINE);
  });
});
