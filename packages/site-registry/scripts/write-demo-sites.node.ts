import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_SITES } from '../src/demo/sites.js';
import { SITE_FILE_PATTERN, siteFileName } from '../src/site-folder.js';

/**
 * Writes the demo registry as a site folder (one `<slug>.json` per site), the default content of
 * `SITES_DIR`: `pnpm --filter @dealer/site-registry write-demo-sites [dir]` (default `<repo>/sites`).
 * demo-folder.test.ts fails when the folder and src/demo/sites.ts drift apart.
 */
const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '../../../sites'));
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) if (SITE_FILE_PATTERN.test(name)) rmSync(join(dir, name));
for (const site of DEMO_SITES)
  writeFileSync(join(dir, siteFileName(site)), `${JSON.stringify(site, null, 2)}\n`);
console.log(`${DEMO_SITES.length} site files written to ${dir}`);
