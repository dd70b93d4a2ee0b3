import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteBySlug } from '@dealer/site-registry';
import { feedFormatOf, formatFeedProblem, type ImportMode } from '@dealer/stock-feed';
import { outboundClient } from '../outbound/client.js';
import { applyFeedWithPhotos } from '../photos/feed-import.js';
import { checkSiteFolder } from '../sites/check.js';

/**
 * Imports a dealer's DMS feed (CSV or JSON) into a site's stock:
 * `pnpm --dir apps/bff feed --site <slug> [--mode replace|upsert] [--data-dir DIR] [--sites-dir DIR] [--allow-loopback] <file>`.
 * Bad records are printed by line and skipped; the good ones import. Photo file names are read from the
 * feed's folder; photo URLs are fetched once the stock is live (problems printed, kept in the report). A running server on the same data
 * folder swaps the new stock in. Exit 1 when the feed was refused as a whole, 0 otherwise.
 */
const { values, positionals } = parseArgs({
  options: {
    site: { type: 'string' },
    mode: { type: 'string', default: 'replace' },
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
    'usage: feed --site <site-slug> [--mode replace|upsert] [--data-dir DIR] [--sites-dir DIR] <feed.csv|feed.json>',
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
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}
const started = performance.now();
const { report, done } = await applyFeedWithPhotos({
  dataDir: resolve(values['data-dir'] ?? process.env.DATA_DIR ?? resolve(repoRoot, '.data')),
  site,
  text,
  format: feedFormatOf(file, text),
  mode,
  now: new Date(),
  source: resolve(file),
  photoFolder: dirname(resolve(file)),
  fetch: { outbound: outboundClient({ allowLoopback: values['allow-loopback'] }) },
});
for (const problem of report.rejected.slice(0, 200)) console.error(formatFeedProblem(problem));
if (report.rejected.length > 200) console.error(`… and ${report.rejected.length - 200} more`);
console.log(
  `${site.slug}: ${report.applied ? 'imported' : 'NOT imported'} ${report.records} records (${mode}) in ${Math.round(performance.now() - started)} ms — ` +
    `added ${report.added.length}, updated ${report.updated.length}, unchanged ${report.unchanged}, removed ${report.removed.length}, ` +
    `kept sold ${report.kept_sold.length}, rejected ${report.rejected.length}`,
);
if (report.applied) {
  // The stock is live already; the photo URLs are fetched now and every photo checked in full.
  const photos = await done;
  for (const problem of photos.problems.slice(0, 200))
    console.error(`photo (stock ${problem.stocknum}) ${problem.source}: ${problem.error}`);
  console.log(
    `${site.slug}: photos stored ${photos.stored}, fetched ${photos.fetched}, problems ${photos.problems.length}`,
  );
}
process.exit(report.applied ? 0 : 1);
