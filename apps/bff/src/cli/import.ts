import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { shareFeed } from '../copies/inventory-sync.js';
import { feedRecords, formatProblem, validateFeed, writeImport } from '../inventory/import.js';
import { Store } from '../store/store.js';

/**
 * Imports a dealer's JSON inventory: `pnpm --filter @dealer/bff import -- --site <slug> feed.json`.
 * Every record is validated (each problem printed with its record number, stock number and field);
 * nothing is written unless the whole feed is valid. The running server swaps the new stock in; with
 * DATABASE_URL the feed is written to that database, and every server copy on it swaps it in.
 */
const { values, positionals } = parseArgs({
  options: {
    site: { type: 'string' },
    'data-dir': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const file = positionals[0];
if (!values.site || !file) {
  console.error('usage: import --site <site-slug> [--data-dir DIR] [--dry-run] <feed.json>');
  process.exit(2);
}
const site = siteBySlug(demoRegistry(), values.site);
if (!site) {
  console.error(`Unknown site ${values.site}`);
  process.exit(2);
}
let json: unknown;
try {
  json = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${file} as JSON: ${(error as Error).message}`);
  process.exit(1);
}
const records = feedRecords(json);
if (!records) {
  console.error('The feed must be an array of cars or { "cars": [...] }');
  process.exit(1);
}
const feed = validateFeed(site, records);
if (feed.problems.length > 0) {
  for (const problem of feed.problems.slice(0, 200)) console.error(formatProblem(problem));
  if (feed.problems.length > 200) console.error(`… and ${feed.problems.length - 200} more problems`);
  console.error(`${feed.problems.length} problems in ${feed.total} records: nothing imported.`);
  process.exit(1);
}
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? resolve(repoRoot, '.data'));
// With DATABASE_URL the feed goes where every server copy on that database takes it from within a second.
const store = process.env.DATABASE_URL
  ? await Store.open({
      dataDir,
      databaseUrl: process.env.DATABASE_URL,
      schema: process.env.DATABASE_SCHEMA || undefined,
    })
  : null;
try {
  for (const [dealershipId, cars] of feed.byDealership) {
    if (values['dry-run']) {
      console.log(`dealership ${dealershipId}: ${cars.length} cars valid (dry run, not written)`);
    } else if (store) {
      const at = new Date().toISOString();
      const version = await shareFeed(store.db, {
        dealership_id: dealershipId,
        imported_at: at,
        source: resolve(file),
        cars,
      });
      console.log(
        `dealership ${dealershipId}: ${cars.length} cars → the shared database (version ${version ?? 'unchanged: a newer import is there'})`,
      );
    } else {
      const written = writeImport(dataDir, dealershipId, cars, resolve(file), new Date());
      console.log(`dealership ${dealershipId}: ${cars.length} cars → ${written}`);
    }
  }
} finally {
  await store?.close();
}
