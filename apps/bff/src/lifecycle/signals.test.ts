import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_GRACE_MS, gracefulStop, shutdownGraceMs } from './signals.js';

describe('SHUTDOWN_GRACE_MS', () => {
  it('should default to 15 s and refuse what is not 1,000–600,000 whole milliseconds', () => {
    expect(shutdownGraceMs(undefined)).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
    expect(shutdownGraceMs('')).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
    expect(shutdownGraceMs('20000')).toBe(20_000);
    for (const bad of ['999', '600001', '1.5e3x', 'ten', '1500.5']) expect(shutdownGraceMs(bad)).toBeNull();
  });
});

describe('gracefulStop', () => {
  it('should exit 0 once the stop completes, and start it only once', async () => {
    const exits: number[] = [];
    let stops = 0;
    const stop = gracefulStop(
      { shutdown: async () => void stops++, pending: () => [] },
      1000,
      () => undefined,
      (code) => exits.push(code),
    );
    stop('SIGTERM');
    stop('SIGINT');
    await new Promise((done) => setTimeout(done, 20));
    expect({ stops, exits }).toEqual({ stops: 1, exits: [0] });
  });

  it('should exit 1 past the grace period and name what was cut', async () => {
    const exits: number[] = [];
    const lines: string[] = [];
    const stop = gracefulStop(
      {
        shutdown: () => new Promise<void>(() => undefined),
        pending: () => ['request POST /api/leads', 'store close'],
      },
      50,
      (line) => lines.push(line),
      (code) => exits.push(code),
    );
    stop('SIGTERM');
    await new Promise((done) => setTimeout(done, 120));
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toBe(
      'shutdown: grace period of 50 ms over; cut: request POST /api/leads, store close',
    );
  });
});
