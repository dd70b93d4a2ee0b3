import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeed } from '../demo/index.js';
import { Inventory } from '../inventory/repository.js';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/server.js';
import { meiliSettings } from './meili-sync.js';

/**
 * A group with more stock than Meilisearch's default `maxTotalHits` (1000): every page of its listing up
 * to the last one is full, and the settings pushed to Meilisearch page as far.
 */
const SITE = 'harbour-auto';
const LISTING = '/search/new-used-and-demo-cars';
const STOCK = 2600;

describe('paging a listing beyond 1000 cars', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ inventorySize: { [SITE]: STOCK } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('should reach the last page, every car once, through the embedded engine', async () => {
    const search = (page: number) =>
      server
        .site(SITE)(`/api/search?path=${encodeURIComponent(`${LISTING}?page=${page}`)}`)
        .then((res) => {
          expect(res.status).toBe(200);
          return res.json<{ totalHits: number; pages: number; hits: { id: number }[] }>();
        });
    const first = await search(1);
    expect(first.totalHits).toBeGreaterThan(1000);
    expect(first.pages).toBe(Math.ceil(first.totalHits / 100));
    const ids = new Set(first.hits.map((h) => h.id));
    for (let page = 2; page <= first.pages; page++) {
      const result = await search(page);
      expect(result.totalHits).toBe(first.totalHits);
      const expected = page < first.pages ? 100 : first.totalHits - 100 * (first.pages - 1);
      expect(result.hits.length, `page ${page}`).toBe(expected);
      for (const hit of result.hits) ids.add(hit.id);
    }
    expect(ids.size).toBe(first.totalHits);
  }, 120_000);

  it("should send Meilisearch a maxTotalHits of at least the largest site's stock", () => {
    const registry = demoRegistry();
    const inventory = new Inventory(registry, {
      dataDir: mkdtempSync(join(tmpdir(), 'bff-paging-')),
      now: () => TEST_NOW,
      size: { [SITE]: STOCK },
      seedStock: demoSeed.stock,
      embedded: false,
    });
    inventory.load();
    const site = registry.sites.find((s) => s.slug === SITE);
    if (!site) throw new Error(`no ${SITE}`);
    const stock = inventory.stockSize(site);
    expect(stock).toBeGreaterThanOrEqual(STOCK);
    const sent = meiliSettings(inventory.indexSettings(site.search.car_index));
    expect(sent.pagination.maxTotalHits).toBeGreaterThanOrEqual(stock);
    inventory.close();
  });
});
