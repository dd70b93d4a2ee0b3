/**
 * Issue #34 item 1: saved searches with email alerts. A saved search is the listing's normalised state,
 * an email, a frequency and the consent text the shopper agreed to; it mails nothing until the address is
 * confirmed (double opt-in) and nothing after it is unsubscribed. Its links are signed with `link_key`.
 * `saved_search_changes`: each import's changed cars (new, price drops), matched by the alert job.
 * `saved_search_alerts`: every car found for a saved search at a price, so none is mailed twice.
 */
export const SAVED_SEARCHES_MIGRATION = {
  version: 140,
  name: 'saved searches and alerts (issue #34 item 1)',
  sql: `
    CREATE TABLE saved_searches (
      id uuid PRIMARY KEY,
      site_slug text NOT NULL,
      email text NOT NULL,
      state jsonb NOT NULL,
      listing_url text NOT NULL,
      frequency text NOT NULL,
      notice_version text NOT NULL,
      consent_text text NOT NULL,
      created_at timestamptz NOT NULL,
      link_key text NOT NULL,
      confirmed_at timestamptz,
      unsubscribed_at timestamptz,
      last_digest_on text
    );
    CREATE INDEX saved_searches_site ON saved_searches (site_slug, confirmed_at);
    CREATE INDEX saved_searches_email ON saved_searches (site_slug, email);
    CREATE TABLE saved_search_changes (
      id bigserial PRIMARY KEY,
      site_slug text NOT NULL,
      new_ids jsonb NOT NULL,
      drops jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      done_at timestamptz
    );
    CREATE INDEX saved_search_changes_todo ON saved_search_changes (done_at, id);
    CREATE TABLE saved_search_alerts (
      saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
      car_id bigint NOT NULL,
      price numeric NOT NULL,
      kind text NOT NULL,
      price_from numeric,
      found_at timestamptz NOT NULL,
      sent_at timestamptz,
      PRIMARY KEY (saved_search_id, car_id, price)
    );
    CREATE INDEX saved_search_alerts_unsent ON saved_search_alerts (saved_search_id, sent_at)
  `,
} as const;
