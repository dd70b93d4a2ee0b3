import { newTotpSecret, otpauthUri, verifyTotp } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditBase, auditedWrite, fieldError, parseBody } from '../staff/http.js';
import { StaffPeople } from '../staff/people.js';
import { proofBody, proveItIsThem, provenBody } from '../staff/prove-it-is-them.js';
import { ConsoleReauth } from '../staff/reauth.js';
import { StaffRecoveryCodes } from '../staff/recovery-codes.js';
import { requireStaff } from '../staff/require-staff.js';
import { TOTP_UNREADABLE, TotpSecretUnreadableError } from '../staff/totp-secrets.js';

/**
 * Two-factor sign-in of one's own console account (console: people and access; issue 30 item 3):
 *   POST /api/console/totp/enrol          {password, code?}  → {secret, uri} (pending) | 400 | 429
 *   POST /api/console/totp/confirm        {code}             → {recoveryCodes} (on) | 400 | 429
 *   POST /api/console/totp/disable        {password, code}   → 204 | 400 | 429
 *   POST /api/console/totp/recovery-codes {password, code}   → {recoveryCodes} (the old ones void) | 400 | 429
 * A session alone changes nothing: every change needs the password, and while two-factor is on a
 * current code or a recovery code too; a new authenticator replaces the old one only once its own
 * code confirms it. Each check is a counted attempt (staff/reauth.ts) like a sign-in. Recovery codes
 * are shown once, in the answer that made them.
 */

const confirmBody = z.object({
  code: z.string('Enter the 6-digit code.').regex(/^\s*\d{3}\s?\d{3}\s*$/, 'Enter the 6-digit code.'),
});

async function enrolRoute(c: AppContext, deps: AppDeps, reauth: ConsoleReauth): Promise<Response> {
  const body = await parseBody(c, proofBody);
  if (!body.ok) return body.response;
  const staff = c.get('staff');
  const proven = await reauth.attempt(c, staff.userId, () => proveItIsThem(c, deps, body.value));
  if (proven instanceof Response) return proven;
  const secret = newTotpSecret();
  const issuer = deps.registry.sites.find((s) => s.slug === staff.siteSlugs[0])?.name ?? 'Dealer console';
  await new StaffPeople(deps.store.db).setTotp(staff.userId, {
    pending: deps.totpSecrets.seal(staff.userId, secret),
  });
  return c.json({ secret, uri: otpauthUri({ secret, account: staff.email, issuer }) }, 200, NO_STORE);
}

async function confirmRoute(c: AppContext, deps: AppDeps, reauth: ConsoleReauth): Promise<Response> {
  const body = await parseBody(c, confirmBody);
  if (!body.ok) return body.response;
  const staff = c.get('staff');
  const checked = await reauth.attempt(c, staff.userId, async () => {
    const person = await new StaffPeople(deps.store.db).byId(staff.userId);
    if (!person?.totpPendingSecret)
      return fieldError(c, 'code', 'Start the set-up first: no code is awaited.');
    let secret: string;
    try {
      secret = deps.totpSecrets.open(person.id, person.totpPendingSecret).secret;
    } catch (error) {
      if (!(error instanceof TotpSecretUnreadableError)) throw error;
      deps.log(`console: ${c.req.method} ${c.req.path}: ${error.message}`);
      return c.json({ error: TOTP_UNREADABLE }, 503, NO_STORE);
    }
    const step = await verifyTotp(secret, body.value.code, deps.now());
    if (step === null) return fieldError(c, 'code', 'That code is not right. Check the time on your phone.');
    return { person, secret, step };
  });
  if (checked instanceof Response) return checked;
  const { person, secret, step } = checked;
  const replacing = person.totpSecret !== null;
  const recoveryCodes = await auditedWrite(deps, async (tx) => {
    await new StaffPeople(tx).setTotp(staff.userId, {
      secret: deps.totpSecrets.seal(person.id, secret),
      pending: null,
      lastStep: step,
    });
    const codes = new StaffRecoveryCodes(tx);
    // A new authenticator keeps the person's recovery codes; turning two-factor on makes them.
    const made =
      replacing && (await codes.remaining(staff.userId)) > 0
        ? null
        : await codes.replace(staff.userId, deps.now());
    const audit = {
      ...auditBase(c, deps),
      action: replacing ? 'totp.replaced' : 'totp.enabled',
      target: { type: 'staff', id: staff.userId },
    };
    return { result: made, audit };
  });
  return c.json({ recoveryCodes }, 200, NO_STORE);
}

async function disableRoute(c: AppContext, deps: AppDeps, reauth: ConsoleReauth): Promise<Response> {
  const body = await parseBody(c, provenBody);
  if (!body.ok) return body.response;
  const staff = c.get('staff');
  const person = await new StaffPeople(deps.store.db).byId(staff.userId);
  if (!person?.totpSecret) return fieldError(c, 'code', 'Two-factor sign-in is not on.');
  const proven = await reauth.attempt(c, staff.userId, () => proveItIsThem(c, deps, body.value));
  if (proven instanceof Response) return proven;
  await auditedWrite(deps, async (tx) => {
    await new StaffPeople(tx).setTotp(staff.userId, { secret: null, pending: null, lastStep: null });
    await new StaffRecoveryCodes(tx).clear(staff.userId);
    const audit = {
      ...auditBase(c, deps),
      action: 'totp.disabled',
      target: { type: 'staff', id: staff.userId },
    };
    return { result: null, audit };
  });
  return c.body(null, 204, NO_STORE);
}

async function recoveryCodesRoute(c: AppContext, deps: AppDeps, reauth: ConsoleReauth): Promise<Response> {
  const body = await parseBody(c, provenBody);
  if (!body.ok) return body.response;
  const staff = c.get('staff');
  const person = await new StaffPeople(deps.store.db).byId(staff.userId);
  if (!person?.totpSecret) return fieldError(c, 'code', 'Turn two-factor sign-in on first.');
  const proven = await reauth.attempt(c, staff.userId, () => proveItIsThem(c, deps, body.value));
  if (proven instanceof Response) return proven;
  const recoveryCodes = await auditedWrite(deps, async (tx) => {
    const made = await new StaffRecoveryCodes(tx).replace(staff.userId, deps.now());
    const audit = {
      ...auditBase(c, deps),
      action: 'totp.recovery_codes_replaced',
      target: { type: 'staff', id: staff.userId },
    };
    return { result: made, audit };
  });
  return c.json({ recoveryCodes }, 200, NO_STORE);
}

export function registerConsoleTwoFactorRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  const reauth = new ConsoleReauth(deps);

  app.post('/api/console/totp/enrol', guard, (c) => enrolRoute(c, deps, reauth));

  app.post('/api/console/totp/confirm', guard, (c) => confirmRoute(c, deps, reauth));

  app.post('/api/console/totp/disable', guard, (c) => disableRoute(c, deps, reauth));

  app.post('/api/console/totp/recovery-codes', guard, (c) => recoveryCodesRoute(c, deps, reauth));
}
