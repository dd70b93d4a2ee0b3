/**
 * A Node preload (`node --import <this file>`) that moves the process's wall clock by
 * TEST_CLOCK_OFFSET_MS: `Date.now()` and `new Date()` read the shifted time, which still advances in real
 * time. Every process of one run (the test runner, its workers, the servers they spawn) gets the same
 * offset through the environment, so they agree with each other; PGlite's `now()` reads the shifted Date
 * too. PostgreSQL's and Chromium's clocks stay real: that is the disagreement the one-clock rule must
 * survive. Nothing happens when the variable is unset.
 */
const raw = process.env.TEST_CLOCK_OFFSET_MS;
if (raw !== undefined && raw !== '') {
  const offset = Number(raw);
  if (!Number.isFinite(offset))
    throw new Error(`TEST_CLOCK_OFFSET_MS is not a number of milliseconds: ${raw}`);
  const RealDate = globalThis.Date;
  if (!RealDate.shifted) {
    /** Date with the wall clock moved; called as a function it answers a string, as Date does. */
    function ShiftedDate(...args) {
      if (!new.target) return new RealDate(RealDate.now() + offset).toString();
      return Reflect.construct(RealDate, args.length === 0 ? [RealDate.now() + offset] : args, new.target);
    }
    Object.setPrototypeOf(ShiftedDate, RealDate);
    ShiftedDate.prototype = RealDate.prototype;
    ShiftedDate.now = () => RealDate.now() + offset;
    ShiftedDate.shifted = offset;
    globalThis.Date = ShiftedDate;
  }
}
