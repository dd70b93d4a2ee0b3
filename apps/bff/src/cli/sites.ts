import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSiteFolder } from '../sites/check.js';

/**
 * `pnpm --dir apps/bff sites check [dir]` — validates a site folder (default SITES_DIR, else the
 * repository's sites/) and prints what each site will serve. Exit 1 when any file has a problem.
 */
const [command, dirArg] = process.argv.slice(2);
if (command !== 'check') {
  console.error('usage: sites check [site-folder]');
  process.exit(2);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = resolve(dirArg ?? (process.env.SITES_DIR || resolve(repoRoot, 'sites')));
const result = checkSiteFolder(dir);
for (const line of result.lines) console.log(line);
process.exit(result.ok ? 0 : 1);
