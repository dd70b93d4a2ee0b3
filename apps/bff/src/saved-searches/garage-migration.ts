/**
 * Issue #34 item 1, the garage's part (migration 160):
 * - `saved_searches.customer_id`: a saved search kept in a garage account (shown and deleted there);
 *   `kind` 'favourites' is the account's favourited-car alerts (price drop, back on sale), one live row per
 *   account, with the same consent record, links and unsubscribe as a saved search.
 * - `customers.email_verified_at`: set when the account's owner opens a confirm link mailed to the
 *   account's address; from then on the garage's alerts need no second opt-in.
 * - `saved_search_changes.back_ids`: cars back on sale (a hold ended, sold → listed) for favourites alerts.
 * - `saved_search_alerts.change_ref`: a car back on sale is told once per return (the change that
 *   brought it back), where a new car or a price drop is told once per price (`change_ref` '').
 */
export const GARAGE_ALERTS_MIGRATION = {
  version: 160,
  name: 'saved searches and favourite alerts in the garage (issue #34 item 1)',
  sql: `
    ALTER TABLE saved_searches ADD COLUMN customer_id uuid REFERENCES customers (id);
    ALTER TABLE saved_searches ADD COLUMN kind text NOT NULL DEFAULT 'search';
    CREATE INDEX saved_searches_customer ON saved_searches (customer_id) WHERE customer_id IS NOT NULL;
    CREATE UNIQUE INDEX saved_searches_one_favourites ON saved_searches (customer_id)
      WHERE kind = 'favourites' AND unsubscribed_at IS NULL;
    ALTER TABLE customers ADD COLUMN email_verified_at timestamptz;
    ALTER TABLE saved_search_changes ADD COLUMN back_ids jsonb NOT NULL DEFAULT '[]';
    ALTER TABLE saved_search_alerts ADD COLUMN change_ref text NOT NULL DEFAULT '';
    ALTER TABLE saved_search_alerts DROP CONSTRAINT saved_search_alerts_pkey;
    ALTER TABLE saved_search_alerts ADD PRIMARY KEY (saved_search_id, car_id, price, change_ref)
  `,
} as const;
