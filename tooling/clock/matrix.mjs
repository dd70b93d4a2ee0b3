#!/usr/bin/env node
/**
 * Runs the suites whose results depend on the day and hour (opening hours, overdue timers, booking
 * slots, sold windows, "New" tags, holds, token and session expiry; suites.mjs) once per scenario of
 * scenarios.mjs: the machine's clock moved to that instant (shift-clock.mjs, in every Node process of the
 * run) and TZ set to a zone other than UTC. They must pass the same as today. A scenario marked
 * `suites: 'zone'` runs the fast pure rules only (ZONE_SUITES). Playwright specs run on the scenarios
 * named in BROWSER_SCENARIOS (the console's overdue count is the one a weekend broke).
 *
 *   node tooling/clock/matrix.mjs                 # every scenario
 *   node tooling/clock/matrix.mjs sunday-sydney   # one
 *
 * Writes each run's reports under .reports/clock/<scenario>/ and exits non-zero when any failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from './scenarios.mjs';
import { BROWSER_SCENARIOS, BROWSER_SPECS, UNIT_SUITES, ZONE_SUITES } from './suites.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const preload = join(here, 'shift-clock.mjs');

const browserScenarios = new Set(BROWSER_SCENARIOS);

const wanted = process.argv.slice(2);
const chosen = wanted.length ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;
if (chosen.length === 0) {
  console.error(
    `clock matrix: no scenario named ${wanted.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

let failed = 0;
for (const scenario of chosen) {
  const reports = join(root, '.reports/clock', scenario.name);
  mkdirSync(reports, { recursive: true });
  // One offset for the whole scenario, so every process of it agrees on the time.
  const env = {
    ...process.env,
    TZ: scenario.tz,
    TEST_CLOCK_AT: scenario.at,
    TEST_CLOCK_OFFSET_MS: String(Date.parse(scenario.at) - Date.now()),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim(),
  };
  console.error(`── clock ${scenario.name}: ${scenario.what} (TZ=${scenario.tz})`);
  const unit = spawnSync(
    'vitest',
    [
      'run',
      ...(scenario.suites === 'zone' ? ZONE_SUITES : UNIT_SUITES),
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (unit.status !== 0) {
    failed++;
    console.error(`✗ clock ${scenario.name}: unit suites failed`);
  }
  if (!browserScenarios.has(scenario.name)) continue;
  const browser = spawnSync(
    'pnpm',
    ['--dir', 'apps/e2e', 'exec', 'playwright', 'test', ...BROWSER_SPECS, '--reporter=list,json'],
    {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
      stdio: 'inherit',
    },
  );
  if (browser.status !== 0) {
    failed++;
    console.error(`✗ clock ${scenario.name}: browser specs failed`);
  }
}
process.exit(failed === 0 ? 0 : 1);
