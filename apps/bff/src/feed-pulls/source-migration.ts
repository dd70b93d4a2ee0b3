/**
 * Where a site's feed pull came from (issue 28 item 6): `console` (a group admin saved it: it wins) or
 * `file` (the site file's `feed_pull`, written at start and at each reload while the console has not saved
 * its own). Pulls saved before this column are the console's.
 */
export const FEED_PULL_SOURCE_MIGRATION = {
  version: 170,
  name: 'feed pull settings: where they came from, console or site file (issue 28 item 6)',
  sql: `ALTER TABLE feed_pull_settings ADD COLUMN source text NOT NULL DEFAULT 'console'`,
} as const;
