import { RESERVATION_HOLDS_MIGRATION, RESERVATION_MIGRATION } from '@dealer/reservations';
import { APPOINTMENTS_MIGRATION, SHOPPER_TEMPLATES_MIGRATION } from '../appointments/migration.js';
import { CONTENT_GENERATIONS_MIGRATION } from '../content/content-sync.js';
import { PROMOTION_VERSION_MIGRATION } from '../content/dated-promotion-edits.js';
import { DATED_PROMOTIONS_MIGRATION } from '../content/dated-promotions.js';
import { PAGE_STATE_MIGRATION } from '../content/page-state.js';
import { POST_DRAFTS_MIGRATION } from '../content/post-drafts.js';
import { POST_EDIT_MIGRATION } from '../content/post-edits.js';
import { REVIEWS_MIGRATION } from '../content/reviews.js';
import { SITE_POSTS_MIGRATION } from '../content/site-posts.js';
import { FEED_PULLS_MIGRATION } from '../feed-pulls/migration.js';
import { FEED_PULL_SOURCE_MIGRATION } from '../feed-pulls/source-migration.js';
import { IMPORT_REPORTS_MIGRATION } from '../inventory/reports-migration.js';
import { LEAD_SEARCH_MIGRATIONS } from '../lead-search/migration.js';
import { PHOTO_UPLOADS_MIGRATION } from '../photos/uploads-migration.js';
import { PRICE_HISTORY_MIGRATION } from '../price-history/migration.js';
import { RENTAL_BOOKINGS_MIGRATION } from '../reservations/rental-lead.js';
import { GARAGE_ALERTS_MIGRATION } from '../saved-searches/garage-migration.js';
import { SAVED_SEARCHES_MIGRATION } from '../saved-searches/migration.js';
import { SITE_SETTINGS_MIGRATION } from '../sites/settings-migration.js';
import { HELD_REVIEW_MIGRATION } from '../staff/held-leads.js';
import { STAFF_MIGRATION, STAFF_RECOVERY_MIGRATION } from '../staff/migration.js';
import { LEAD_COMPLETION_MIGRATION } from './lead-completion.js';
import { LEAD_CURSOR_MIGRATION } from './lead-cursor.js';
import { ONE_CLOCK_MIGRATION } from './one-clock.js';
import type { SqlDatabase } from './sql.js';

