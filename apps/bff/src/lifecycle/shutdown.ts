import type { Gate } from './gate.js';

/**
 * The graceful stop (issue 35 item 2), in order: the HTTP side drains (readiness off, no new connections,
 * requests already read answered, live streams told to reconnect, idle sockets closed) while the
 * background work finishes what it holds and starts nothing new; then the rest stops and the store
 * closes. `pending` names what is still running, for the line a forced stop past the grace period logs.
 */
export function shutdownInOrder(parts: {
  gate: Gate;
  log: (message: string) => void;
  background: () => Promise<unknown>;
  stop: () => Promise<void>;
}): { shutdown: () => Promise<void>; pending: () => string[] } {
  const steps = new Set<string>();
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    steps.add(name);
    try {
      return await work();
    } finally {
      steps.delete(name);
    }
  };
  let running: Promise<void> | null = null;
  const shutdown = () => {
    running ??= (async () => {
      const begun = performance.now();
      parts.log(`shutdown: draining (${parts.gate.inFlight().length} requests in flight)`);
      await Promise.all([
        step('http drain', () => parts.gate.drain()),
        step('background work in hand (outbox batch)', parts.background),
      ]);
      await step('store close', parts.stop);
      parts.log(`shutdown: drained in ${Math.round(performance.now() - begun)} ms`);
    })();
    return running;
  };
  const pending = () => [...parts.gate.inFlight().map((r) => `request ${r}`), ...steps];
  return { shutdown, pending };
}
