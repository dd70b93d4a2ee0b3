// The public API of @dealer/rate-limit: one fixed-window limiter and sign-in throttle over a counter-store port.
export {
  createRateLimiter,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimitRule,
  type Reservation,
  secondsUntil,
  validateRule,
} from './limiter.js';
export {
  createSignInGuard,
  type SignInAttempt,
  type SignInGuard,
  type SignInGuardOptions,
  type SignInRules,
} from './sign-in.js';
export {
  type CounterStore,
  createMemoryCounterStore,
  type MemoryCounterStoreOptions,
  type WindowCount,
} from './store.js';
