/**
 * Issue #34 item 3: every change of a car's shown price (a feed import or a console edit), with the time
 * the app clock gave it. The car page's history reads only these rows: nothing is inferred.
 */
export const PRICE_HISTORY_MIGRATION = {
  version: 120,
  name: 'car price changes (price history)',
  sql: `
    CREATE TABLE car_price_changes (
      id bigserial PRIMARY KEY,
      site_slug text NOT NULL,
      car_id bigint NOT NULL,
      price_from numeric NOT NULL,
      price_to numeric NOT NULL,
      source text NOT NULL,
      changed_at timestamptz NOT NULL
    );
    CREATE INDEX car_price_changes_car ON car_price_changes (site_slug, car_id, changed_at)
  `,
} as const;
