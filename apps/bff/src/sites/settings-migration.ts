/**
 * Site settings kept in the database (issue 28 item 7: settings without a restart), so every server copy
 * sees a console change at once: the public contact details (phone, email, hours, special hours) and the
 * private lead destinations per site, and the per-site machine tokens (stock feed, leads API), kept only
 * as SHA-256 hashes. Timestamps are written from the app clock (rotation overlaps compare with it).
 */
export const SITE_SETTINGS_MIGRATION = {
  version: 75,
  name: 'site settings and site tokens (console settings without a restart)',
  sql: `
    CREATE TABLE site_settings (
      site_slug text PRIMARY KEY,
      contact jsonb,
      destinations jsonb,
      revision bigint NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE SEQUENCE site_settings_revision;
    CREATE TABLE site_tokens (
      id uuid PRIMARY KEY,
      site_slug text NOT NULL,
      kind text NOT NULL,
      label text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      hint text NOT NULL,
      created_at timestamptz NOT NULL,
      created_by text,
      expires_at timestamptz,
      revoked_at timestamptz,
      replaced_by uuid
    );
    CREATE INDEX site_tokens_site ON site_tokens (site_slug, kind)
  `,
} as const;
