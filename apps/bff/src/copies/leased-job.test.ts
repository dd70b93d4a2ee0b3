import { describe, expect, it, vi } from 'vitest';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { startLeasedJob } from './leased-job.js';

describe.each(storeKinds)('startLeasedJob (%s)', (kind) => {
  const db = useTestDatabase(kind);
  const job = (
    name: string,
    pass: () => Promise<number>,
    extra: { onWork?: () => void; log?: (m: string) => void } = {},
  ) =>
    startLeasedJob(db, {
      name,
      label: 'the job',
      intervalMs: 3_600_000,
      ttlMs: 60_000,
      pass,
      log: () => undefined,
      ...extra,
    });

  it('should run a pass on one copy only, and never two passes at once on it', async () => {
    let release: () => void = () => undefined;
    const a = vi.fn(() => new Promise<number>((done) => (release = () => done(2))));
    const b = vi.fn(async () => 5);
    const onWork = vi.fn();
    const first = job('job-1', a, { onWork });
    const second = job('job-1', b);
    const ticks = [first.tick(), first.tick()];
    await vi.waitFor(() => expect(a).toHaveBeenCalledTimes(1));
    release();
    expect(await Promise.all(ticks)).toEqual([2, 2]);
    expect(onWork).toHaveBeenCalledTimes(1);
    expect(await second.tick()).toBe(0);
    expect(b).not.toHaveBeenCalled();
    await first.stop();
    await second.stop();
  });

  it('should log a failed pass by its label, count it 0 and go on', async () => {
    const log = vi.fn();
    const pass = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValueOnce(0);
    const onWork = vi.fn();
    const running = job('job-2', pass, { log, onWork });
    expect(await running.tick()).toBe(0);
    expect(log).toHaveBeenCalledWith('the job: database gone');
    expect(await running.tick()).toBe(0);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(onWork).not.toHaveBeenCalled();
    await running.stop();
  });

  it('should give the job to the next copy at once when its holder stops', async () => {
    const first = job('job-3', async () => 1);
    const next = job('job-3', async () => 3);
    expect(await first.tick()).toBe(1);
    expect(await next.tick()).toBe(0);
    await first.stop();
    expect(await next.tick()).toBe(3);
    await next.stop();
  });
});
