import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoRegistry } from '@dealer/site-registry';
import { demoSeed } from '../demo/index.js';
import { Inventory } from '../inventory/repository.js';
import { syncMeiliIndex } from '../search/meili-sync.js';
import { meiliClient } from '../search/meilisearch.js';

/**
 * The Meilisearch index job: creates each car index the registry names (Car_production), syncs its
 * settings (filterable, sortable, faceting max values, synonyms, ranking rules) and uploads the inventory (demo stock plus imported
 * feeds from DATA_DIR). Needs MEILI_URL and an admin key in MEILI_API_KEY / MEILI_MASTER_KEY.
 */
const url = process.env.MEILI_URL;
if (!url) {
  console.error('MEILI_URL is not set: nothing to sync (the server uses its embedded engine without it).');
  process.exit(2);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const registry = demoRegistry();
const inventory = new Inventory(registry, {
  dataDir: resolve(process.env.DATA_DIR ?? resolve(repoRoot, '.data')),
  now: () => new Date(),
  size: process.env.INVENTORY_SIZE ? Number(process.env.INVENTORY_SIZE) : undefined,
  // The demo's stock (its sites only) under the feeds, as `npm start` serves it.
  seedStock: demoSeed.stock,
  embedded: false,
  log: (m) => console.log(m),
});
inventory.load();
const client = meiliClient(url, process.env.MEILI_API_KEY ?? process.env.MEILI_MASTER_KEY);
const cars = inventory.allDocuments();
for (const uid of new Set(registry.sites.map((s) => s.search.car_index))) {
  const settings = inventory.indexSettings(uid);
  const result = await syncMeiliIndex(client, uid, cars, settings, { log: (m) => console.log(m) });
  console.log(`${result.uid}: ${result.documents} documents, settings synced`);
}
