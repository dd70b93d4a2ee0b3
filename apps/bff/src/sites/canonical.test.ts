import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall } from '../testing/http.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** §1 one canonical host per site: pages served on any of its hosts link, list and tag the first custom host. */
describe('canonical host', () => {
  let server: TestServer;
  beforeAll(async () => {
    // harbour-auto with a second domain besides its canonical www host.
    const harbour = demoRegistry().sites.find((s) => s.slug === 'harbour-auto')!;
    const registry = loadRegistry({
      sites: [{ ...harbour, hosts: ['www.harbour-auto.example', 'harbourauto.example'] }],
    });
    server = await startTestServer({ web: true, registry, demo: true, inventorySize: 20 });
  });
  afterAll(() => server.close());

  it('should name the custom host in canonical, og:url and sitemap whichever host served the page', async () => {
    const viaOther = await httpCall(server.port, `harbour-auto.example.localhost:${server.port}`, '/');
    expect(viaOther.status).toBe(404); // not one of the site's hosts: no tenant at all
    const home = await httpCall(server.port, `harbourauto.example:${server.port}`, '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<link rel="canonical" href="http://www.harbour-auto.example/"');
    expect(home.text).toContain('content="http://www.harbour-auto.example/"');
    const sitemap = await httpCall(server.port, `harbourauto.example:${server.port}`, '/sitemap.xml');
    expect(sitemap.text).toContain('<loc>http://www.harbour-auto.example/</loc>');
    expect(sitemap.text).not.toContain(`:${server.port}`);
  });

  it('should keep the request’s own origin on the local <slug>.localhost name', async () => {
    const home = await server.site('harbour-auto')('/');
    expect(home.text).toContain(`<link rel="canonical" href="http://harbour-auto.localhost:${server.port}/"`);
  });
});
