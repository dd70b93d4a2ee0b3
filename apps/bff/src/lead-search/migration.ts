import { ESCALATION_MIGRATION } from '../lead-events/escalation.js';

/**
 * Issue 33 (console: find any lead, duplicates). Numbered 100–101 (reserved for this change).
 *
 * `lead_search_terms`: a lead's normalised search keys (@dealer/validation leadSearchTerms), one row per
 * term with the lead's arrival time, written with the lead (insert and update). The `text_pattern_ops`
 * index answers `term LIKE 'key%'` (a prefix) and `term = key` on PGlite and PostgreSQL alike, and covers
 * the newest-first pick (created_at, site, lead) without touching the leads, without pg_trgm (PGlite ships it only as an
 * extension loaded at start; PostgreSQL hosts may not allow CREATE EXTENSION).
 *
 * The backfill mirrors leadSearchTerms in SQL for leads stored before (names without accent folding;
 * migration.test.ts checks it agrees). The runner splits on semicolons, so none appears in the SQL:
 * chr(59) stands for one inside a pattern.
 */

const PHONE_KEY = (phone: string) => `LATERAL (SELECT CASE WHEN d ~ '^(61|64)' AND length(d) >= 10
      THEN '0' || regexp_replace(substr(d, 3), '^0+', '') ELSE d END AS k
   FROM (SELECT regexp_replace(regexp_replace(regexp_replace(btrim(coalesce(${phone}, '')), '[\\s().-]', '', 'g'),
        '^(\\+|00)(61|64)0*', '0'), '\\D', '', 'g') AS d) AS p)`;

const ID_KEY = (value: string) => `lower(regexp_replace(coalesce(${value}, ''), '[^A-Za-z0-9]', '', 'g'))`;

export const LEAD_SEARCH_MIGRATION = {
  version: 100,
  name: 'console lead search: normalised search terms per lead (issue 33)',
  sql: `
    CREATE TABLE lead_search_terms (
      lead_id uuid NOT NULL REFERENCES leads (id),
      site_slug text NOT NULL,
      term text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (lead_id, term)
    );
    CREATE INDEX lead_search_terms_term ON lead_search_terms (term text_pattern_ops, created_at, site_slug, lead_id);
    INSERT INTO lead_search_terms (lead_id, site_slug, term, created_at)
    SELECT DISTINCT terms.id, terms.site_slug, terms.term, l.created_at FROM (
      SELECT l.id, l.site_slug, regexp_replace(w, '[^[:alnum:]@._+-]', '', 'g') AS term
        FROM leads l,
             regexp_split_to_table(lower(concat_ws(' ', l.data->>'first_name', l.data->>'last_name', l.data->>'name')),
               '[\\s,' || chr(59) || '/]+') AS w
      UNION ALL
      SELECT id, site_slug, lower(btrim(data->>'email')) FROM leads WHERE length(btrim(data->>'email')) <= 200
      UNION ALL
      SELECT id, site_slug, pk.k FROM leads, ${PHONE_KEY("data->>'phone'")} AS pk WHERE length(pk.k) >= 4
      UNION ALL
      SELECT id, site_slug, k FROM leads,
             unnest(ARRAY[${['Rego', 'rego', 'stock_number', 'vin', 'VIN'].map((f) => ID_KEY(`data->>'${f}'`)).join(', ')}]) AS k
       WHERE length(k) BETWEEN 1 AND 40
    ) AS terms JOIN leads l ON l.id = terms.id
     WHERE terms.term IS NOT NULL AND terms.term <> '' AND length(terms.term) <= 200
  `,
} as const;

/**
 * Duplicates: the shopper each lead belongs to (the id of the shopper's first lead). A lead without a row
 * is its own shopper. `how`: 'auto' (same e-mail or phone within 30 days in the group), 'manual'.
 */
export const LEAD_SHOPPER_MIGRATION = {
  version: 101,
  name: 'console duplicates: one shopper per lead (issue 33)',
  sql: `
    CREATE TABLE lead_shoppers (
      lead_id uuid PRIMARY KEY REFERENCES leads (id),
      shopper_id uuid NOT NULL,
      how text NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX lead_shoppers_shopper ON lead_shoppers (shopper_id)
  `,
} as const;

/** Issue 33's migrations (100–102, with the overdue escalation's), in order, for the MIGRATIONS list. */
export const LEAD_SEARCH_MIGRATIONS = [
  LEAD_SEARCH_MIGRATION,
  LEAD_SHOPPER_MIGRATION,
  ESCALATION_MIGRATION,
] as const;
