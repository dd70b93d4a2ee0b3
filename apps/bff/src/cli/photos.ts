import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { folderObjects } from '../photos/folder-objects.js';
import { migratePhotos } from '../photos/migrate.js';
import { PhotoStoreConfigError, photoObjects, photoStoreSettings } from '../photos/object-settings.js';

/**
 * `pnpm --dir apps/bff photos migrate [--data-dir DIR]` — moves the data folder's dealer photos
 * (originals and generated sizes) into the photo store PHOTO_STORE=s3 and PHOTO_S3_* name (the bucket
 * every copy shares), under the same keys. Run it again after a failure: what is there already is
 * skipped. Prints how many were copied, skipped and failed (each failure with its reason); exit 1 when
 * any failed, 2 on a usage or configuration error. The data folder is left as it is.
 */
const USAGE = 'usage: photos migrate [--data-dir DIR]   (with PHOTO_STORE=s3 and PHOTO_S3_BUCKET, …)';
const { values, positionals } = parseArgs({
  options: { 'data-dir': { type: 'string' } },
  allowPositionals: true,
});
if (positionals[0] !== 'migrate' || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? resolve(repoRoot, '.data'));
let settings: ReturnType<typeof photoStoreSettings>;
try {
  settings = photoStoreSettings();
} catch (error) {
  if (!(error instanceof PhotoStoreConfigError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (settings.kind !== 's3') {
  console.error(`PHOTO_STORE is not s3: there is no bucket to move the photos into.\n${USAGE}`);
  process.exit(2);
}
const to = photoObjects(settings, dataDir);
const started = performance.now();
try {
  const report = await migratePhotos(folderObjects(dataDir), to);
  for (const failure of report.failed.slice(0, 200)) console.error(`failed ${failure.key}: ${failure.error}`);
  if (report.failed.length > 200) console.error(`… and ${report.failed.length - 200} more`);
  console.log(
    `photos migrate ${dataDir} → s3://${settings.bucket}/${settings.prefix ?? ''} in ${Math.round(performance.now() - started)} ms: ` +
      `copied ${report.copied}, skipped ${report.skipped}, failed ${report.failed.length}`,
  );
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  to.close();
}
