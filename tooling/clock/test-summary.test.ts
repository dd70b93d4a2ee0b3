import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../scripts/test-summary.mjs');

const summarise = (reports: string) =>
  execFileSync(process.execPath, [script, reports], { encoding: 'utf8' }).trim().split('\n');

/** A reports folder as `scripts/test.sh` and the clock matrix leave it: the suite's own, then one per scenario. */
function reportsFolder(): string {
  const reports = mkdtempSync(join(tmpdir(), 'reports-'));
  writeFileSync(
    join(reports, 'vitest.json'),
    JSON.stringify({
      numPassedTests: 3,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      numPendingTests: 1,
      success: false,
      testResults: [
        {
          name: join(process.cwd(), 'apps/bff/src/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            {
              status: 'failed',
              fullName: 'a keeps the lead',
              failureMessages: ['\u001b[31mAssertionError: expected 0 to be 1\u001b[39m\n    at a.test.ts:9'],
            },
          ],
        },
        {
          name: join(process.cwd(), 'apps/bff/src/b.test.ts'),
          status: 'failed',
          message: '\nSyntaxError: nope\n',
          assertionResults: [],
        },
      ],
    }),
  );
  const sunday = join(reports, 'clock', 'sunday-sydney');
  mkdirSync(sunday, { recursive: true });
  writeFileSync(
    join(sunday, 'playwright.json'),
    JSON.stringify({
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [],
      suites: [
        {
          suites: [
            {
              specs: [
                {
                  title: 'inbox moves',
                  file: 'console-inbox.spec.ts',
                  line: 15,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message: `Error: expect(locator).toHaveText\n\nLocator: getByTestId('overdue-count')\n${'x'.repeat(300)}`,
                            location: { file: '/x/console-inbox.spec.ts', line: 23, column: 5 },
                          },
                        },
                      ],
                    },
                  ],
                },
                { title: 'flaky one', file: 'home.spec.ts', line: 3, tests: [{ status: 'flaky' }] },
              ],
            },
          ],
        },
      ],
    }),
  );
  return reports;
}

describe('the test summary', () => {
  it('should end with the summed line and name every failed test above it', () => {
    const lines = summarise(reportsFolder());
    expect(lines.at(-1)).toBe('9 passed, 3 failed, 1 skipped');
    expect(lines.slice(0, -1)).toEqual([
      '✗ vitest apps/bff/src/a.test.ts › a keeps the lead — AssertionError: expected 0 to be 1',
      '✗ vitest apps/bff/src/b.test.ts: SyntaxError: nope',
      "✗ clock/sunday-sydney playwright console-inbox.spec.ts:15 › inbox moves — Error: expect(locator).toHaveText Locator: getByTestId('overdue-count') (at line 23)",
    ]);
  });

  it('should cut a long reason to one short line', () => {
    const reports = mkdtempSync(join(tmpdir(), 'reports-'));
    writeFileSync(
      join(reports, 'vitest.json'),
      JSON.stringify({
        numPassedTests: 0,
        numFailedTests: 1,
        success: false,
        testResults: [
          {
            name: join(process.cwd(), 'x.test.ts'),
            status: 'failed',
            assertionResults: [{ status: 'failed', fullName: 'x', failureMessages: ['y'.repeat(500)] }],
          },
        ],
      }),
    );
    const [named] = summarise(reports);
    expect(named).toBe(`✗ vitest x.test.ts › x — ${'y'.repeat(199)}…`);
  });

  it('should print only the summed line when nothing failed', () => {
    const reports = mkdtempSync(join(tmpdir(), 'reports-'));
    writeFileSync(
      join(reports, 'vitest.json'),
      JSON.stringify({ numPassedTests: 2, success: true, testResults: [] }),
    );
    expect(summarise(reports)).toEqual(['2 passed, 0 failed']);
  });
});
