import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkSiteFolder } from '../sites/check.js';
import { operatorInvite } from '../staff/operator.js';
import { Store } from '../store/store.js';

/**
 * `pnpm --dir apps/bff staff add --email <email> --name <name> --group <group or site> [--role group_admin]
 *  [--sites a,b] [--url https://console-host] [--data-dir DIR] [--sites-dir DIR]` — invites a person to
 * the dealer console and prints the invitation link (good for 7 days, once). Outside the demo this is how
 * the first group admin gets in. Uses DATABASE_URL when set, else the PGlite data folder (stop the
 * server first: one process per PGlite folder).
 */
const { values, positionals } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    group: { type: 'string' },
    role: { type: 'string', default: 'group_admin' },
    sites: { type: 'string', default: '' },
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'sites-dir': { type: 'string' },
  },
  allowPositionals: true,
});
if (positionals[0] !== 'add' || !values.email || !values.name || !values.group) {
  console.error(
    'usage: staff add --email <email> --name <name> --group <dealer group or site slug> [--role group_admin|manager|salesperson] [--sites a,b] [--url URL] [--data-dir DIR] [--sites-dir DIR]',
  );
  process.exit(2);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const sitesDir = resolve(values['sites-dir'] ?? (process.env.SITES_DIR || resolve(repoRoot, 'sites')));
const registry = checkSiteFolder(sitesDir).report?.registry;
if (!registry) {
  console.error(`Cannot read the sites in ${sitesDir} (run: pnpm --dir apps/bff sites check ${sitesDir})`);
  process.exit(2);
}
const store = await Store.open({
  dataDir: resolve(values['data-dir'] ?? (process.env.DATA_DIR || resolve(repoRoot, '.data'))),
  databaseUrl: process.env.DATABASE_URL || undefined,
  schema: process.env.DATABASE_SCHEMA || undefined,
});
try {
  const input = {
    email: values.email,
    name: values.name,
    group: values.group,
    role: values.role ?? 'group_admin',
    sites: (values.sites ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
  const result = await operatorInvite(store.db, registry, input, new Date(), values.url);
  if (!result.ok) {
    console.error(result.problem);
    process.exitCode = 1;
  } else {
    console.log(`Invitation for ${values.email} (${input.role}), good until ${result.expiresAt}:`);
    console.log(`  ${result.link}`);
  }
} finally {
  await store.close();
}
