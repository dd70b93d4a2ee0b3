import { randomUUID } from 'node:crypto';
import { type InvitationState, invitationExpiry, invitationState, type StaffRole } from '@dealer/staff';
import { normaliseEmail } from '../accounts/accounts.js';
import { newToken, sha256 } from '../store/crypto.js';
import { toIso } from '../store/rows.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Invitations by link (console: people and access): the link carries a 256-bit token the database keeps only hashed;
 * accepting marks it used in the same statement that checks it is still pending, so two people racing
 * with one link make one account. Expiry and state: @dealer/staff invitationState.
 */

export interface InvitationRow {
  id: string;
  email: string;
  name: string;
  groupId: string;
  role: StaffRole;
  siteSlugs: string[];
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

interface DbInvitation {
  id: string;
  email: string;
  name: string;
  group_id: string;
  role: StaffRole;
  site_slugs: unknown;
  created_at: unknown;
  expires_at: unknown;
  accepted_at: unknown;
  revoked_at: unknown;
}

const COLUMNS =
  'id, email, name, group_id, role, site_slugs, created_at, expires_at, accepted_at, revoked_at';

function toRow(r: DbInvitation): InvitationRow {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    groupId: r.group_id,
    role: r.role,
    siteSlugs: Array.isArray(r.site_slugs) ? (r.site_slugs as string[]) : [],
    createdAt: toIso(r.created_at),
    expiresAt: toIso(r.expires_at),
    acceptedAt: r.accepted_at ? toIso(r.accepted_at) : null,
    revokedAt: r.revoked_at ? toIso(r.revoked_at) : null,
  };
}

/** What the console lists: the invitation and its state now. */
export function withState(row: InvitationRow, now: Date) {
  const { acceptedAt: _a, revokedAt: _r, groupId: _g, ...rest } = row;
  return { ...rest, state: invitationState(row, now) as InvitationState };
}

export class StaffInvitations {
  constructor(private readonly db: SqlExecutor) {}

  async create(
    input: {
      email: string;
      name: string;
      groupId: string;
      role: StaffRole;
      siteSlugs: string[];
      invitedBy: string | null;
    },
    now: Date,
  ): Promise<{ row: InvitationRow; token: string }> {
    const token = newToken();
    const { rows } = await this.db.query<DbInvitation>(
      `INSERT INTO staff_invitations (id, token_hash, email, name, group_id, role, site_slugs, invited_by,
         created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        sha256(token),
        normaliseEmail(input.email),
        input.name,
        input.groupId,
        input.role,
        JSON.stringify(input.siteSlugs),
        input.invitedBy,
        now.toISOString(),
        invitationExpiry(now).toISOString(),
      ],
    );
    return { row: toRow(rows[0] as DbInvitation), token };
  }

  async byToken(token: string): Promise<InvitationRow | null> {
    const { rows } = await this.db.query<DbInvitation>(
      `SELECT ${COLUMNS} FROM staff_invitations WHERE token_hash = $1`,
      [sha256(token)],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async list(groupId: string): Promise<InvitationRow[]> {
    const { rows } = await this.db.query<DbInvitation>(
      `SELECT ${COLUMNS} FROM staff_invitations WHERE group_id = $1 ORDER BY created_at DESC LIMIT 200`,
      [groupId],
    );
    return rows.map(toRow);
  }

  async byId(groupId: string, id: string): Promise<InvitationRow | null> {
    const { rows } = await this.db.query<DbInvitation>(
      `SELECT ${COLUMNS} FROM staff_invitations WHERE group_id = $1 AND id = $2`,
      [groupId, id],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Marks a pending invitation used; null when it was not pending (used, revoked, expired, unknown). */
  async accept(token: string, now: Date): Promise<InvitationRow | null> {
    const { rows } = await this.db.query<DbInvitation>(
      `UPDATE staff_invitations SET accepted_at = $2
        WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $2
        RETURNING ${COLUMNS}`,
      [sha256(token), now.toISOString()],
    );
    return rows[0] ? toRow(rows[0]) : null;
  }

  async revoke(groupId: string, id: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE staff_invitations SET revoked_at = $3
        WHERE group_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`,
      [groupId, id, now.toISOString()],
    );
    return rows.length > 0;
  }
}
