import { newToken, sha256 } from '../store/crypto.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Forgotten console passwords (issue 30 item 4): a reset link carries a 256-bit token that is kept only
 * as its SHA-256, works once, and expires 30 minutes after it was made (by the app's clock). Asking
 * again voids the earlier links; using one voids them all.
 */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
/** A reset token as it appears in a link: 256 bits, base64url. Anything else is not looked up. */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export class StaffPasswordResets {
  constructor(private readonly db: SqlExecutor) {}

  /** A new link's token for the person (earlier unused ones void); the token is returned once, not kept. */
  async create(userId: string, now: Date): Promise<string> {
    const token = newToken();
    await this.voidAll(userId, now);
    await this.db.query(
      `INSERT INTO staff_password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
      [
        sha256(token),
        userId,
        now.toISOString(),
        new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
      ],
    );
    return token;
  }

  /** Voids every unused link of the person (their password was changed: an old link must not undo it). */
  async voidAll(userId: string, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE staff_password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
      [userId, now.toISOString()],
    );
  }

  /** The person a token may still reset (unused, not expired at `now`, account not removed), or null. */
  async holder(token: string, now: Date): Promise<string | null> {
    if (!RESET_TOKEN.test(token)) return null;
    const { rows } = await this.db.query<{ user_id: string }>(
      `SELECT r.user_id FROM staff_password_resets r JOIN staff_users u ON u.id = r.user_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2 AND u.removed_at IS NULL`,
      [sha256(token), now.toISOString()],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Uses the token up, once: the person's id, or null when it was used (a racing second use), expired
   * or never made. Every other link of the person is voided with it.
   */
  async use(token: string, now: Date): Promise<string | null> {
    if (!RESET_TOKEN.test(token)) return null;
    const { rows } = await this.db.query<{ user_id: string }>(
      `UPDATE staff_password_resets SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
      [sha256(token), now.toISOString()],
    );
    const userId = rows[0]?.user_id ?? null;
    if (userId) await this.voidAll(userId, now);
    return userId;
  }
}