/**
 * One ordered set of migrations for PGlite and PostgreSQL, applied on start inside a transaction each
 * (under an advisory lock, so several server copies starting together apply each migration once).
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'leads, idempotency, consent, outbox, events, valuations, submissions',
    sql: `
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        site_slug text NOT NULL,
        dealership_slug text,
        category text,
        quarantined boolean NOT NULL DEFAULT false,
        quarantine_reason text,
        lead_status text,
        form_completed boolean NOT NULL DEFAULT false,
        data jsonb NOT NULL,
        update_token_hash text NOT NULL,
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX leads_site_created ON leads (site_slug, created_at DESC);

      CREATE TABLE idempotency_keys (
        site_slug text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status integer NOT NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (site_slug, key)
      );

      CREATE TABLE consent_records (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id),
        site_slug text NOT NULL,
        notice_version text NOT NULL,
        purposes jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        site_slug text NOT NULL,
        lead_id uuid REFERENCES leads (id),
        topic text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lead ON outbox (lead_id);

      CREATE TABLE events (
        id uuid PRIMARY KEY,
        site_slug text NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX events_site_type ON events (site_slug, type, created_at DESC);

      CREATE TABLE valuations (
        id uuid PRIMARY KEY,
        site_slug text NOT NULL,
        data jsonb NOT NULL,
        estimate jsonb NOT NULL,
        update_token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE submissions (
        id uuid PRIMARY KEY,
        site_slug text NOT NULL,
        kind text NOT NULL,
        data jsonb NOT NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX submissions_site_kind ON submissions (site_slug, kind, created_at DESC);
    `,
  },
  {
    version: 2,
    name: 'customers, sessions, watchlists',
    sql: `
      CREATE TABLE customers (
        id uuid PRIMARY KEY,
        site_slug text NOT NULL,
        email text NOT NULL,
        name text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (site_slug, email)
      );
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers (id),
        site_slug text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE watchlist_items (
        customer_id uuid NOT NULL REFERENCES customers (id),
        car_id bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (customer_id, car_id)
      );
    `,
  },
  {
    // Numbers were reserved per change while several landed in parallel, so they are not in list order.
    version: 11,
    name: 'content pages with versions (§1 page builder)',
    sql: `
      CREATE TABLE content_page_versions (
        site_slug text NOT NULL,
        slug text NOT NULL,
        version integer NOT NULL,
        page jsonb NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (site_slug, slug, version)
      );
    `,
  },
  {
    // Garage accounts (§6); completes migration 2's tables for sign-in.
    version: 8,
    name: 'garage accounts: password hashes, session lookups and expiry',
    sql: `
      ALTER TABLE customers ADD COLUMN password_hash text;
      CREATE INDEX sessions_customer ON sessions (customer_id);
      CREATE INDEX sessions_expires ON sessions (expires_at);
    `,
  },
  {
    // Online reservations (§2 checkout, §4). Replaces migration 2's placeholder `reservations` table
    // (nothing ever wrote to it) with @dealer/reservations' schema: one active hold per car, events once.
    version: 10,
    name: RESERVATION_MIGRATION.name,
    sql: `DROP TABLE IF EXISTS reservations; ${RESERVATION_MIGRATION.sql}`,
  },
  {
    // One active hold per car across sites of one dealer group, and who holds what (the hold bounds).
    version: 14,
    name: RESERVATION_HOLDS_MIGRATION.name,
    sql: RESERVATION_HOLDS_MIGRATION.sql,
  },
  {
    // Numbered 18 (delivery into the dealer's CRM): a lead event's row fans out into one row per destination
    // (own attempts, back-off, lease), and every delivery attempt is logged.
    version: 18,
    name: 'outbox destinations and delivery log',
    sql: `
      ALTER TABLE outbox ADD COLUMN parent_id uuid REFERENCES outbox (id);
      ALTER TABLE outbox ADD COLUMN channel text;
      ALTER TABLE outbox ADD COLUMN target text;
      CREATE UNIQUE INDEX outbox_parent_destination ON outbox (parent_id, channel, target);
      CREATE TABLE outbox_attempts (
        outbox_id uuid NOT NULL REFERENCES outbox (id),
        lead_id uuid,
        site_slug text NOT NULL,
        channel text NOT NULL,
        target text NOT NULL,
        attempt integer NOT NULL,
        at timestamptz NOT NULL DEFAULT now(),
        result text NOT NULL,
        error text,
        PRIMARY KEY (outbox_id, attempt)
      );
      CREATE INDEX outbox_attempts_lead ON outbox_attempts (lead_id, at);
    `,
  },
  {
    // Numbered 21 (speed under load: several server copies on one database behave as one).
    version: 21,
    name: 'shared by server copies: rate-limit counters, background leases, imported inventory feeds',
    sql: `
      CREATE UNLOGGED TABLE rate_counters (
        key text PRIMARY KEY,
        count integer NOT NULL,
        reset_at bigint NOT NULL
      );
      CREATE INDEX rate_counters_reset ON rate_counters (reset_at);
      CREATE TABLE background_leases (
        name text PRIMARY KEY,
        holder text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE inventory_feeds (
        dealership_id integer PRIMARY KEY,
        imported_at timestamptz NOT NULL,
        source text NOT NULL,
        cars jsonb NOT NULL,
        version bigint NOT NULL
      );
      CREATE SEQUENCE inventory_version
    `,
  },
  STAFF_MIGRATION,
  POST_EDIT_MIGRATION,
  ONE_CLOCK_MIGRATION,
  LEAD_CURSOR_MIGRATION,
  {
    version: 55,
    name: 'console locks travel with the imported inventory feeds server copies share (issue #28 item 5)',
    sql: `ALTER TABLE inventory_feeds ADD COLUMN locks jsonb NOT NULL DEFAULT '{}'::jsonb`,
  },
  STAFF_RECOVERY_MIGRATION,
  LEAD_COMPLETION_MIGRATION,
  HELD_REVIEW_MIGRATION,
  REVIEWS_MIGRATION,
  SITE_SETTINGS_MIGRATION,
  FEED_PULLS_MIGRATION,
  RENTAL_BOOKINGS_MIGRATION,
  APPOINTMENTS_MIGRATION,
  SHOPPER_TEMPLATES_MIGRATION,
  ...LEAD_SEARCH_MIGRATIONS,
  PRICE_HISTORY_MIGRATION,
  SAVED_SEARCHES_MIGRATION,
  PAGE_STATE_MIGRATION,
  DATED_PROMOTIONS_MIGRATION,
  SITE_POSTS_MIGRATION,
  PHOTO_UPLOADS_MIGRATION,
  IMPORT_REPORTS_MIGRATION,
  CONTENT_GENERATIONS_MIGRATION,
  GARAGE_ALERTS_MIGRATION,
  FEED_PULL_SOURCE_MIGRATION,
  PROMOTION_VERSION_MIGRATION,
  POST_DRAFTS_MIGRATION,
];

const LOCK_ID = 724_311_007;

export async function migrate(db: SqlDatabase): Promise<number[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return;
      for (const statement of migration.sql
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    });
  }
  return applied;
}
