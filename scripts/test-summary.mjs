// Sums every runner's JSON report into the one plain line CI reads: "N passed, N failed[, N skipped]".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] ?? '.reports';
let passed = 0;
let failed = 0;
let skipped = 0;

// The suite's own reports, then each clock scenario's (tooling/clock/matrix.mjs writes .reports/clock/<name>/).
const clockDir = join(root, 'clock');
const dirs = [
  root,
  ...(existsSync(clockDir) ? readdirSync(clockDir).map((name) => join(clockDir, name)) : []),
];
for (const dir of dirs) count(dir);

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

function count(dir) {
  const vitestFile = join(dir, 'vitest.json');
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (report.success === false && (report.numFailedTests ?? 0) === 0) failed += 1;
  }

  const playwrightFile = join(dir, 'playwright.json');
  if (existsSync(playwrightFile)) {
    const { stats = {}, errors = [] } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += (stats.unexpected ?? 0) + errors.length;
    skipped += stats.skipped ?? 0;
  }
}
