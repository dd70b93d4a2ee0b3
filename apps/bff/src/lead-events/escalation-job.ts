import type { Registry } from '@dealer/site-registry';
import { BackgroundLease } from '../copies/lease.js';
import type { Store } from '../store/store.js';
import { escalateOverdue } from './escalation.js';

/**
 * The overdue escalation as a background job (issue 33): every `intervalMs`, the copy that holds the
 * `lead-escalation` lease (copies/lease.ts) takes the steps now due, by the app clock. The steps are
 * idempotent on their own (escalation.ts), so a lease handed over mid-pass tells nobody twice.
 */
export function startEscalation(deps: {
  store: Pick<Store, 'db'>;
  registry: () => Registry;
  now: () => Date;
  log: (message: string) => void;
  intervalMs?: number;
  /** After a pass that took steps (the outbox worker's nudge: the mails go out at once). */
  onTaken?: () => void;
}): { tick: () => Promise<number>; stop: () => Promise<void> } {
  const intervalMs = deps.intervalMs ?? 10_000;
  const lease = new BackgroundLease(deps.store.db, {
    name: 'lead-escalation',
    ttlMs: Math.max(30_000, 3 * intervalMs),
  });
  let running: Promise<number> | null = null;
  const pass = async (): Promise<number> => {
    try {
      if (!(await lease.acquire())) return 0;
      const taken = await escalateOverdue(deps.store.db, deps.registry(), deps.now());
      if (taken > 0) deps.onTaken?.();
      return taken;
    } catch (error) {
      deps.log(`overdue escalation: ${(error as Error).message}`);
      return 0;
    } finally {
      running = null;
    }
  };
  const tick = () => {
    running ??= pass();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
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
