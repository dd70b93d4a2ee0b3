import { randomUUID } from 'node:crypto';
import type { TeamMember } from '@dealer/api-client';
import type { StaffRole } from '@dealer/staff';
import { normaliseEmail } from '../accounts/accounts.js';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Staff accounts and their membership (console: people and access): one membership per person (a group, a role, the
 * listed sites). Passwords are scrypt hashes (accounts/passwords.ts, the garage's); the TOTP secret is
 * kept pending until a first code confirms it. A removed person keeps their row (the audit log and old
 * leads name them) but signs in no more.
 */

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  passwordHash: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

/** A member as the console's team page reads them (the api-client's TeamMember). */
export type TeamRow = TeamMember;

export interface Membership {
  groupId: string;
  role: StaffRole;
  siteSlugs: string[];
}

const slugs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];

export class StaffPeople {
  constructor(private readonly db: SqlExecutor) {}

  /** A new person with their membership; 'exists' when the email already has an account. */
  async create(
    input: { email: string; name: string; passwordHash: string },
    membership: Membership,
    now: Date,
  ): Promise<string | 'exists'> {
    const id = randomUUID();
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO staff_users (id, email, name, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [id, normaliseEmail(input.email), input.name, input.passwordHash, now.toISOString()],
    );
    if (!rows[0]) return 'exists';
    await this.db.query(
      'INSERT INTO staff_memberships (user_id, group_id, role, site_slugs, updated_at) VALUES ($1, $2, $3, $4, $5)',
      [id, membership.groupId, membership.role, JSON.stringify(membership.siteSlugs), now.toISOString()],
    );
    return id;
  }

  /**
   * A removed person's account brought back by an accepted invitation: a new password, the
   * invitation's membership, no second factor (they enrol again), and the same id (their history
   * stays theirs). Null when the email has no removed account.
   */
  async restore(
    input: { email: string; name: string; passwordHash: string },
    membership: Membership,
    now: Date,
  ): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE staff_users SET removed_at = NULL, name = $2, password_hash = $3, totp_secret = NULL,
              totp_pending_secret = NULL, totp_last_step = NULL
        WHERE email = $1 AND removed_at IS NOT NULL RETURNING id`,
      [normaliseEmail(input.email), input.name, input.passwordHash],
    );
    const id = rows[0]?.id;
    if (!id) return null;
    await this.db.query(
      `INSERT INTO staff_memberships (user_id, group_id, role, site_slugs, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET group_id = $2, role = $3, site_slugs = $4, updated_at = $5`,
      [id, membership.groupId, membership.role, JSON.stringify(membership.siteSlugs), now.toISOString()],
    );
    await this.db.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [id]);
    return id;
  }

  /** The group of the email's account that may sign in, or null when it has none (or was removed). */
  async activeGroupOf(email: string): Promise<string | null> {
    const { rows } = await this.db.query<{ group_id: string }>(
      `SELECT m.group_id FROM staff_users u JOIN staff_memberships m ON m.user_id = u.id
        WHERE u.email = $1 AND u.removed_at IS NULL`,
      [normaliseEmail(email)],
    );
    return rows[0]?.group_id ?? null;
  }

  /** The account of an email that may sign in (not removed), or null. */
  async byEmail(email: string): Promise<StaffAccount | null> {
    return this.account('u.email = $1', normaliseEmail(email));
  }

  async byId(id: string): Promise<StaffAccount | null> {
    return this.account('u.id = $1', id);
  }

  private async account(where: string, value: string): Promise<StaffAccount | null> {
    const { rows } = await this.db.query<{
      id: string;
      email: string;
      name: string;
      password_hash: string | null;
      totp_secret: string | null;
      totp_pending_secret: string | null;
      totp_last_step: string | number | null;
    }>(
      `SELECT u.id, u.email, u.name, u.password_hash, u.totp_secret, u.totp_pending_secret, u.totp_last_step
         FROM staff_users u WHERE ${where} AND u.removed_at IS NULL`,
      [value],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      passwordHash: row.password_hash,
      totpSecret: row.totp_secret,
      totpPendingSecret: row.totp_pending_secret,
      totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  }

  async setPasswordHash(id: string, hash: string): Promise<void> {
    await this.db.query('UPDATE staff_users SET password_hash = $2 WHERE id = $1', [id, hash]);
  }

  /** Records a TOTP step as used; false when that step (or a later one) was used already (a replay). */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE staff_users SET totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [id, step],
    );
    return rows.length > 0;
  }

  async setTotp(
    id: string,
    change: { secret?: string | null; pending?: string | null; lastStep?: number | null },
  ): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const put = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (change.secret !== undefined) put('totp_secret', change.secret);
    if (change.pending !== undefined) put('totp_pending_secret', change.pending);
    if (change.lastStep !== undefined) put('totp_last_step', change.lastStep);
    if (sets.length > 0)
      await this.db.query(`UPDATE staff_users SET ${sets.join(', ')} WHERE id = $1`, params);
  }

  /** The people of a group (not removed), by name. */
  async team(groupId: string): Promise<TeamRow[]> {
    const { rows } = await this.db.query<{
      id: string;
      email: string;
      name: string;
      role: StaffRole;
      site_slugs: unknown;
      totp: boolean;
      created_at: unknown;
    }>(
      `SELECT u.id, u.email, u.name, m.role, m.site_slugs, (u.totp_secret IS NOT NULL) AS totp, u.created_at
         FROM staff_users u JOIN staff_memberships m ON m.user_id = u.id
        WHERE m.group_id = $1 AND u.removed_at IS NULL ORDER BY lower(u.name), u.email`,
      [groupId],
    );
    return rows.map((r) => ({
      userId: r.id,
      email: r.email,
      name: r.name,
      role: r.role,
      siteSlugs: slugs(r.site_slugs),
      totpEnabled: r.totp,
      createdAt: toIso(r.created_at),
    }));
  }

  /** One person of a group, or null (another group's person is not found either). */
  async member(groupId: string, userId: string): Promise<TeamRow | null> {
    return (await this.team(groupId)).find((m) => m.userId === userId) ?? null;
  }

  async changeMembership(userId: string, role: StaffRole, siteSlugs: string[], now: Date): Promise<void> {
    await this.db.query(
      'UPDATE staff_memberships SET role = $2, site_slugs = $3, updated_at = $4 WHERE user_id = $1',
      [userId, role, JSON.stringify(siteSlugs), now.toISOString()],
    );
  }

  /** Removes a person: no more sign-in, every session revoked, their rule places and open leads released. */
  async remove(userId: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.query('UPDATE staff_users SET removed_at = $2 WHERE id = $1', [userId, at]);
    await this.db.query(
      'UPDATE staff_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, at],
    );
  }

  /** Names of people by id (assignees, note authors), removed people included. */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM staff_users WHERE id = ANY($1::uuid[])',
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
