// Sums every runner's JSON report into the one plain line CI reads: "N passed, N failed[, N skipped]".
// Above it, one short line per failed test (runner, scenario, file › title), so the tail of a CI log that
// shows only its last lines still names what failed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = process.argv[2] ?? '.reports';
const MAX_NAMED = 8;
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

// The suite's own reports, then each clock scenario's (tooling/clock/matrix.mjs writes .reports/clock/<name>/).
const clockDir = join(root, 'clock');
const dirs = [
  root,
  ...(existsSync(clockDir) ? readdirSync(clockDir).map((name) => join(clockDir, name)) : []),
];
for (const dir of dirs) count(dir, dir === root ? '' : `clock/${relative(clockDir, dir)} `);

for (const line of failures.slice(0, MAX_NAMED)) console.log(`✗ ${line}`);
if (failures.length > MAX_NAMED) console.log(`✗ … and ${failures.length - MAX_NAMED} more`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

function count(dir, scenario) {
  const vitestFile = join(dir, 'vitest.json');
  if (existsSync(vitestFile)) {
    const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (report.success === false && (report.numFailedTests ?? 0) === 0) failed += 1;
    for (const file of report.testResults ?? []) {
      const name = shortPath(file.name);
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests)
        failures.push(
          `${scenario}vitest ${name} › ${test.fullName ?? test.title}${why(test.failureMessages?.[0])}`,
        );
      if (file.status === 'failed' && failedTests.length === 0)
        failures.push(`${scenario}vitest ${name}: ${firstLine(file.message) || 'did not run'}`);
    }
  }

  const playwrightFile = join(dir, 'playwright.json');
  if (existsSync(playwrightFile)) {
    const { stats = {}, errors = [], suites = [] } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += (stats.unexpected ?? 0) + errors.length;
    skipped += stats.skipped ?? 0;
    for (const spec of specs(suites)) {
      const test = spec.tests?.find((t) => t.status === 'unexpected');
      if (!test) continue;
      const failing = test.results?.find((result) => result.error || result.errors?.length);
      const error = failing?.error ?? failing?.errors?.[0];
      failures.push(
        `${scenario}playwright ${spec.file}:${spec.line} › ${spec.title}${why(error?.message)}${where(error)}`,
      );
    }
    for (const error of errors) failures.push(`${scenario}playwright: ${firstLine(error.message)}`);
  }
}

function* specs(suites) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specs(suite.suites ?? []);
  }
}

function shortPath(path = '') {
  return relative(process.cwd(), path) || path;
}

/**
 * A failure's reason as one short line after the test's name (its error's first line, and the locator it
 * waited for when the message names one), when known.
 */
function why(message) {
  const line = firstLine(message ?? '').trim();
  if (!line) return '';
  const locator = stripVTControlCharacters(String(message))
    .split('\n')
    .find((text) => /^\s*Locator:/.test(text))
    ?.trim();
  const reason = locator ? `${line} ${locator}` : line;
  return ` — ${reason.length > 200 ? `${reason.slice(0, 199)}…` : reason}`;
}

/** Where in the spec the failing step is (its line), when the report says. */
function where(error) {
  const line = error?.location?.line;
  return line ? ` (at line ${line})` : '';
}

function firstLine(text = '') {
  return (
    stripVTControlCharacters(String(text))
      .split('\n')
      .find((line) => line.trim()) ?? ''
  );
}
