import type { SqlExecutor } from '../store/sql.js';
import { type TotpSecrets, TotpSecretUnreadableError } from './totp-secrets.js';

/** What `staff reseal-totp` did: counts of stored secrets, and who holds one no key opens. */
export interface TotpResealReport {
  /** Sealed anew under the current key (they were plaintext, or under a previous key). */
  resealed: number;
  /** Already under the current key: left as they were. */
  current: number;
  /** Emails of people whose stored secret no configured key opens (left as it was; they re-enrol). */
  unreadable: string[];
}

const COLUMNS = ['totp_secret', 'totp_pending_secret'] as const;

/**
 * After a key rotation: every stored two-factor secret (confirmed or pending) that is not under the
 * current key is sealed under it, so the previous key can be dropped. Each row is written only if it
 * still holds the value read (a sign-in that resealed it meanwhile wins), so it is safe while servers run.
 */
export async function resealTotpSecrets(db: SqlExecutor, box: TotpSecrets): Promise<TotpResealReport> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    totp_secret: string | null;
    totp_pending_secret: string | null;
  }>(
    `SELECT id, email, totp_secret, totp_pending_secret FROM staff_users
      WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL ORDER BY email`,
  );
  const report: TotpResealReport = { resealed: 0, current: 0, unreadable: [] };
  for (const row of rows) {
    for (const column of COLUMNS) {
      const stored = row[column];
      if (stored === null) continue;
      let opened: ReturnType<TotpSecrets['open']>;
      try {
        opened = box.open(row.id, stored);
      } catch (error) {
        if (!(error instanceof TotpSecretUnreadableError)) throw error;
        if (!report.unreadable.includes(row.email)) report.unreadable.push(row.email);
        continue;
      }
      if (!opened.reseal) {
        report.current += 1;
        continue;
      }
      const { rows: written } = await db.query(
        `UPDATE staff_users SET ${column} = $3 WHERE id = $1 AND ${column} = $2 RETURNING id`,
        [row.id, stored, box.seal(row.id, opened.secret)],
      );
      if (written.length > 0) report.resealed += 1;
    }
  }
  return report;
}
