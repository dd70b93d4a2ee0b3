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

/**
 * Failed attempts per key in a fixed window: `retryAfter` asks without counting (an attempt is judged
 * before anything is checked), `fail` counts one. After `limit` failures the key waits out the window.
 */
export class FailureCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or null when it may try now. */
  retryAfter(key: string): number | null {
    const now = this.clock();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs || window.count < this.rule.limit) return null;
    return Math.max(1, Math.ceil((window.start + this.rule.windowMs - now) / 1000));
  }

  fail(key: string): void {
    const now = this.clock();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.rule.windowMs) this.windows.set(key, { start: now, count: 1 });
    else window.count++;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.rule.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows)
      if (now - window.start >= this.rule.windowMs) this.windows.delete(key);
  }
}

export interface SignInRules {
  /** Failures per client address, whatever account it tries. */
  address: RateLimitRule;
  /** Failures per (account, address): what stops one address guessing one account. */
  accountAddress?: RateLimitRule;
  /** Failures per account from every address together: bounds guessing spread over many addresses. */
  account: RateLimitRule;
  /** How long an address that signed in to an account stays exempt from the account-wide limit. */
  knownAddressMs: number;
}

/**
 * Failed sign-in limits that an attacker cannot turn against the owner: once an account's failures
 * from everywhere trip, addresses the account recently signed in from still get in (OWASP's "device
 * cookie" idea, keyed on the address). Attempts are judged before the password is checked, so a
 * blocked attempt learns nothing, not even from a right guess.
 */
export class SignInGuard {
  private readonly address: FailureCounter;
  private readonly accountAddress: FailureCounter | null;
  private readonly account: FailureCounter;
  private readonly known = new Map<string, number>();

  constructor(
    private readonly rules: SignInRules,
    private readonly clock: () => number = Date.now,
  ) {
    this.address = new FailureCounter(rules.address, clock);
    this.accountAddress = rules.accountAddress ? new FailureCounter(rules.accountAddress, clock) : null;
    this.account = new FailureCounter(rules.account, clock);
  }

  /** Seconds to wait before this address may try this account, or null when it may try now. */
  retryAfter(account: string, address: string): number | null {
    const pair = `${account}\n${address}`;
    const known = (this.known.get(pair) ?? 0) > this.clock();
    const wait = Math.max(
      this.address.retryAfter(address) ?? 0,
      this.accountAddress?.retryAfter(pair) ?? 0,
      known ? 0 : (this.account.retryAfter(account) ?? 0),
    );
    return wait > 0 ? wait : null;
  }

  failed(account: string, address: string): void {
    this.address.fail(address);
    this.accountAddress?.fail(`${account}\n${address}`);
    this.account.fail(account);
  }

  succeeded(account: string, address: string): void {
    const now = this.clock();
    if (this.known.size >= 100_000)
      for (const [pair, until] of this.known) if (until <= now) this.known.delete(pair);
    this.known.set(`${account}\n${address}`, now + this.rules.knownAddressMs);
  }
}
