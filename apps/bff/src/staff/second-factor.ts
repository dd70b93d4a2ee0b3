import { verifyTotp } from '@dealer/staff';
import type { AppDeps } from '../http/context.js';
import { type StaffAccount, StaffPeople } from './people.js';
import { StaffRecoveryCodes } from './recovery-codes.js';
import { TotpSecretUnreadableError } from './totp-secrets.js';

/**
 * The second factor of a person who turned two-factor on: the authenticator's current code (each time
 * step once) or one of their recovery codes (each once). 'unreadable' when the stored secret cannot be
 * opened with this server's key (the caller answers 503 saying so).
 */
export type SecondFactor = 'ok' | 'wrong' | 'unreadable';

export async function checkSecondFactor(
  deps: Pick<AppDeps, 'store' | 'totpSecrets' | 'now' | 'log'>,
  person: StaffAccount,
  code: string,
): Promise<SecondFactor> {
  if (!person.totpSecret) return 'wrong';
  const now = deps.now();
  if (!/^\s*\d{3}\s?\d{3}\s*$/.test(code))
    return (await new StaffRecoveryCodes(deps.store.db).use(person.id, code, now)) ? 'ok' : 'wrong';
  let opened: ReturnType<AppDeps['totpSecrets']['open']>;
  try {
    opened = deps.totpSecrets.open(person.id, person.totpSecret);
  } catch (error) {
    if (!(error instanceof TotpSecretUnreadableError)) throw error;
    deps.log(`console: second factor of ${person.id}: ${error.message}`);
    return 'unreadable';
  }
  const people = new StaffPeople(deps.store.db);
  const step = await verifyTotp(opened.secret, code, now, person.totpLastStep);
  if (step === null || !(await people.useTotpStep(person.id, step))) return 'wrong';
  // A secret stored before encryption, or under a key since rotated, is sealed anew on its use.
  if (opened.reseal)
    await people.setTotp(person.id, { secret: deps.totpSecrets.seal(person.id, opened.secret) });
  return 'ok';
}
