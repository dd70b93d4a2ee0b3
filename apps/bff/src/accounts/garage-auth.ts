import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AppContext, type AppDeps, clientNetwork } from '../http/context.js';
import { type SignInGuard, type SignInRules, signInGuard } from '../http/rate-limit.js';
import { isSecureRequest } from '../http/visitor.js';
import { sha256 } from '../store/crypto.js';
import { Accounts, type Customer, normaliseEmail, SESSION_TTL_MS } from './accounts.js';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from './passwords.js';

/**
 * A garage customer's sign-in for the `/api/auth` routes: the password check under the sign-in limits,
 * and the session behind the `dealer_session` cookie. Nothing here logs an email, a name or a password.
 */

export const SESSION_COOKIE = 'dealer_session';
/** A session token is 256 bits as base64url (store/crypto newToken): anything else is not looked up. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Failed garage sign-ins per 15 minutes: 10 for one account from one address (roomy for typos, slow
 * for guessing), 30 per address (a household or an office shares one), 100 per account from everywhere.
 * Only the last can stop a stranger's address, and never one the owner signed in from within 30 days:
 * ten wrong passwords from anyone no longer lock the owner out.
 */
export const SIGN_IN_RULES: SignInRules = {
  accountAddress: { limit: 10, windowMs: 15 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000 },
  account: { limit: 100, windowMs: 15 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export class GarageAuth {
  readonly accounts: Accounts;
  private readonly guard: SignInGuard;

  constructor(private readonly deps: AppDeps) {
    this.accounts = new Accounts(deps.store.db);
    this.guard = signInGuard(deps, 'customer-sign-in', SIGN_IN_RULES);
  }

  /**
   * Checks an email and password against the site's accounts under the sign-in limits: the customer,
   * 'wrong' (unknown email or wrong password, which cost the same scrypt), or seconds to wait. The
   * limiter's keys are hashes: they are not personal data either. A weaker stored hash is rehashed.
   */
  async checkPassword(
    c: AppContext,
    email: string,
    password: string,
  ): Promise<Customer | 'wrong' | { retryAfter: number }> {
    const site = c.get('site');
    const account = sha256(`${site.slug}\n${normaliseEmail(email)}`);
    const address = sha256(clientNetwork(c, this.deps.trustProxy));
    // Counted before the password is looked at: of a burst of guesses at most the limit reach scrypt.
    const attempt = await this.guard.attempt(account, address);
    if (!attempt.ok) return { retryAfter: attempt.retryAfter };
    let customer: Awaited<ReturnType<Accounts['findByEmail']>>;
    let ok: boolean;
    try {
      customer = await this.accounts.findByEmail(site.slug, email);
      ok = customer?.passwordHash
        ? await verifyPassword(password, customer.passwordHash)
        : await verifyAgainstNothing(password);
    } catch (error) {
      await attempt.withdrawn();
      throw error;
    }
    if (!customer?.passwordHash || !ok) {
      await attempt.failed();
      return 'wrong';
    }
    await attempt.succeeded();
    if (needsRehash(customer.passwordHash))
      await this.accounts.updatePasswordHash(
        site.slug,
        customer.id,
        await hashPassword(password, undefined, true),
      );
    return customer;
  }

  /** The session cookie's token when it has a token's shape. */
  sessionToken(c: AppContext): string | null {
    const token = getCookie(c, SESSION_COOKIE);
    return token && SESSION_TOKEN.test(token) ? token : null;
  }

  async currentCustomer(c: AppContext): Promise<Customer | null> {
    const token = this.sessionToken(c);
    return token ? this.accounts.sessionCustomer(c.get('site').slug, token, this.deps.now()) : null;
  }

  async startSession(c: AppContext, customer: Customer): Promise<void> {
    const token = await this.accounts.createSession(c.get('site').slug, customer.id, this.deps.now());
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      secure: isSecureRequest(c, this.deps.trustProxy),
      sameSite: 'Lax',
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });
  }

  /** Ends the cookie's session (true when there was one) and clears the cookie. */
  async endSession(c: AppContext): Promise<boolean> {
    const token = this.sessionToken(c);
    if (token) await this.accounts.endSession(c.get('site').slug, token);
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      secure: isSecureRequest(c, this.deps.trustProxy),
      httpOnly: true,
      sameSite: 'Lax',
    });
    return token !== null;
  }

  /** §9 auth events (35-38), analytics only: the event id and nothing about the customer. */
  async event(c: AppContext, eventId: number): Promise<void> {
    await this.deps.store.recordEvent(c.get('site').slug, 'auth', { event_id: eventId });
  }

  /** What the site shows a signed-in customer: the name and the watchlist. */
  async signedIn(customer: Customer) {
    return { user: { name: customer.name }, watchlist: await this.accounts.watchlist(customer.id) };
  }
}
