import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitRule,
  type Reservation,
  validateRule,
} from './limiter.js';
import type { CounterStore } from './store.js';

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

export interface SignInGuardOptions {
  store: CounterStore;
  /** Names this guard's keys in a shared store ('dealer-sign-in', 'customer-sign-in'). */
  name: string;
  now: () => number;
  onStoreError?: (error: unknown) => void;
}

/**
 * An attempt that holds its place under every limit until it is settled: `failed` keeps the place (a
 * wrong guess counts), `succeeded` gives it back and remembers the address, `withdrawn` gives it back
 * without remembering (the attempt was not a guess: the server was busy, or a second step is awaited).
 */
export type SignInAttempt =
  | {
      ok: true;
      failed(): Promise<void>;
      succeeded(): Promise<void>;
      withdrawn(): Promise<void>;
    }
  | { ok: false; retryAfter: number };

export interface SignInGuard {
  /**
   * Reserves a place for this address to try this account, before the password is looked at, or
   * answers the seconds to wait. Racing attempts cannot slip past: the reservation is one atomic count.
   */
  attempt(account: string, address: string): Promise<SignInAttempt>;
}

/**
 * Failed sign-in limits that an attacker cannot turn against the owner: once an account's failures
 * from everywhere trip, addresses the account recently signed in from still get in (OWASP's "device
 * cookie" idea, keyed on the address). Every attempt is counted before the password is checked (a
 * reservation in the store, taken back when it succeeds), so a burst of concurrent guesses gets at
 * most `limit` checked and a blocked attempt learns nothing, not even from a right guess. Every
 * counter, the known addresses included, lives in the store, so copies sharing one store share it.
 */
export function createSignInGuard(rules: SignInRules, options: SignInGuardOptions): SignInGuard {
  const limiter = (part: string, rule: RateLimitRule): RateLimiter =>
    createRateLimiter({ ...options, name: `${options.name}:${part}`, rule });
  const address = limiter('address', rules.address);
  const accountAddress = rules.accountAddress ? limiter('account-address', rules.accountAddress) : null;
  const account = limiter('account', rules.account);
  // A known address is a window of its own: open (count ≥ 1) for knownAddressMs after a sign-in.
  const known = limiter('known', validateRule({ limit: 1, windowMs: rules.knownAddressMs }));
  const pair = (who: string, from: string) => `${who}\n${from}`;

  return {
    async attempt(who, from) {
      const isKnown = (await known.retryAfter(pair(who, from))) !== null;
      // The owner's own address is not held to the account-wide limit strangers can fill.
      const limits: [RateLimiter, string][] = [
        [address, from],
        ...(accountAddress ? [[accountAddress, pair(who, from)] as [RateLimiter, string]] : []),
        ...(isKnown ? [] : [[account, who] as [RateLimiter, string]]),
      ];
      // One limit at a time, the address's first: an attempt refused by one takes no place under the
      // next, so a blocked address makes no new counters (a flood of refused guesses at made-up
      // accounts cannot push the owner's counters out of a bounded store).
      const places: Extract<Reservation, { ok: true }>[] = [];
      const releaseAll = async () => {
        await Promise.all(places.map((r) => r.release()));
      };
      for (const [index, [limiter, key]] of limits.entries()) {
        const taken = await limiter.reserve(key);
        if (taken.ok) {
          places.push(taken);
          continue;
        }
        // The longest wait of every limit that is full, looked at without counting.
        const later = await Promise.all(limits.slice(index + 1).map(([l, k]) => l.retryAfter(k)));
        await releaseAll();
        return { ok: false, retryAfter: Math.max(taken.retryAfter, ...later.map((w) => w ?? 0)) };
      }
      return {
        ok: true,
        failed: async () => {},
        succeeded: async () => {
          await Promise.all([releaseAll(), known.hit(pair(who, from))]);
        },
        withdrawn: releaseAll,
      };
    },
  };
}
