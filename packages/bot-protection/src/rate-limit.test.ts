import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.js';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('rate-limit', () => {
  it('should allow exactly `limit` hits in a window and refuse the next', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: c.now });
    expect([limiter.hit('k'), limiter.hit('k'), limiter.hit('k'), limiter.hit('k')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('should count keys separately', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: clock().now });
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.hit('b')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
  });

  it.each([
    [59_999, false],
    [60_000, true],
  ])('should slide the window: %i ms after the first hit allows again = %s', (elapsed, allowed) => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: c.now });
    limiter.hit('k');
    c.advance(1);
    limiter.hit('k');
    c.advance(elapsed - 1);
    expect(limiter.hit('k')).toBe(allowed);
  });

  it('should keep refusing a key that keeps hammering', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: c.now });
    for (let i = 0; i < 50; i++) {
      limiter.hit('k');
      c.advance(10);
    }
    expect(limiter.hit('k')).toBe(false);
  });

  it('should forget the least recently seen key beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock().now, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.size()).toBe(2);
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.hit('c')).toBe(false);
  });

  it.each([
    [{ limit: 0, windowMs: 1 }],
    [{ limit: 1.5, windowMs: 1 }],
    [{ limit: 1, windowMs: 0 }],
    [{ limit: 1, windowMs: 1, maxKeys: 0 }],
  ])('should reject the configuration %j', (options) => {
    expect(() => createRateLimiter({ ...options, now: () => 0 })).toThrow(RangeError);
  });
});
