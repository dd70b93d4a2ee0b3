import {
  type CounterStore,
  createRateLimiter,
  createSignInGuard,
  type RateLimiter,
  type RateLimitRule,
  type SignInGuard,
  type SignInRules,
} from '@dealer/rate-limit';

export type { RateLimiter, RateLimitRule, SignInGuard, SignInRules } from '@dealer/rate-limit';

/**
 * This server's limits and throttles, all counted by @dealer/rate-limit in the copy's one counter store
 * (counters/select.ts: memory alone; PostgreSQL or Redis shared by copies behind a load balancer).
 */
export interface Counting {
  counters: CounterStore;
  now: () => Date;
  log: (message: string) => void;
}

/** One log line a minute at most while the shared store is unreachable (requests go through meanwhile). */
function storeErrorLog(counting: Counting): (error: unknown) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (error) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    counting.log(
      `rate limit: the ${counting.counters.kind} counter store did not answer (${(error as Error).message}); requests are not limited meanwhile`,
    );
  };
}

/** A per-(site, address) request limiter named `name`; null when the rule is `false` (turned off). */
export function requestLimiter(
  counting: Counting,
  name: string,
  rule: RateLimitRule | false | undefined,
  fallback: RateLimitRule,
): RateLimiter | null {
  if (rule === false) return null;
  return createRateLimiter({
    store: counting.counters,
    name,
    rule: rule ?? fallback,
    now: () => counting.now().getTime(),
    onStoreError: storeErrorLog(counting),
  });
}

type Limits = { leads: RateLimitRule; writes: RateLimitRule };

/** The lead and write limiters of one server (each turned off by `false`). */
export function requestLimits(
  counting: Counting,
  rules: { [K in keyof Limits]?: RateLimitRule | false } | undefined,
  defaults: Readonly<Limits>,
): { [K in keyof Limits]: RateLimiter | null } {
  return {
    leads: requestLimiter(counting, 'leads', rules?.leads, defaults.leads),
    writes: requestLimiter(counting, 'writes', rules?.writes, defaults.writes),
  };
}

/** The failed sign-in throttle of one kind of login ('dealer-sign-in', 'customer-sign-in'). */
export function signInGuard(counting: Counting, name: string, rules: SignInRules): SignInGuard {
  return createSignInGuard(rules, {
    store: counting.counters,
    name,
    now: () => counting.now().getTime(),
    onStoreError: storeErrorLog(counting),
  });
}
