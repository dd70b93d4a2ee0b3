import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FeedPulls, publicPull } from '../feed-pulls/settings.js';
import { Store } from '../store/store.js';

/**
 * A site's scheduled feed pull and its last reports, for the operator (issue 28 item 6):
 * `pnpm --dir apps/bff feed-pulls --site <slug> [--data-dir DIR]` (DATABASE_URL / DATABASE_SCHEMA for
 * PostgreSQL; on the embedded database the server must be stopped). The auth secret is never printed.
 * Exit 2 on bad arguments, 1 when the site has no pull.
 */
const { values } = parseArgs({
  options: { site: { type: 'string' }, 'data-dir': { type: 'string' } },
});
if (!values.site) {
  console.error('usage: feed-pulls --site <site-slug> [--data-dir DIR]');
  process.exit(2);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const store = await Store.open({
  dataDir: resolve(values['data-dir'] ?? (process.env.DATA_DIR || resolve(repoRoot, '.data'))),
  databaseUrl: process.env.DATABASE_URL || undefined,
  schema: process.env.DATABASE_SCHEMA || undefined,
});
let code = 0;
try {
  const pulls = new FeedPulls(store.db);
  const row = await pulls.get(values.site);
  if (!row) {
    console.log(`${values.site}: no scheduled feed pull`);
    code = 1;
  } else {
    const pull = publicPull(row);
    console.log(
      `${values.site}: ${pull.url} every ${pull.intervalMinutes} min (${pull.mode}, auth ${pull.auth.kind}${pull.enabled ? '' : ', paused'}); next ${pull.nextAt}, ${pull.failures} failures in a row`,
    );
    for (const report of await pulls.reports(values.site)) {
      const counts = ['added', 'updated', 'removed', 'rejected']
        .filter((key) => report.summary[key] !== undefined)
        .map((key) => `${key} ${report.summary[key]}`)
        .join(', ');
      console.log(
        `  ${report.at} ${report.ok ? 'ok' : 'FAILED'}${report.error ? `: ${report.error}` : ''}${counts ? ` (${counts})` : ''}`,
      );
    }
  }
} finally {
  await store.close();
}
process.exit(code);
