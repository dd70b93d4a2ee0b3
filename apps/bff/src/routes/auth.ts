import { EVENT_IDS } from '@dealer/event-ids';
import { fieldErrors, signInSchema, signUpSchema } from '@dealer/validation';
import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { Accounts, type Customer, normaliseEmail, SESSION_TTL_MS } from '../accounts/accounts.js';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../accounts/passwords.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  clientIp,
  readJson,
} from '../http/context.js';
import { type SignInRules, signInGuard } from '../http/rate-limit.js';
import { NO_STORE } from '../http/security.js';
import { isSecureRequest } from '../http/visitor.js';
import { sha256 } from '../store/crypto.js';

/**
 * §7 `/api/auth` and the garage accounts behind it (§1 garage only when garage_enabled, §4 a signed-in
 * customer has a watchlist, §6). Contract: apps/web/app/lib/garage.server.ts.
 *
 *   GET    /api/auth                    → {user, watchlist} for the session cookie (anonymous: {user: null, watchlist: []})
 *   POST   /api/auth/sign-up            {name, email, password} → 201 + Set-Cookie | 400 {error, fields} | 409
 *   POST   /api/auth/sign-in            {email, password}       → 200 + Set-Cookie | 401 {error} | 429
 *   POST   /api/auth/sign-out                                    → 204, cookie cleared
 *   PUT    /api/auth/watchlist/{carId}, DELETE …                 → 204 | 401 signed out | 404 not this site's car
 *
 * On a site without garage_enabled every /api/auth/* call is a 404, and GET /api/auth is always
 * anonymous (no account is looked up). Nothing here logs an email, a name or a password.
 */

