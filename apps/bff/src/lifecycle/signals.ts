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
 * The stop a signal starts, once (a later call changes nothing): exit 0 when the server's graceful stop
 * completes within `graceMs`, else exit 1 after a line naming what was cut.
 */
export function gracefulStop(
  server: Pick<StartedServer, 'shutdown' | 'pending'>,
  graceMs: number,
  log: (line: string) => void,
  exit: (code: number) => void,
): (signal: NodeJS.Signals) => void {
  let stopping = false;
  return (signal) => {
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
}

/** SIGTERM and SIGINT start the graceful stop (gracefulStop). */
export function onStopSignals(
  server: Pick<StartedServer, 'shutdown' | 'pending'>,
  graceMs: number,
  log: (line: string) => void,
): void {
  const stop = gracefulStop(server, graceMs, log, (code) => process.exit(code));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
