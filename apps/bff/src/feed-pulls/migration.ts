/**
 * Scheduled feed pulls (issue 28 item 6): per site the feed address, its auth (the secret stays in the
 * database, never in the site object pages get), the schedule and where the schedule stands (next pull,
 * failures in a row); and the pulls' last reports. Timestamps are written from the app clock.
 */
export const FEED_PULLS_MIGRATION = {
  version: 90,
  name: 'scheduled feed pulls: settings and reports (issue 28 item 6)',
  sql: `
    CREATE TABLE feed_pull_settings (
      site_slug text PRIMARY KEY,
      url text NOT NULL,
      auth_kind text NOT NULL,
      auth_user text,
      auth_secret text,
      interval_minutes integer NOT NULL,
      mode text NOT NULL,
      enabled boolean NOT NULL,
      next_at timestamptz NOT NULL,
      failures integer NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE feed_pull_reports (
      id uuid PRIMARY KEY,
      seq bigserial NOT NULL,
      site_slug text NOT NULL,
      at timestamptz NOT NULL,
      ok boolean NOT NULL,
      error text,
      summary jsonb NOT NULL
    );
    CREATE INDEX feed_pull_reports_site ON feed_pull_reports (site_slug, at DESC, seq DESC)
  `,
} as const;
