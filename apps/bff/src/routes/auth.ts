import { EVENT_IDS } from '@dealer/event-ids';
import { fieldErrors, signInSchema, signUpSchema } from '@dealer/validation';
import type { Hono } from 'hono';
import { GarageAuth } from '../accounts/garage-auth.js';
import { hashPassword } from '../accounts/passwords.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  clientNetwork,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';

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
 * anonymous (no account is looked up). Sign-in and sessions: accounts/garage-auth.ts.
 */

const CAR_ID = /^[1-9]\d{0,11}$/;
const WRONG_CREDENTIALS = 'The email or password is not right.';
const TAKEN = 'An account with this email already exists. Please sign in.';
const NOT_FOUND = { error: 'Not found' };

const anonymous = { user: null, watchlist: [] as number[] };

function tooMany(c: AppContext, retryAfterSeconds: number) {
  return c.json({ error: 'Too many attempts. Please try again shortly.' }, 429, {
    ...NO_STORE,
    'retry-after': String(retryAfterSeconds),
  });
}

async function signUp(c: AppContext, deps: AppDeps, garage: GarageAuth): Promise<Response> {
  const site = c.get('site');
  const limited =
    (await deps.limits.writes?.hit(`${site.slug}|${clientNetwork(c, deps.trustProxy)}`)) ?? null;
  if (limited !== null) return tooMany(c, limited);
  const body = await readJson(c);
  if (!body.ok) return badBody(c, body);
  const parsed = signUpSchema.safeParse(body.value);
  if (!parsed.success)
    return badRequest(c, 'Please check the highlighted fields.', fieldErrors(parsed.error));
  const { name, email, password } = parsed.data;
  if (await garage.accounts.findByEmail(site.slug, email)) {
    // Someone who already has an account and types its password is signed in, with the answer a new
    // account gets. Anyone else learns that the email is taken only at the sign-in guessing rate
    // (each such answer counts as a failed sign-in), after the one scrypt a new account also costs.
    const existing = await garage.checkPassword(c, email, password);
    if (typeof existing === 'object' && 'retryAfter' in existing) return tooMany(c, existing.retryAfter);
    if (existing === 'wrong') return c.json({ error: TAKEN, fields: {} }, 409, NO_STORE);
    await garage.startSession(c, existing);
    await garage.event(c, EVENT_IDS.authSignIn);
    return c.json(await garage.signedIn(existing), 201, NO_STORE);
  }
  const passwordHash = await hashPassword(password);
  const created = await garage.accounts.createCustomer({ site: site.slug, name, email, passwordHash });
  // Two sign-ups for one new email at once: the second finds it taken.
  if (created === 'exists') return c.json({ error: TAKEN, fields: {} }, 409, NO_STORE);
  await garage.startSession(c, created);
  await garage.event(c, EVENT_IDS.authSignUp);
  return c.json({ user: { name: created.name }, watchlist: [] }, 201, NO_STORE);
}

async function signIn(c: AppContext, garage: GarageAuth): Promise<Response> {
  const body = await readJson(c);
  if (!body.ok) return badBody(c, body);
  const parsed = signInSchema.safeParse(body.value);
  if (!parsed.success)
    return badRequest(c, 'Please check the highlighted fields.', fieldErrors(parsed.error));
  const customer = await garage.checkPassword(c, parsed.data.email, parsed.data.password);
  if (typeof customer === 'object' && 'retryAfter' in customer) return tooMany(c, customer.retryAfter);
  if (customer === 'wrong') return c.json({ error: WRONG_CREDENTIALS }, 401, NO_STORE);
  await garage.startSession(c, customer);
  await garage.event(c, EVENT_IDS.authSignIn);
  return c.json(await garage.signedIn(customer), 200, NO_STORE);
}

async function changeWatchlist(
  c: AppContext,
  deps: AppDeps,
  garage: GarageAuth,
  method: 'PUT' | 'DELETE',
): Promise<Response> {
  const customer = await garage.currentCustomer(c);
  if (!customer) return c.json({ error: 'Please sign in to keep a watchlist.' }, 401, NO_STORE);
  const param = c.req.param('carId') ?? '';
  const carId = CAR_ID.test(param) ? Number(param) : null;
  if (carId === null || (method === 'PUT' && !deps.inventory.stock(c.get('site')).byId.has(carId))) {
    const body = { error: 'Unknown car for this website', fields: { carId: 'Unknown car' } };
    return c.json(body, 404, NO_STORE);
  }
  if (method === 'PUT') await garage.accounts.watch(customer.id, carId);
  else await garage.accounts.unwatch(customer.id, carId);
  return c.body(null, 204, NO_STORE);
}

export function registerAuthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const garage = new GarageAuth(deps);

  app.get('/api/auth', async (c) => {
    if (!c.get('site').features.garage_enabled) return c.json(anonymous, 200, NO_STORE);
    const customer = await garage.currentCustomer(c);
    return c.json(customer ? await garage.signedIn(customer) : anonymous, 200, NO_STORE);
  });

  app.use('/api/auth/*', async (c, next) => {
    if (!c.get('site').features.garage_enabled) return c.json(NOT_FOUND, 404, NO_STORE);
    // Cross-site posts are refused for every route in one place (http/security.ts sameOriginWrites).
    await next();
    c.res.headers.set('cache-control', 'no-store');
  });

  app.post('/api/auth/sign-up', (c) => signUp(c, deps, garage));
  app.post('/api/auth/sign-in', (c) => signIn(c, garage));
  app.post('/api/auth/sign-out', async (c) => {
    if (await garage.endSession(c)) await garage.event(c, EVENT_IDS.authSignOut);
    return c.body(null, 204, NO_STORE);
  });
  for (const method of ['PUT', 'DELETE'] as const) {
    app.on(method, '/api/auth/watchlist/:carId', (c) => changeWatchlist(c, deps, garage, method));
  }

  app.all('/api/auth/*', (c) => c.json(NOT_FOUND, 404, NO_STORE));
}
