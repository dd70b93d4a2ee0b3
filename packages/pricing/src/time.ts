/**
 * Every rule takes `now: Date` from its caller (no clock read inside the package). Car timestamps are
 * epoch seconds (§4 "3 days = 259200 seconds"), so rules compare in whole seconds.
 */
export function epochSeconds(now: Date): number {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('now is an invalid Date');
  return Math.floor(ms / 1000);
}
