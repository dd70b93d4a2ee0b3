import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteBySlug } from '@dealer/site-registry';
import { decodeFeed, feedFormatOf, formatFeedProblem, type ImportMode } from '@dealer/stock-feed';
import { outboundClient } from '../outbound/client.js';
import { applyFeedWithPhotos } from '../photos/feed-import.js';
import { photoObjects, photoStoreSettings } from '../photos/object-settings.js';
import { usePhotoStore } from '../photos/store.js';
import { checkSiteFolder } from '../sites/check.js';

/**
 * Imports a dealer's DMS feed (CSV, JSON or XML) into a site's stock:
 * `pnpm --dir apps/bff feed --site <slug> [--mode replace|upsert] [--dry-run] [--force] [--data-dir DIR] [--sites-dir DIR] [--allow-loopback] <file>`.
 * The file is read as the DMS wrote it (UTF-8, UTF-16 or Windows-1252). The report names what each
 * column became and the columns nothing reads; bad records are printed by line and skipped (their live
 * cars stay as they are); the good ones import. `--dry-run` prints the report and changes nothing;
 * `--force` lets a replace remove more than 30% of the live stock (refused otherwise). Photo file names are read from the
 * feed's folder; photo URLs are fetched once the stock is live (problems printed, kept in the report). A running server on the same data
 * folder swaps the new stock in. Exit 1 when the feed was refused as a whole, 0 otherwise.
 */
const { values, positionals } = parseArgs({
  options: {
    site: { type: 'string' },
    mode: { type: 'string', default: 'replace' },
    'dry-run': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'sites-dir': { type: 'string' },
    // Photo URLs on this machine (127.0.0.1) may be fetched: for trying a feed against a local photo server.
    'allow-loopback': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const file = positionals[0];
const mode = values.mode as ImportMode;
if (!values.site || !file || (mode !== 'replace' && mode !== 'upsert')) {
  console.error(
    'usage: feed --site <site-slug> [--mode replace|upsert] [--dry-run] [--force] [--data-dir DIR] [--sites-dir DIR] <feed.csv|feed.json>',
  );
  process.exit(2);
}
const sitesDir = resolve(values['sites-dir'] ?? (process.env.SITES_DIR || resolve(repoRoot, 'sites')));
const registry = checkSiteFolder(sitesDir).report?.registry;
const site = registry ? siteBySlug(registry, values.site) : null;
if (!site) {
  console.error(`No site ${values.site} in ${sitesDir} (run: pnpm --dir apps/bff sites check ${sitesDir})`);
  process.exit(2);
}
let bytes: Buffer;
try {
  bytes = readFileSync(file);
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? resolve(repoRoot, '.data'));
// Photos go where the servers keep them (PHOTO_STORE, PHOTO_S3_*): the data folder, or the shared bucket.
usePhotoStore(dataDir, { objects: photoObjects(photoStoreSettings(), dataDir) });
const started = performance.now();
const dryRun = values['dry-run'] === true;
const { report, done } = await applyFeedWithPhotos({
  dataDir,
  site,
  text: bytes,
  format: feedFormatOf(file, decodeFeed(bytes.subarray(0, 64)).text),
  mode,
  dryRun,
  force: values.force === true,
  now: new Date(),
  source: resolve(file),
  photoFolder: dirname(resolve(file)),
  fetch: { outbound: outboundClient({ allowLoopback: values['allow-loopback'] }) },
});
const head = `${site.slug}${dryRun ? ' (dry run: nothing changed)' : ''}`;
console.log(`${head}: read as ${report.encoding}; columns:`);
for (const column of report.columns)
  console.log(
    `  ${column.column} → ${column.field ?? '(unknown, ignored)'}${column.ignored ? ` (ignored: ${column.ignored})` : ''}`,
  );
const list = (what: string, lines: string[]) => {
  for (const line of lines.slice(0, 200)) console.error(`${what}${line}`);
  if (lines.length > 200) console.error(`… and ${lines.length - 200} more`);
};
list('', report.rejected.map(formatFeedProblem));
list('warning: ', report.warnings.map(formatFeedProblem));
list(
  'kept (console lock): ',
  report.locked.map((l) => `${l.stocknum}: ${l.fields.join(', ')}`),
);
if (report.held.length > 0) console.error(`left as they are (row rejected): ${report.held.join(', ')}`);
if (report.removed.length > 0) console.log(`removed: ${report.removed.join(', ')}`);
console.log(
  `${head}: ${report.applied ? (dryRun ? 'would import' : 'imported') : 'NOT imported'} ${report.records} records (${mode}) in ${Math.round(performance.now() - started)} ms — ` +
    `added ${report.added.length}, updated ${report.updated.length}, unchanged ${report.unchanged}, removed ${report.removed.length}, ` +
    `kept sold ${report.kept_sold.length}, held ${report.held.length}, locked ${report.locked.length}, rejected ${report.rejected.length}, ` +
    `warnings ${report.warnings.length}, unknown columns ${report.unknown_columns.length}`,
);
if (report.applied && !dryRun) {
  // The stock is live already; the photo URLs are fetched now and every photo checked in full.
  const photos = await done;
  for (const problem of photos.problems.slice(0, 200))
    console.error(`photo (stock ${problem.stocknum}) ${problem.source}: ${problem.error}`);
  console.log(
    `${site.slug}: photos stored ${photos.stored}, fetched ${photos.fetched}, problems ${photos.problems.length}`,
  );
}
process.exit(report.applied ? 0 : 1);
