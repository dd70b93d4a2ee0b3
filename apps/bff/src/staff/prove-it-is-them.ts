import { PASSWORD_MAX_LENGTH } from '@dealer/validation';
import { z } from 'zod';
import { verifyPassword } from '../accounts/passwords.js';
import type { AppContext, AppDeps } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { fieldError } from './http.js';
import { type StaffAccount, StaffPeople } from './people.js';
import { checkSecondFactor } from './second-factor.js';
import { TOTP_UNREADABLE } from './totp-secrets.js';

export const CODE_NEEDED = 'Enter a current code from your authenticator app, or a recovery code.';
const CODE_WRONG = 'That code is not right, or was used already.';
const PASSWORD_WRONG = 'That password is not right.';

const password = z.string('Enter your password.').min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH);
const code = z.string(CODE_NEEDED).trim().min(1, CODE_NEEDED).max(20, CODE_NEEDED);
/** The signed-in person's proof: the password, and a code when their two-factor is on. */
export const proofBody = z.object({ password, code: code.optional() });
/** The same, the code required (a change made while two-factor is on). */
export const provenBody = z.object({ password, code });

/**
 * The signed-in person's password and, when their two-factor is on, a current code or a recovery code:
 * the person when both hold, else the answer (400 naming the field, 503 for a secret this server cannot
 * read). Asked before a change to how anyone signs in (one's own two-factor, an admin's reset of
 * someone else's), inside `ConsoleReauth.attempt` so every check is a counted attempt.
 */
export async function proveItIsThem(
  c: AppContext,
  deps: AppDeps,
  input: { password: string; code?: string | undefined },
): Promise<StaffAccount | Response> {
  const person = await new StaffPeople(deps.store.db).byId(c.get('staff').userId);
  if (!person?.passwordHash || !(await verifyPassword(input.password, person.passwordHash)))
    return fieldError(c, 'password', PASSWORD_WRONG);
  if (!person.totpSecret) return person;
  if (!input.code) return fieldError(c, 'code', CODE_NEEDED);
  const second = await checkSecondFactor(deps, person, input.code);
  if (second === 'unreadable') return c.json({ error: TOTP_UNREADABLE }, 503, NO_STORE);
  return second === 'ok' ? person : fieldError(c, 'code', CODE_WRONG);
}
