/**
 * Lead lists page by a cursor (issue #30: `after=<id>`, keyset on created_at, id): one index range per
 * page, ties on created_at broken by id. The index supersedes the one on (site_slug, created_at).
 */
export const LEAD_CURSOR_MIGRATION = {
  version: 65,
  name: 'leads paged by (created_at, id): one index range per page, ties broken by id',
  sql: `
    CREATE INDEX leads_site_created_id ON leads (site_slug, created_at DESC, id DESC);
    DROP INDEX leads_site_created
  `,
};
