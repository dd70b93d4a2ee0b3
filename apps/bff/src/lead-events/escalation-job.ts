import type { Registry } from '@dealer/site-registry';
import { type LeasedJob, startLeasedJob } from '../copies/leased-job.js';
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
}): LeasedJob {
  const intervalMs = deps.intervalMs ?? 10_000;
  return startLeasedJob(deps.store.db, {
    name: 'lead-escalation',
    label: 'overdue escalation',
    intervalMs,
    ttlMs: 30_000,
    pass: () => escalateOverdue(deps.store.db, deps.registry(), deps.now()),
    onWork: deps.onTaken,
    log: deps.log,
  });
}
