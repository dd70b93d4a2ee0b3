import { emailSchema, newPasswordSchema, PASSWORD_MAX_LENGTH } from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { type AppContext, type AppDeps, type AppEnv, clientIp, clientNetwork } from '../http/context.js';
import { type RateLimiter, requestLimiter, type SignInRules, signInGuard } from '../http/rate-limit.js';
import { NO_STORE } from '../http/security.js';
import { isSecureRequest } from '../http/visitor.js';
import { queueAccountMail } from '../staff/account-mail.js';
import { writeAudit } from '../staff/audit.js';
import { auditBase, auditedWrite, fieldError, parseBody } from '../staff/http.js';
import { PASSWORD_RESET_TTL_MS, RESET_TOKEN, StaffPasswordResets } from '../staff/password-resets.js';
import { StaffPeople } from '../staff/people.js';
import { ConsoleReauth } from '../staff/reauth.js';
import { requireStaff } from '../staff/require-staff.js';
import { StaffSessions } from '../staff/sessions.js';
import { sha256 } from '../store/crypto.js';

/**
 * Getting back into a console account by password (issue 30 item 4):
 *   POST /api/console/password        {currentPassword, newPassword} → 204 (other sessions and reset links ended) | 400 | 429
 *   POST /api/console/password/forgot {email}                        → 202, the same for every email | 429
 *   POST /api/console/password/reset  {token, password}              → 204 (every session ended) | 400 | 410 | 429
 * The reset link goes by mail through the site's mailer (the embedded catcher in the demo), is good
 * once and for 30 minutes, and is kept only hashed. A reset does not turn two-factor off: the person
 * still needs their code (or a recovery code) to sign in.
 */

const FORGOT_ANSWER =
  'If this email has a console account, a link to choose a new password is on its way. It works for 30 minutes.';
const LINK_GONE = 'This link has expired or was used already. Ask for a new one.';

const changeBody = z.object({
  currentPassword: z
    .string('Enter your current password.')
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
const forgotBody = z.object({ email: emailSchema.pipe(z.string().max(254)) });
const resetBody = z.object({
  token: z.string('This link is not valid.').regex(RESET_TOKEN, 'This link is not valid.'),
  password: newPasswordSchema,
});

/** Reset mails asked for: 5 per address and 3 per email, each per hour (counted before any lookup). */
export const RESET_REQUESTS = {
  address: { limit: 5, windowMs: 60 * 60_000 },
  email: { limit: 3, windowMs: 60 * 60_000 },
};
/** Reset links tried: 20 per address, 10 per link, per 15 minutes (a link is 256 bits: this bounds cost). */
export const RESET_ATTEMPTS: SignInRules = {
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { limit: 10, windowMs: 15 * 60_000 },
  knownAddressMs: 15 * 60_000,
};

function tooMany(c: AppContext, retryAfter: number): Response {
  return c.json({ error: 'Too many attempts. Please try again later.' }, 429, {
    ...NO_STORE,
    'retry-after': String(retryAfter),
  });
}

async function changeRoute(c: AppContext, deps: AppDeps, reauth: ConsoleReauth): Promise<Response> {
  const body = await parseBody(c, changeBody);
  if (!body.ok) return body.response;
  const staff = c.get('staff');
  const checked = await reauth.attempt(c, staff.userId, async () => {
    const person = await new StaffPeople(deps.store.db).byId(staff.userId);
    const ok =
      person?.passwordHash && (await verifyPassword(body.value.currentPassword, person.passwordHash));
    return ok ? true : fieldError(c, 'currentPassword', 'That password is not right.');
  });
  if (checked instanceof Response) return checked;
  const passwordHash = await hashPassword(body.value.newPassword);
  await auditedWrite(deps, async (tx) => {
    await new StaffPeople(tx).setPasswordHash(staff.userId, passwordHash);
    // A reset link mailed before the change must not undo it (whoever reads that mailbox).
    await new StaffPasswordResets(tx).voidAll(staff.userId, deps.now());
    const ended = await new StaffSessions(tx).revokeOthers(staff.userId, c.get('staffSession'), deps.now());
    const audit = {
      ...auditBase(c, deps),
      action: 'password.changed',
      target: { type: 'staff', id: staff.userId },
      after: { otherSessionsEnded: ended },
    };
    return { result: null, audit };
  });
  return c.body(null, 204, NO_STORE);
}

function resetLink(c: AppContext, deps: AppDeps, token: string): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isSecureRequest(c, deps.trustProxy) ? 'https' : 'http'}://${host}/console/reset-password/${token}`;
}

