// npm run bench (after the build): the console's lead search (issue 33) at 100,000 leads, p95 against the
// 100 ms floor, on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL (a fresh schema, dropped).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchLeadSearch } from '../dist/server.js';

const LEADS = Number(process.env.BENCH_SEARCH_LEADS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCH_QUERIES ?? 300);
const FLOOR_MS = 100;

async function run(label, options) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-lead-search-'));
  try {
    const r = await benchLeadSearch({ dataDir, leads: LEADS, searches: SEARCHES, ...options });
    const verdict = r.p95 < FLOOR_MS ? 'ok' : 'OVER';
    console.log(
      `lead search ${label}: ${LEADS} leads (seeded in ${(r.seedMs / 1000).toFixed(1)} s), ${SEARCHES} searches: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (floor ${FLOOR_MS} ms: ${verdict})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', {});
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (databaseUrl) {
  const schema = `bench_lead_search_${randomBytes(4).toString('hex')}`;
  try {
    await run('PostgreSQL', { databaseUrl, schema });
  } finally {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
} else {
  console.log('lead search PostgreSQL: skipped (set BENCH_DATABASE_URL)');
}
