/**
 * Import reports shared by every copy (shared-reports.ts): a site's report of each import, by its time,
 * so every copy answers the reports of an import any copy ran.
 */
export const IMPORT_REPORTS_MIGRATION = {
  version: 166,
  name: 'import reports shared by every copy (issue #35)',
  sql: `
    CREATE TABLE import_reports (
      site_slug text NOT NULL,
      at text NOT NULL,
      report jsonb NOT NULL,
      PRIMARY KEY (site_slug, at)
    )
  `,
};