export const SESSION_COOKIE = 'dealer_session';
/** A session token is 256 bits as base64url (store/crypto newToken): anything else is not looked up. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const CAR_ID = /^[1-9]\d{0,11}$/;

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

const WRONG_CREDENTIALS = 'The email or password is not right.';
const NOT_FOUND = { error: 'Not found' };

const anonymous = { user: null, watchlist: [] as number[] };

export function registerAuthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const accounts = new Accounts(deps.store.db);
  const guard = signInGuard(deps, 'customer-sign-in', SIGN_IN_RULES);

  /**
   * Checks an email and password against the site's accounts under the sign-in limits: the customer,
   * 'wrong' (unknown email or wrong password, which cost the same scrypt), or seconds to wait. The
   * limiter's keys are hashes: they are not personal data either. A weaker stored hash is rehashed.
   */
  async function checkPassword(
    c: AppContext,
    email: string,
    password: string,
  ): Promise<Customer | 'wrong' | { retryAfter: number }> {
    const site = c.get('site');
    const account = sha256(`${site.slug}\n${normaliseEmail(email)}`);
    const address = sha256(clientIp(c, deps.trustProxy));
    const retryAfter = await guard.retryAfter(account, address);
    if (retryAfter !== null) return { retryAfter };
    const customer = await accounts.findByEmail(site.slug, email);
    const ok = customer?.passwordHash
      ? await verifyPassword(password, customer.passwordHash)
      : await verifyAgainstNothing(password);
    if (!customer?.passwordHash || !ok) {
      await guard.failed(account, address);
      return 'wrong';
    }
    await guard.succeeded(account, address);
    if (needsRehash(customer.passwordHash))
      await accounts.updatePasswordHash(site.slug, customer.id, await hashPassword(password));
    return customer;
  }

  function sessionToken(c: AppContext): string | null {
    const token = getCookie(c, SESSION_COOKIE);
    return token && SESSION_TOKEN.test(token) ? token : null;
  }

  async function currentCustomer(c: AppContext): Promise<Customer | null> {
    const token = sessionToken(c);
    return token ? accounts.sessionCustomer(c.get('site').slug, token, deps.now()) : null;
  }

  async function startSession(c: AppContext, customer: Customer): Promise<void> {
    const token = await accounts.createSession(c.get('site').slug, customer.id, deps.now());
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      secure: isSecureRequest(c, deps.trustProxy),
      sameSite: 'Lax',
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });
  }

  /** §9 auth events (35-38), analytics only: the event id and nothing about the customer. */
  async function authEvent(c: AppContext, eventId: number): Promise<void> {
    await deps.store.recordEvent(c.get('site').slug, 'auth', { event_id: eventId });
  }

  app.get('/api/auth', async (c) => {
    if (!c.get('site').features.garage_enabled) return c.json(anonymous, 200, NO_STORE);
    const customer = await currentCustomer(c);
    if (!customer) return c.json(anonymous, 200, NO_STORE);
    const watchlist = await accounts.watchlist(customer.id);
    return c.json({ user: { name: customer.name }, watchlist }, 200, NO_STORE);
  });

  app.use('/api/auth/*', async (c, next) => {
    if (!c.get('site').features.garage_enabled) return c.json(NOT_FOUND, 404, NO_STORE);
    // Cross-site posts are refused for every route in one place (http/security.ts sameOriginWrites).
    await next();
    c.res.headers.set('cache-control', 'no-store');
  });

  app.post('/api/auth/sign-up', async (c) => {
    const site = c.get('site');
    const limited = (await deps.limits.writes?.hit(`${site.slug}|${clientIp(c, deps.trustProxy)}`)) ?? null;
    if (limited !== null) return tooMany(c, limited);
    const body = await readJson(c);
    if (!body.ok) return badBody(c, body);
    const parsed = signUpSchema.safeParse(body.value);
    if (!parsed.success)
      return badRequest(c, 'Please check the highlighted fields.', fieldErrors(parsed.error));
    const taken = 'An account with this email already exists. Please sign in.';
    if (await accounts.findByEmail(site.slug, parsed.data.email)) {
      // Someone who already has an account and types its password is signed in, with the answer a new
      // account gets. Anyone else learns that the email is taken only at the sign-in guessing rate
      // (each such answer counts as a failed sign-in), after the one scrypt a new account also costs.
      const existing = await checkPassword(c, parsed.data.email, parsed.data.password);
      if (typeof existing === 'object' && 'retryAfter' in existing) return tooMany(c, existing.retryAfter);
      if (existing === 'wrong') return c.json({ error: taken, fields: {} }, 409, NO_STORE);
      await startSession(c, existing);
      await authEvent(c, EVENT_IDS.authSignIn);
      return c.json(
        { user: { name: existing.name }, watchlist: await accounts.watchlist(existing.id) },
        201,
        NO_STORE,
      );
    }
    const created = await accounts.createCustomer({
      site: site.slug,
      name: parsed.data.name,
      email: parsed.data.email,
      passwordHash: await hashPassword(parsed.data.password),
    });
    // Two sign-ups for one new email at once: the second finds it taken.
    if (created === 'exists') return c.json({ error: taken, fields: {} }, 409, NO_STORE);
    await startSession(c, created);
    await authEvent(c, EVENT_IDS.authSignUp);
    return c.json({ user: { name: created.name }, watchlist: [] }, 201, NO_STORE);
  });

  app.post('/api/auth/sign-in', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return badBody(c, body);
    const parsed = signInSchema.safeParse(body.value);
    if (!parsed.success)
      return badRequest(c, 'Please check the highlighted fields.', fieldErrors(parsed.error));
    const customer = await checkPassword(c, parsed.data.email, parsed.data.password);
    if (typeof customer === 'object' && 'retryAfter' in customer) return tooMany(c, customer.retryAfter);
    if (customer === 'wrong') return c.json({ error: WRONG_CREDENTIALS }, 401, NO_STORE);
    await startSession(c, customer);
    await authEvent(c, EVENT_IDS.authSignIn);
    return c.json(
      { user: { name: customer.name }, watchlist: await accounts.watchlist(customer.id) },
      200,
      NO_STORE,
    );
  });

  app.post('/api/auth/sign-out', async (c) => {
    const token = sessionToken(c);
    if (token) {
      await accounts.endSession(c.get('site').slug, token);
      await authEvent(c, EVENT_IDS.authSignOut);
    }
    deleteCookie(c, SESSION_COOKIE, {
      path: '/',
      secure: isSecureRequest(c, deps.trustProxy),
      httpOnly: true,
      sameSite: 'Lax',
    });
    return c.body(null, 204, NO_STORE);
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    app.on(method, '/api/auth/watchlist/:carId', async (c) => {
      const site = c.get('site');
      const customer = await currentCustomer(c);
      if (!customer) return c.json({ error: 'Please sign in to keep a watchlist.' }, 401, NO_STORE);
      const param = c.req.param('carId');
      const carId = CAR_ID.test(param) ? Number(param) : null;
      if (carId === null || (method === 'PUT' && !deps.inventory.stock(site).byId.has(carId))) {
        return c.json(
          { error: 'Unknown car for this website', fields: { carId: 'Unknown car' } },
          404,
          NO_STORE,
        );
      }
      if (method === 'PUT') await accounts.watch(customer.id, carId);
      else await accounts.unwatch(customer.id, carId);
      return c.body(null, 204, NO_STORE);
    });
  }

  app.all('/api/auth/*', (c) => c.json(NOT_FOUND, 404, NO_STORE));
}

function tooMany(c: AppContext, retryAfterSeconds: number) {
  return c.json({ error: 'Too many attempts. Please try again shortly.' }, 429, {
    ...NO_STORE,
    'retry-after': String(retryAfterSeconds),
  });
}
