import { type AppContext, type AppDeps, clientNetwork } from '../http/context.js';
import { type SignInGuard, type SignInRules, signInGuard } from '../http/rate-limit.js';
import { NO_STORE } from '../http/security.js';
import { sha256 } from '../store/crypto.js';

/**
 * Attempts to prove it is still the person behind a session (their password, a current code) before a
 * change to how they sign in: 10 failures per person from one address, 30 per address, 30 per person
 * from everywhere, each per 15 minutes, counted before anything is checked (a session alone must not
 * buy unlimited guesses at the password or the codes).
 */
export const CONSOLE_REAUTH: SignInRules = {
  accountAddress: { limit: 10, windowMs: 15 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000 },
  account: { limit: 30, windowMs: 15 * 60_000 },
  knownAddressMs: 15 * 60_000,
};

export class ConsoleReauth {
  private readonly guard: SignInGuard;

  constructor(private readonly deps: AppDeps) {
    this.guard = signInGuard(deps, 'console-reauth', CONSOLE_REAUTH);
  }

  /**
   * Runs `check` as one counted attempt of the person's: a Response it answers (a wrong password, a
   * wrong code) counts as a failure, anything else gives the place back; 429 when the limit is full.
   */
  async attempt<T>(c: AppContext, userId: string, check: () => Promise<T | Response>): Promise<T | Response> {
    const attempt = await this.guard.attempt(
      sha256(`staff\n${userId}`),
      sha256(clientNetwork(c, this.deps.trustProxy)),
    );
    if (!attempt.ok)
      return c.json({ error: 'Too many attempts. Please try again later.' }, 429, {
        ...NO_STORE,
        'retry-after': String(attempt.retryAfter),
      });
    let result: T | Response;
    try {
      result = await check();
    } catch (error) {
      await attempt.withdrawn();
      throw error;
    }
    if (result instanceof Response && result.status === 400) await attempt.failed();
    else if (result instanceof Response) await attempt.withdrawn();
    else await attempt.succeeded();
    return result;
  }
}
