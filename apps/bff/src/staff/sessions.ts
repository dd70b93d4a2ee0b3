import { randomUUID } from 'node:crypto';
import type { ConsoleSession } from '@dealer/api-client';
import { isStaffRole, membershipSites, type StaffMember } from '@dealer/staff';
import { newToken, sha256 } from '../store/crypto.js';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Console sessions (console: people and access): an opaque 256-bit token in the `console_session` cookie, stored only
 * as its SHA-256; a session ends at its expiry, when it is revoked (sign-out, "sign out everywhere", an
 * admin removing the person) or when the person is removed. `last_seen_at` moves at most once a minute.
 */

/** 12 hours: a working day; the console asks again the next morning. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;
const LAST_SEEN_STEP_MS = 60_000;

/** A session as the console lists it (the api-client's ConsoleSession, before `current` is known). */
export type SessionInfo = Omit<ConsoleSession, 'current'>;

export interface SessionStaff extends StaffMember {
  sessionId: string;
}

type Sites = readonly { slug: string; dealership_group?: string | null | undefined }[];

interface MemberRow {
  id: string;
  email: string;
  name: string;
  group_id: string;
  role: string;
  site_slugs: unknown;
}

/** A staff row with its membership as the routes see it (sites resolved against the registry). */
export function memberFrom(row: MemberRow, sites: Sites): StaffMember | null {
  if (!isStaffRole(row.role)) return null;
  const listed = Array.isArray(row.site_slugs) ? row.site_slugs.filter((s) => typeof s === 'string') : [];
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    groupId: row.group_id,
    role: row.role,
    siteSlugs: membershipSites({ groupId: row.group_id, role: row.role, siteSlugs: listed }, sites),
  };
}

export const MEMBER_COLUMNS = 'u.id, u.email, u.name, m.group_id, m.role, m.site_slugs';

export class StaffSessions {
  constructor(private readonly db: SqlExecutor) {}

  /** Opens a session for a person; returns the token (only its hash is stored) and the session's id. */
  async create(
    userId: string,
    now: Date,
    client: { ip: string | null; userAgent: string | null },
  ): Promise<{ token: string; id: string }> {
    const token = newToken();
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO staff_sessions (id, token_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
      [
        id,
        sha256(token),
        userId,
        now.toISOString(),
        new Date(now.getTime() + STAFF_SESSION_TTL_MS).toISOString(),
        client.ip,
        client.userAgent?.slice(0, 300) ?? null,
      ],
    );
    return { token, id };
  }

  /** The person behind a live session token, or null (unknown, expired, revoked, removed, no membership). */
  async staffFor(token: string, now: Date, sites: Sites): Promise<SessionStaff | null> {
    const { rows } = await this.db.query<MemberRow & { session_id: string; last_seen_at: Date | string }>(
      `SELECT ${MEMBER_COLUMNS}, s.id AS session_id, s.last_seen_at
         FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
         JOIN staff_memberships m ON m.user_id = u.id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.removed_at IS NULL`,
      [sha256(token), now.toISOString()],
    );
    const row = rows[0];
    if (!row) return null;
    const member = memberFrom(row, sites);
    if (!member) return null;
    if (now.getTime() - new Date(row.last_seen_at).getTime() >= LAST_SEEN_STEP_MS)
      await this.db.query('UPDATE staff_sessions SET last_seen_at = $1 WHERE id = $2', [
        now.toISOString(),
        row.session_id,
      ]);
    return { ...member, sessionId: row.session_id };
  }

  /** A person's live sessions, most recently seen first. */
  async list(userId: string, now: Date): Promise<SessionInfo[]> {
    const { rows } = await this.db.query<{
      id: string;
      created_at: Date | string;
      last_seen_at: Date | string;
      expires_at: Date | string;
      ip: string | null;
      user_agent: string | null;
    }>(
      `SELECT id, created_at, last_seen_at, expires_at, ip, user_agent FROM staff_sessions
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY last_seen_at DESC`,
      [userId, now.toISOString()],
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at).toISOString(),
      lastSeenAt: new Date(r.last_seen_at).toISOString(),
      expiresAt: new Date(r.expires_at).toISOString(),
      ip: r.ip,
      userAgent: r.user_agent,
    }));
  }

  /** Revokes one of a person's sessions; false when it is not theirs or already ended. */
  async revoke(userId: string, sessionId: string, now: Date): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE staff_sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
       RETURNING id`,
      [sessionId, userId, now.toISOString()],
    );
    return rows.length > 0;
  }

  /** Revokes every session of a person but `keep` (a password change ends the others); the count. */
  async revokeOthers(userId: string, keep: string, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      `UPDATE staff_sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL
       RETURNING id`,
      [userId, keep, now.toISOString()],
    );
    return rows.length;
  }

  /** Revokes every session of a person (sign out everywhere, removal); the count revoked. */
  async revokeAll(userId: string, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ id: string }>(
      'UPDATE staff_sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
      [userId, now.toISOString()],
    );
    return rows.length;
  }
}
