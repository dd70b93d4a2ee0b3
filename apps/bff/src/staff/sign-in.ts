import { setCookie } from 'hono/cookie';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../accounts/passwords.js';
import { type AppContext, type AppDeps, clientIp, clientNetwork } from '../http/context.js';
import { type SignInRules, signInGuard } from '../http/rate-limit.js';
import { isSecureRequest } from '../http/visitor.js';
import { sha256 } from '../store/crypto.js';
import { writeAudit } from './audit.js';
import { StaffPeople } from './people.js';
import { CONSOLE_COOKIE } from './require-staff.js';
import { checkSecondFactor } from './second-factor.js';
import { type SessionStaff, STAFF_SESSION_TTL_MS, StaffSessions } from './sessions.js';
import { TOTP_UNREADABLE } from './totp-secrets.js';

/**
 * Console sign-in (console: people and access): email and password (scrypt, the garage's hashes), then the TOTP code
 * (or a one-time recovery code) when the person enrolled two-factor, under the sign-in throttle. A wrong password, an unknown email and
 * a wrong code each count as a failed attempt; an answer never says which emails have accounts.
 */

/**
 * Failed console sign-ins per 15 minutes: 10 for one account from one address, 30 per address, 100 per
 * account from everywhere — and never a lock-out from an address the person signed in from within 30
 * days (the garage's limits: a person, not a machine, types these).
 */
export const CONSOLE_SIGN_IN: SignInRules = {
  accountAddress: { limit: 10, windowMs: 15 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000 },
  account: { limit: 100, windowMs: 15 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export const WRONG_CREDENTIALS = 'The email or password is not right.';
export const TOTP_NEEDED = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_WRONG = 'That code is not right, or was used already. Try the next one.';

export type SignInOutcome =
  | { ok: true; staff: SessionStaff }
  | { ok: false; status: 401; error: string; totpRequired?: boolean }
  | { ok: false; status: 429; retryAfter: number }
  | { ok: false; status: 503; error: string };

export class ConsoleSignIn {
  private readonly guard;

  constructor(private readonly deps: AppDeps) {
    this.guard = signInGuard(deps, 'console-sign-in', CONSOLE_SIGN_IN);
  }

  async signIn(
    c: AppContext,
    input: { email: string; password: string; totp?: string | undefined },
  ): Promise<SignInOutcome> {
    const account = sha256(`console\n${input.email.trim().toLowerCase()}`);
    const address = sha256(clientNetwork(c, this.deps.trustProxy));
    // Counted before anything is checked: of a burst of guesses at most the limit reach scrypt.
    const attempt = await this.guard.attempt(account, address);
    if (!attempt.ok) return { ok: false, status: 429, retryAfter: attempt.retryAfter };
    let outcome: SignInOutcome | 'awaiting-code' | 'wrong';
    try {
      outcome = await this.check(c, input);
    } catch (error) {
      await attempt.withdrawn();
      throw error;
    }
    if (outcome === 'wrong') {
      await attempt.failed();
      return { ok: false, status: 401, error: WRONG_CREDENTIALS };
    }
    // The right password without its code yet is the first half of a sign-in, not a guess.
    if (outcome === 'awaiting-code') {
      await attempt.withdrawn();
      return { ok: false, status: 401, error: TOTP_NEEDED, totpRequired: true };
    }
    if (outcome.ok) await attempt.succeeded();
    else if (outcome.status === 401) await attempt.failed();
    else await attempt.withdrawn();
    return outcome;
  }

  /** The password, then the code: 'wrong' for either credential, the session when both hold. */
  private async check(
    c: AppContext,
    input: { email: string; password: string; totp?: string | undefined },
  ): Promise<SignInOutcome | 'awaiting-code' | 'wrong'> {
    const people = new StaffPeople(this.deps.store.db);
    const person = await people.byEmail(input.email);
    const passwordOk = person?.passwordHash
      ? await verifyPassword(input.password, person.passwordHash)
      : await verifyAgainstNothing(input.password);
    if (!person?.passwordHash || !passwordOk) return 'wrong';
    if (person.totpSecret) {
      if (!input.totp) return 'awaiting-code';
      const second = await checkSecondFactor(this.deps, person, input.totp);
      if (second === 'unreadable') return { ok: false, status: 503, error: TOTP_UNREADABLE };
      if (second === 'wrong') return { ok: false, status: 401, error: TOTP_WRONG, totpRequired: true };
    }
    if (needsRehash(person.passwordHash))
      await people.setPasswordHash(person.id, await hashPassword(input.password, undefined, true));
    const staff = await this.startSession(c, person.id, 'staff.signed_in');
    if (!staff) return { ok: false, status: 401, error: WRONG_CREDENTIALS };
    return { ok: true, staff };
  }

  /** Opens a session (cookie set) and logs it; null when the person has no membership to sign in to. */
  async startSession(c: AppContext, userId: string, action: string): Promise<SessionStaff | null> {
    const now = this.deps.now();
    const ip = clientIp(c, this.deps.trustProxy);
    const { token, staff } = await this.deps.store.db.transaction(async (tx) => {
      const sessions = new StaffSessions(tx);
      const opened = await sessions.create(userId, now, {
        ip,
        userAgent: c.req.header('user-agent') ?? null,
      });
      const member = await sessions.staffFor(opened.token, now, this.deps.registry.sites);
      if (member)
        await writeAudit(tx, {
          actor: member,
          action,
          target: { type: 'session', id: opened.id },
          ip,
          at: now,
        });
      return { token: opened.token, staff: member };
    });
    if (!staff) return null;
    setCookie(c, CONSOLE_COOKIE, token, {
      path: '/',
      httpOnly: true,
      secure: isSecureRequest(c, this.deps.trustProxy),
      sameSite: 'Strict',
      maxAge: Math.floor(STAFF_SESSION_TTL_MS / 1000),
    });
    return staff;
  }
}
