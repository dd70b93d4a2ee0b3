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
      const taken = await Promise.all([
        address.reserve(from),
        accountAddress ? accountAddress.reserve(pair(who, from)) : null,
        // The owner's own address is not held to the account-wide limit strangers can fill.
        isKnown ? null : account.reserve(who),
      ]);
      const places = taken.filter((r): r is Reservation => r !== null);
      const releaseAll = async () => {
        await Promise.all(places.map((r) => (r.ok ? r.release() : undefined)));
      };
      const waits = places.map((r) => (r.ok ? 0 : r.retryAfter));
      const wait = Math.max(0, ...waits);
      if (wait > 0) {
        await releaseAll();
        return { ok: false, retryAfter: wait };
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
