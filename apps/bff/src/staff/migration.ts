/**
 * The dealer console's tables (console: people and access, §2): staff accounts with one membership each (group, role,
 * sites), sessions kept only as a SHA-256 of their token, single-use invitations, the audit log, the
 * work on each lead (status, assignee, overdue time), notes, and assignment rules with their round-robin
 * cursor. Numbered 41 (reserved for the console while other changes land in parallel).
 */
export const STAFF_MIGRATION = {
  version: 41,
  name: 'dealer console: staff, memberships, sessions, invitations, audit log, lead work, notes, rules',
  sql: `
    CREATE TABLE staff_users (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE,
      name text NOT NULL,
      password_hash text,
      totp_secret text,
      totp_pending_secret text,
      totp_last_step bigint,
      removed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE staff_memberships (
      user_id uuid PRIMARY KEY REFERENCES staff_users (id),
      group_id text NOT NULL,
      role text NOT NULL,
      site_slugs jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX staff_memberships_group ON staff_memberships (group_id);
    CREATE TABLE staff_sessions (
      id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id uuid NOT NULL REFERENCES staff_users (id),
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    CREATE INDEX staff_sessions_user ON staff_sessions (user_id);
    CREATE TABLE staff_invitations (
      id uuid PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      email text NOT NULL,
      name text NOT NULL,
      group_id text NOT NULL,
      role text NOT NULL,
      site_slugs jsonb NOT NULL DEFAULT '[]',
      invited_by uuid REFERENCES staff_users (id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX staff_invitations_group ON staff_invitations (group_id, created_at DESC);
    CREATE TABLE audit_log (
      id uuid PRIMARY KEY,
      group_id text NOT NULL,
      site_slug text,
      actor_id uuid,
      actor_email text,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text,
      before jsonb,
      after jsonb,
      ip text,
      at timestamptz NOT NULL
    );
    CREATE INDEX audit_log_group_at ON audit_log (group_id, at DESC);
    CREATE TABLE lead_work (
      lead_id uuid PRIMARY KEY REFERENCES leads (id),
      site_slug text NOT NULL,
      source text,
      status text NOT NULL,
      assignee_id uuid REFERENCES staff_users (id),
      lost_reason text,
      first_contacted_at timestamptz,
      overdue_at timestamptz,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX lead_work_assignee ON lead_work (assignee_id);
    CREATE INDEX lead_work_site_status ON lead_work (site_slug, status);
    CREATE TABLE lead_notes (
      id uuid PRIMARY KEY,
      lead_id uuid NOT NULL REFERENCES leads (id),
      author_id uuid REFERENCES staff_users (id),
      body text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX lead_notes_lead ON lead_notes (lead_id, created_at);
    CREATE TABLE assignment_rules (
      id uuid PRIMARY KEY,
      group_id text NOT NULL,
      site_slug text NOT NULL,
      location_id text,
      category text,
      staff_ids jsonb NOT NULL,
      last_assignee_id uuid,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX assignment_rules_site ON assignment_rules (site_slug)
  `,
} as const;

/**
 * Getting back into a console account (issue 30): one-time 2FA recovery codes and forgotten-password
 * tokens, both kept only as SHA-256 hashes (each is ≥ 80 random bits, so a fast hash is enough; the
 * attempt limits bound guessing). Times are written from the app clock. Numbered 60 (reserved for this
 * change while others land in parallel).
 */
export const STAFF_RECOVERY_MIGRATION = {
  version: 60,
  name: 'dealer console: 2FA recovery codes, password reset tokens',
  sql: `
    CREATE TABLE staff_recovery_codes (
      user_id uuid NOT NULL REFERENCES staff_users (id),
      code_hash text NOT NULL,
      created_at timestamptz NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (user_id, code_hash)
    );
    CREATE TABLE staff_password_resets (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES staff_users (id),
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX staff_password_resets_user ON staff_password_resets (user_id)
  `,
} as const;
