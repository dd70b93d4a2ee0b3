import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

/** How often the inbox asks again when server-sent events are not available (the console: without reload). */
export const POLL_MS = 10_000;

/**
 * New leads without a reload: the inbox listens to the server-sent events of `streamUrl` and reloads its
 * data (filters, overdue count and all) when a lead arrives; when the stream fails it polls instead.
 */
export function useLeadStream(streamUrl: string): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => void revalidate(), POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => clearInterval(poll);
    }
    const events = new EventSource(streamUrl);
    const refresh = () => void revalidate();
    events.addEventListener('lead', refresh);
    events.addEventListener('lead-updated', refresh);
    events.onerror = () => {
      // EventSource retries by itself while CONNECTING; once CLOSED it has given up: poll instead.
      if (events.readyState === EventSource.CLOSED) startPolling();
    };
    return () => {
      events.close();
      clearInterval(poll);
    };
  }, [streamUrl, revalidate]);
}

/**
 * The clock the overdue timers count from: the server's instant (its one clock), then ticking on from it
 * each interval. The browser's own clock only measures the time elapsed since the page loaded, so a
 * browser set to another day or zone still agrees with the server on what is overdue.
 */
export function useNow(serverNow: number, everyMs = 30_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(serverNow);
    const skew = serverNow - Date.now();
    const timer = setInterval(() => setNow(Date.now() + skew), everyMs);
    return () => clearInterval(timer);
  }, [serverNow, everyMs]);
  return now;
}
