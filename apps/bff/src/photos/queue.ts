import { availableParallelism } from 'node:os';

export type WorkPriority = 'request' | 'import';

export interface WorkQueue {
  /** Runs `task` when a slot is free: waiting request work always starts before waiting import work. */
  run<T>(priority: WorkPriority, task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  readonly stats: { running: number; request: number; import: number };
}

/** Photo work's default limit: every core but one, so page requests always find a core. */
export function defaultPhotoConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * A bounded work queue with two priorities: at most `limit` tasks run at once; a photo a page is
 * waiting for goes before the thousands an import queues.
 */
export function createWorkQueue(limit: number = defaultPhotoConcurrency()): WorkQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be 1 or more (got ${limit})`);
  const waiting: Record<WorkPriority, (() => void)[]> = { request: [], import: [] };
  let running = 0;
  const next = () => {
    while (running < limit) {
      const start = waiting.request.shift() ?? waiting.import.shift();
      if (!start) return;
      running++;
      start();
    }
  };
  return {
    run<T>(priority: WorkPriority, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting[priority].push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running--;
              next();
            });
        });
        next();
      });
    },
    get stats() {
      return { running, request: waiting.request.length, import: waiting.import.length };
    },
  };
}
