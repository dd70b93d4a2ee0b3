import { crashRuns, crashTarget } from '../testing/crash.js';

/**
 * `pnpm --dir apps/bff soak:crash`: three SIGKILLs mid-load of the real server on each store (PGlite;
 * PostgreSQL too when DATABASE_URL is set), each kill after a random number of acknowledged leads, then a
 * restart and a direct read of the store. Exits 1 when any acknowledged lead is missing or duplicated, or
 * any index disagrees with its table. SOAK_RUNS and SOAK_CLIENTS change the size.
 */
const runs = Number(process.env.SOAK_RUNS ?? 3);
const clients = Number(process.env.SOAK_CLIENTS ?? 32);
const databaseUrl = process.env.DATABASE_URL || undefined;
if (!databaseUrl) console.log('DATABASE_URL is not set: PGlite only.');

let failed = false;
for (const url of databaseUrl ? [undefined, databaseUrl] : [undefined]) {
  const target = crashTarget(url);
  const store = url ? 'PostgreSQL' : 'PGlite';
  try {
    const report = await crashRuns(target, {
      runs,
      clients,
      killAfter: [100, 800],
      log: (line) => console.log(`${store}: ${line}`),
    });
    const { missing, duplicated, corrupt, leads, indexes } = report.check;
    console.log(
      `${store}: ${report.acknowledged} leads acknowledged over ${runs} kill -9 runs, ${leads} stored; ` +
        `${missing.length} missing, ${duplicated.length} duplicated, ${corrupt.length} problems in ${indexes} btree indexes`,
    );
    for (const problem of corrupt) console.log(`  ${problem}`);
    if (missing.length + duplicated.length + corrupt.length > 0) failed = true;
  } finally {
    await target.drop();
  }
}
process.exit(failed ? 1 : 0);
