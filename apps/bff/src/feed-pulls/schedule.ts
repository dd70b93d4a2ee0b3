/**
 * When a site's feed is pulled next (issue 28 item 6): its interval after a pull that worked; after a
 * failure, a back-off that doubles per failure in a row from one minute, capped at the site's interval
 * (never slower than the schedule) and at six hours.
 */
const MINUTE = 60_000;
export const BACKOFF_BASE_MS = MINUTE;
export const BACKOFF_CAP_MS = 6 * 60 * MINUTE;

export function nextPullAt(now: Date, intervalMinutes: number, failures: number): Date {
  if (failures <= 0) return new Date(now.getTime() + intervalMinutes * MINUTE);
  const backoff = BACKOFF_BASE_MS * 2 ** Math.min(failures - 1, 20);
  return new Date(now.getTime() + Math.min(backoff, intervalMinutes * MINUTE, BACKOFF_CAP_MS));
}
