import type { StartedServer } from '../server-options.js';

/** The default grace period of a graceful stop (issue 35 item 2). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 15_000;

/** SHUTDOWN_GRACE_MS read: the default when unset, null when it is not 1,000 – 600,000 ms. */
export function shutdownGraceMs(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 1000 && ms <= 600_000 ? ms : null;
}

/**
 * SIGTERM and SIGINT start the server's graceful stop once (a second signal changes nothing); it exits 0
 * when the stop completes within `graceMs`, else 1 after a line naming what was cut.
 */
export function onStopSignals(
  server: Pick<StartedServer, 'shutdown' | 'pending'>,
  graceMs: number,
  log: (line: string) => void,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping within ${graceMs} ms`);
    const forced = setTimeout(() => {
      const cut = server.pending();
      log(`shutdown: grace period of ${graceMs} ms over; cut: ${cut.join(', ') || 'nothing named'}`);
      exit(1);
    }, graceMs);
    void server.shutdown().then(
      () => {
        clearTimeout(forced);
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(forced);
        log(`shutdown: failed: ${(error as Error).message}`);
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