async function forgotRoute(
  c: AppContext,
  deps: AppDeps,
  limits: { address: RateLimiter | null; email: RateLimiter | null },
): Promise<Response> {
  const body = await parseBody(c, forgotBody);
  if (!body.ok) return body.response;
  const email = body.value.email.trim().toLowerCase();
  const byAddress = (await limits.address?.hit(sha256(clientNetwork(c, deps.trustProxy)))) ?? null;
  if (byAddress !== null) return tooMany(c, byAddress);
  const byEmail = (await limits.email?.hit(sha256(email))) ?? null;
  if (byEmail !== null) return tooMany(c, byEmail);
  const person = await new StaffPeople(deps.store.db).byEmail(email);
  if (person) {
    const site = c.get('site');
    const now = deps.now();
    await deps.store.db.transaction(async (tx) => {
      const token = await new StaffPasswordResets(tx).create(person.id, now);
      await queueAccountMail(tx, {
        siteSlug: site.slug,
        to: person.email,
        topic: 'account.password_reset',
        subject: `Choose a new password (${site.name} console)`,
        text: [
          `Hello ${person.name},`,
          '',
          'Someone (we hope you) asked to choose a new password for your dealer console account.',
          `Open this link within ${PASSWORD_RESET_TTL_MS / 60_000} minutes to choose it; it works once:`,
          '',
          resetLink(c, deps, token),
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
          '',
        ].join('\n'),
        now,
      });
    });
  }
  return c.json({ message: FORGOT_ANSWER }, 202, NO_STORE);
}

async function resetRoute(
  c: AppContext,
  deps: AppDeps,
  guard: ReturnType<typeof signInGuard>,
): Promise<Response> {
  const body = await parseBody(c, resetBody);
  if (!body.ok) return body.response;
  const { token, password } = body.value;
  const attempt = await guard.attempt(sha256(`reset\n${token}`), sha256(clientNetwork(c, deps.trustProxy)));
  if (!attempt.ok) return tooMany(c, attempt.retryAfter);
  let outcome: 'gone' | 'done';
  try {
    outcome = await reset(c, deps, token, password);
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
  if (outcome === 'gone') {
    await attempt.failed();
    return c.json({ error: LINK_GONE, fields: { token: LINK_GONE } }, 410, NO_STORE);
  }
  await attempt.succeeded();
  return c.body(null, 204, NO_STORE);
}

/** Looks the link up first (cheap), hashes only for a live one, then uses it once in the write. */
async function reset(
  c: AppContext,
  deps: AppDeps,
  token: string,
  password: string,
): Promise<'gone' | 'done'> {
  const now = deps.now();
  if (!(await new StaffPasswordResets(deps.store.db).holder(token, now))) return 'gone';
  const passwordHash = await hashPassword(password);
  return deps.store.db.transaction(async (tx) => {
    const userId = await new StaffPasswordResets(tx).use(token, now);
    if (!userId) return 'gone' as const;
    const people = new StaffPeople(tx);
    const person = await people.byId(userId);
    const groupId = person ? await people.activeGroupOf(person.email) : null;
    if (!person || !groupId) return 'gone' as const;
    await people.setPasswordHash(userId, passwordHash);
    await new StaffSessions(tx).revokeAll(userId, now);
    await writeAudit(tx, {
      actor: { userId, email: person.email, groupId },
      action: 'password.reset',
      target: { type: 'staff', id: userId },
      ip: clientIp(c, deps.trustProxy),
      at: now,
    });
    return 'done' as const;
  });
}

export function registerConsolePasswordRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  const reauth = new ConsoleReauth(deps);
  const requests = {
    address: requestLimiter(
      deps,
      'password-reset-request:address',
      RESET_REQUESTS.address,
      RESET_REQUESTS.address,
    ),
    email: requestLimiter(deps, 'password-reset-request:email', RESET_REQUESTS.email, RESET_REQUESTS.email),
  };
  const attempts = signInGuard(deps, 'password-reset', RESET_ATTEMPTS);

  app.post('/api/console/password', guard, (c) => changeRoute(c, deps, reauth));

  app.post('/api/console/password/forgot', (c) => forgotRoute(c, deps, requests));

  app.post('/api/console/password/reset', (c) => resetRoute(c, deps, attempts));
}
