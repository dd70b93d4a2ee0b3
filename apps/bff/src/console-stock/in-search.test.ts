import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Car } from '@dealer/pricing';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeed } from '../demo/index.js';
import { Inventory } from '../inventory/repository.js';
import { embeddedBackend } from '../search/backend.js';
import { meiliBackend, meiliClient } from '../search/meilisearch.js';
import { type MeiliProtocolServer, startMeiliProtocolServer } from '../testing/meili-protocol.js';
import { TEST_NOW } from '../testing/server.js';
import { putEditedCarInSearch } from './in-search.js';

/** An edited car into the search engine, against the Meilisearch protocol server the sync job is tested on. */
const registry = demoRegistry();
const dataDir = mkdtempSync(join(tmpdir(), 'in-search-'));
const inventory = new Inventory(registry, {
  dataDir,
  now: () => TEST_NOW,
  size: { 'bathurst-motors': 2 },
  seedStock: demoSeed.stock,
});
inventory.load();
const stocked = inventory.allCars()[0] as Car;
const car = (price: number): Car => ({ ...stocked, price, reduced_price: null, computed_price: null });

describe('putEditedCarInSearch', () => {
  let meili: MeiliProtocolServer;
  beforeAll(async () => {
    meili = await startMeiliProtocolServer();
    await meiliClient(meili.url).createIndex('Car_production', { primaryKey: 'id' }).waitTask();
  });
  afterAll(async () => {
    await meili?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('replaces the car’s document in every car index the sites name, one update each', async () => {
    const log: string[] = [];
    const deps = { search: meiliBackend(meiliClient(meili.url)), registry, log: (l: string) => log.push(l) };
    expect(await putEditedCarInSearch(deps, car(20_000))).toBe(true);
    meili.requests.length = 0;
    expect(await putEditedCarInSearch(deps, car(19_500))).toBe(true);
    expect(meili.requests.filter((r) => r.call.startsWith('POST '))).toEqual([
      { call: 'POST /indexes/Car_production/documents', watched: null },
    ]);
    expect(meili.indexes.get('Car_production')?.documents).toEqual([
      expect.objectContaining({ id: stocked.id, price: 19_500, sort_price: 19_500 }),
    ]);
    expect(log).toEqual([]);
  });

  it('answers false and logs when Meilisearch refuses the update (the edit itself stays stored)', async () => {
    const log: string[] = [];
    const gone = {
      ...registry,
      sites: registry.sites.map((s) => ({ ...s, search: { ...s.search, car_index: 'Gone' } })),
    };
    const deps = {
      search: meiliBackend(meiliClient(meili.url)),
      registry: gone,
      log: (l: string) => log.push(l),
    };
    expect(await putEditedCarInSearch(deps, car(18_000))).toBe(false);
    expect(log).toEqual([
      expect.stringMatching(
        new RegExp(
          `^search: car ${stocked.id} was edited but not pushed to meilisearch \\(.*Gone.*\\); the next meili-sync run carries it$`,
        ),
      ),
    ]);
  });

  it('has nothing to push with the embedded engine, which reads the swapped-in stock', async () => {
    const log: string[] = [];
    const deps = { search: embeddedBackend(inventory), registry, log: (l: string) => log.push(l) };
    expect(await putEditedCarInSearch(deps, car(17_000))).toBe(true);
    expect(log).toEqual([]);
  });
});
