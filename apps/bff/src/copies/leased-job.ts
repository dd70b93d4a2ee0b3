import type { SqlExecutor } from '../store/sql.js';
import { BackgroundLease } from './lease.js';

/** A background job started by `startLeasedJob`: a pass now (shared with one already running), and stop. */
export interface LeasedJob {
  tick: () => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * A background job that one server copy at a time runs (the overdue escalation, saved-search alerts):
 * every `intervalMs`, and at once on `tick`, the copy holding the job's lease (lease.ts) runs one pass.
 * Passes never overlap: a tick while one runs joins it. A pass that throws is logged and counts 0, and the
 * job goes on; `onWork` is told after a pass that did something (the outbox's nudge). `stop` ends the
 * timer, waits for the pass in hand, and gives the lease up so another copy takes the job at once.
 */
export function startLeasedJob(
  db: SqlExecutor,
  job: {
    /** The lease's name: one holder per name across copies. */
    name: string;
    /** What the log says failed, e.g. "overdue escalation". */
    label: string;
    intervalMs: number;
    /** How long a dead holder keeps the job from the others (at least three intervals). */
    ttlMs: number;
    /** One pass: how much it did (steps taken, mails queued). */
    pass: () => Promise<number>;
    onWork?: () => void;
    log: (message: string) => void;
  },
): LeasedJob {
  const lease = new BackgroundLease(db, { name: job.name, ttlMs: Math.max(job.ttlMs, 3 * job.intervalMs) });
  let running: Promise<number> | null = null;
  const pass = async (): Promise<number> => {
    try {
      if (!(await lease.acquire())) return 0;
      const done = await job.pass();
      if (done > 0) job.onWork?.();
      return done;
    } catch (error) {
      job.log(`${job.label}: ${(error as Error).message}`);
      return 0;
    } finally {
      running = null;
    }
  };
  const tick = () => {
    running ??= pass();
    return running;
  };
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
      await lease.release().catch(() => undefined);
    },
  };
}
