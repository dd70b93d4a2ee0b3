import { createRateLimiter, type RateLimiter, type RateLimitRule, validateRule } from './limiter.js';
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

export interface SignInGuard {
  /** Seconds to wait before this address may try this account, or null when it may try now. */
  retryAfter(account: string, address: string): Promise<number | null>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string, address: string): Promise<void>;
}

/**
 * Failed sign-in limits that an attacker cannot turn against the owner: once an account's failures
 * from everywhere trip, addresses the account recently signed in from still get in (OWASP's "device
 * cookie" idea, keyed on the address). Attempts are judged before the password is checked, so a
 * blocked attempt learns nothing, not even from a right guess. Every counter, the known addresses
 * included, lives in the store, so server copies sharing one store share the throttle.
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
    async retryAfter(who, from) {
      const [byAddress, byPair, isKnown] = await Promise.all([
        address.retryAfter(from),
        accountAddress?.retryAfter(pair(who, from)) ?? null,
        known.retryAfter(pair(who, from)),
      ]);
      const byAccount = isKnown === null ? await account.retryAfter(who) : null;
      const wait = Math.max(byAddress ?? 0, byPair ?? 0, byAccount ?? 0);
      return wait > 0 ? wait : null;
    },
    async failed(who, from) {
      await Promise.all([address.hit(from), accountAddress?.hit(pair(who, from)), account.hit(who)]);
    },
    async succeeded(who, from) {
      await known.hit(pair(who, from));
    },
  };
}
