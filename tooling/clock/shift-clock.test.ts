import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from './scenarios.mjs';

const preload = fileURLToPath(new URL('./shift-clock.mjs', import.meta.url));

/** The real time, also when this worker itself runs shifted (under matrix.mjs). */
const realNow = () => Date.now() - ((Date as unknown as { shifted?: number }).shifted ?? 0);

/** Runs a script in a fresh Node with only the preload given here and this environment; returns its output. */
function run(script: string, env: Record<string, string>): string {
  const { NODE_OPTIONS: _, TEST_CLOCK_OFFSET_MS: __, ...inherited } = process.env;
  return execFileSync(process.execPath, ['--import', preload, '-e', script], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

describe('shift-clock', () => {
  // Under the matrix (matrix.mjs) this worker itself must read the scenario's clock and zone.
  it.runIf(process.env.TEST_CLOCK_AT)("should run this worker on the scenario's clock", () => {
    const at = Date.parse(process.env.TEST_CLOCK_AT as string);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    expect(Date.now() - at).toBeLessThan(30 * 60_000);
    const now = new Date();
    const zoned = new Intl.DateTimeFormat('en-AU', {
      timeZone: process.env.TZ,
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(now.getHours()).toBe(Number(zoned.format(now)));
    expect(now.getTimezoneOffset()).not.toBe(0);
  });

  it('should move Date.now and new Date() by the offset, and keep them advancing', () => {
    const target = Date.parse('2026-11-28T11:30:00Z');
    const offset = target - realNow();
    const out = run(
      `const a = Date.now(); const b = new Date().getTime(); const t0 = Date.now(); while (Date.now() - t0 < 20) {}
       console.log(JSON.stringify({ a, b, later: Date.now() - a, fixed: new Date(0).getTime(), str: typeof Date(),
         inst: new Date() instanceof Date, utc: Date.UTC(2026, 0, 1), shifted: Date.shifted !== undefined }))`,
      { TEST_CLOCK_OFFSET_MS: String(offset) },
    );
    const seen = JSON.parse(out);
    expect(Math.abs(seen.a - target)).toBeLessThan(5_000);
    expect(Math.abs(seen.b - seen.a)).toBeLessThan(1_000);
    expect(seen.later).toBeGreaterThanOrEqual(20);
    expect(seen).toMatchObject({
      fixed: 0,
      str: 'string',
      inst: true,
      utc: Date.UTC(2026, 0, 1),
      shifted: true,
    });
  });

  it('should read local time in the TZ it is given', () => {
    const offset = Date.parse('2026-11-28T11:30:00Z') - realNow();
    const out = run('console.log(new Date().getHours())', {
      TEST_CLOCK_OFFSET_MS: String(offset),
      TZ: 'Australia/Sydney',
    });
    expect(Number(out)).toBe(22);
  });

  it('should change nothing without an offset', () => {
    const out = run('console.log(Date.now(), Date.shifted === undefined)', { TEST_CLOCK_OFFSET_MS: '' });
    const [at, plain] = out.split(' ');
    expect(Math.abs(Number(at) - realNow())).toBeLessThan(5_000);
    expect(plain).toBe('true');
  });

  it('should refuse an offset that is not a number', () => {
    expect(() => run('1', { TEST_CLOCK_OFFSET_MS: 'saturday' })).toThrow(/TEST_CLOCK_OFFSET_MS/);
  });

  it('should name scenarios on a weekend, a special-hours day and both daylight-saving changes, none in UTC', () => {
    expect(SCENARIOS.map((s) => s.name)).toEqual([
      'saturday-night-sydney',
      'sunday-sydney',
      'christmas-eve-sydney',
      'dst-end-sydney',
      'dst-start-auckland',
      'perth-adelaide-evening',
      'lord-howe-dst-start',
      'new-year-chatham',
      'leap-day-los-angeles',
    ]);
    for (const s of SCENARIOS) {
      expect(Number.isNaN(Date.parse(s.at))).toBe(false);
      expect(s.tz).not.toBe('UTC');
    }
  });
});
