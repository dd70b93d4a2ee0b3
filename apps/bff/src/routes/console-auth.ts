import { PASSWORD_MAX_LENGTH } from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditBase, auditedWrite, notFound, parseBody, UUID } from '../staff/http.js';
import { StaffPeople } from '../staff/people.js';
import { StaffRecoveryCodes } from '../staff/recovery-codes.js';
import { clearConsoleCookie, consoleToken, requireStaff } from '../staff/require-staff.js';
import { StaffSessions } from '../staff/sessions.js';
import { ConsoleSignIn } from '../staff/sign-in.js';

/**
 * The console's own account calls (console: people and access):
 *   POST   /api/console/sign-in               {email, password, totp?} → 200 {staff} + cookie | 401 | 429 | 503
 *          (`totp`: the authenticator's code, or one of the person's one-time recovery codes)
 *   POST   /api/console/sign-out                                       → 204, cookie cleared
 *   GET    /api/console/me                                             → {staff, totpEnabled, sites}
 *   GET    /api/console/sessions                                       → {sessions}
 *   DELETE /api/console/sessions/{id}                                  → 204 | 404
 *   POST   /api/console/sessions/revoke-all                            → 204 (this one included)
 * Two-factor set-up is in console-two-factor.ts, password change and reset in console-passwords.ts.
 * TOTP secrets are stored sealed (staff/totp-secrets.ts); one this server cannot open is a 503 saying so.
 */

const signInBody = z.object({
  email: z.string('Enter your email.').trim().min(1, 'Enter your email.').max(254),
  password: z.string('Enter your password.').min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  totp: z.string().max(20).optional(),
});

async function signInRoute(c: AppContext, signIn: ConsoleSignIn): Promise<Response> {
  const body = await parseBody(c, signInBody);
  if (!body.ok) return body.response;
  const outcome = await signIn.signIn(c, body.value);
  if (outcome.ok) {
    const { sessionId: _id, ...staff } = outcome.staff;
    return c.json({ staff }, 200, NO_STORE);
  }
  if (outcome.status === 503) return c.json({ error: outcome.error }, 503, NO_STORE);
  if (outcome.status === 429)
    return c.json({ error: 'Too many failed sign-ins. Please try again later.' }, 429, {
      ...NO_STORE,
      'retry-after': String(outcome.retryAfter),
    });
  const fields = outcome.totpRequired ? { totp: outcome.error } : undefined;
  return c.json({ error: outcome.error, fields, totpRequired: outcome.totpRequired }, 401, NO_STORE);
}

async function signOutRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const token = consoleToken(c);
  const staff = token
    ? await new StaffSessions(deps.store.db).staffFor(token, deps.now(), deps.registry.sites)
    : null;
  if (staff)
    await auditedWrite(deps, async (tx) => {
      await new StaffSessions(tx).revoke(staff.userId, staff.sessionId, deps.now());
      const audit = { ...auditBase(c, deps), actor: staff, action: 'staff.signed_out' };
      return { result: null, audit: { ...audit, target: { type: 'session', id: staff.sessionId } } };
    });
  clearConsoleCookie(c, deps.trustProxy);
  return c.body(null, 204, NO_STORE);
}

async function meRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const person = await new StaffPeople(deps.store.db).byId(staff.userId);
  const sites = deps.registry.sites
    .filter((s) => staff.siteSlugs.includes(s.slug))
    .map((s) => ({ slug: s.slug, name: s.name }));
  const recoveryCodesLeft = person?.totpSecret
    ? await new StaffRecoveryCodes(deps.store.db).remaining(staff.userId)
    : 0;
  return c.json({ staff, totpEnabled: Boolean(person?.totpSecret), recoveryCodesLeft, sites }, 200, NO_STORE);
}

async function sessionsRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const sessions = await new StaffSessions(deps.store.db).list(c.get('staff').userId, deps.now());
  const current = c.get('staffSession');
  return c.json({ sessions: sessions.map((s) => ({ ...s, current: s.id === current })) }, 200, NO_STORE);
}

async function revokeAllRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  await auditedWrite(deps, async (tx) => {
    const count = await new StaffSessions(tx).revokeAll(staff.userId, deps.now());
    const target = { type: 'staff', id: staff.userId };
    return {
      result: count,
      audit: { ...auditBase(c, deps), action: 'sessions.revoked_all', target, after: { count } },
    };
  });
  clearConsoleCookie(c, deps.trustProxy);
  return c.body(null, 204, NO_STORE);
}

async function revokeRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) return notFound(c, 'Session not found');
  const staff = c.get('staff');
  const revoked = await auditedWrite(deps, async (tx) => {
    const done = await new StaffSessions(tx).revoke(staff.userId, id, deps.now());
    const audit = { ...auditBase(c, deps), action: 'session.revoked', target: { type: 'session', id } };
    return { result: done, audit: done ? audit : null };
  });
  if (!revoked) return notFound(c, 'Session not found');
  if (id === c.get('staffSession')) clearConsoleCookie(c, deps.trustProxy);
  return c.body(null, 204, NO_STORE);
}

export function registerConsoleAuthRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const signIn = new ConsoleSignIn(deps);
  const guard = requireStaff(deps);

  app.post('/api/console/sign-in', (c) => signInRoute(c, signIn));

  app.post('/api/console/sign-out', (c) => signOutRoute(c, deps));

  app.get('/api/console/me', guard, (c) => meRoute(c, deps));

  app.get('/api/console/sessions', guard, (c) => sessionsRoute(c, deps));

  app.post('/api/console/sessions/revoke-all', guard, (c) => revokeAllRoute(c, deps));

  app.delete('/api/console/sessions/:id', guard, (c) => revokeRoute(c, deps));
}
