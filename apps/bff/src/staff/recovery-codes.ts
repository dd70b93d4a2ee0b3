import { randomBytes } from 'node:crypto';
import { sha256 } from '../store/crypto.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Two-factor recovery codes (issue 30): ten one-time codes shown once when two-factor is turned on or
 * the codes are made anew, kept only as SHA-256 hashes (each code is 60 random bits: a fast hash is
 * enough, the attempt limits bound guessing). A code stands in for the authenticator's code once.
 */

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 without look-alikes: read off paper and typed back without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** `xxxx-xxxx-xxxx` as people type it, dashes and spaces optional, any case. */
export const RECOVERY_CODE = /^\s*[0-9A-Za-z]{4}[-\s]?[0-9A-Za-z]{4}[-\s]?[0-9A-Za-z]{4}\s*$/;

function newCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** The one form a typed code is hashed in (Crockford's base32 reads O as 0 and I, L as 1). */
function normalise(code: string): string {
  return code.toUpperCase().replace(/[-\s]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const hashOf = (userId: string, code: string) => sha256(`staff-recovery\n${userId}\n${normalise(code)}`);

export class StaffRecoveryCodes {
  constructor(private readonly db: SqlExecutor) {}

  /** Ten new codes for the person, every earlier one void; the codes are returned once and not kept. */
  async replace(userId: string, now: Date): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    await this.clear(userId);
    for (const code of codes)
      await this.db.query(
        'INSERT INTO staff_recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)',
        [userId, hashOf(userId, code), now.toISOString()],
      );
    return codes;
  }

  /** Uses a code up: true once for each code the person holds, false for anything else. */
  async use(userId: string, code: string, now: Date): Promise<boolean> {
    if (!RECOVERY_CODE.test(code)) return false;
    const { rows } = await this.db.query<{ user_id: string }>(
      `UPDATE staff_recovery_codes SET used_at = $3
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
      [userId, hashOf(userId, code), now.toISOString()],
    );
    return rows.length > 0;
  }

  /** Codes the person has not used yet. */
  async remaining(userId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM staff_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async clear(userId: string): Promise<void> {
    await this.db.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId]);
  }
}
