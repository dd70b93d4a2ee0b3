/**
 * A per-client fixed-window rate limiter held in memory (one server copy). With several copies behind a
 * load balancer each enforces its own window, which bounds abuse at copies × limit.
 */
export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Counts one request; returns null when allowed, or the seconds until the window reopens. */
  hit(key: string): number | null {
    const now = this.clock();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return null;
    }
    window.count++;
    if (window.count <= this.rule.limit) return null;
    return Math.max(1, Math.ceil((window.start + this.rule.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows)
      if (now - window.start >= this.rule.windowMs) this.windows.delete(key);
  }
}
