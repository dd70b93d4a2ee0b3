import { type PageVersion, pageSchema } from '@dealer/content-blocks';
import type { SqlExecutor } from '../store/sql.js';

/**
 * Where a kind of console content keeps its versions and its state: pages (content_page_versions, migration
 * 150's content_page_state) and blog posts (migration 185, the same shapes). One rule for both: a console
 * save is a draft; the public sees the published version (the newest, for what was never saved in the
 * console); publishing is its own step; a stale save or publish is refused.
 */
export interface ContentTables {
  kind: 'page' | 'post';
  versions: string;
  state: string;
  /** At most this many per site (each with its bounded history), so storage cannot grow unbounded. */
  limit: number;
}
/** A site holds at most this many pages. */
export const MAX_PAGES_PER_SITE = 200;
export const PAGE_TABLES: ContentTables = {
  kind: 'page',
  versions: 'content_page_versions',
  state: 'content_page_state',
  limit: MAX_PAGES_PER_SITE,
};

/** A save based on a version that is no longer the newest: `current` is the newest (the console shows both). */
export class StaleVersionError extends Error {
  override readonly name = 'StaleVersionError';
  constructor(readonly current: PageVersion) {
    super(`The page was changed by someone else: it is now at version ${current.version}`);
  }
}

/** A new page whose slug a page of the site already has. */
export class SlugTakenError extends Error {
  override readonly name = 'SlugTakenError';
}

/**
 * Drafts, publishing and deletion (migration 150): a page with a state row shows its published version
 * publicly (none while it was never published); a page without one (the seed's, the dealer API's) shows its
 * newest, as before. A deleted page keeps a row (deleted_at) so the seed never writes it again.
 */
export const PAGE_STATE_MIGRATION = {
  version: 150,
  name: 'content: page drafts, publishing and deletion',
  sql: `
    CREATE TABLE content_page_state (
      site_slug text NOT NULL,
      slug text NOT NULL,
      published_version integer,
      deleted_at timestamptz,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, slug)
    )
  `,
} as const;

/**
 * The rule of what the public sees, as SQL over a version `v` joined to its state row `s`: with a state row,
 * its published version (none while never published, or once deleted); without one, the newest (the caller
 * takes the highest version that passes).
 */
export const PUBLIC_VERSION =
  '(s.slug IS NULL OR (s.deleted_at IS NULL AND v.version = s.published_version))';

/** The editor's view of a page: its newest version (the draft) and the version the public sees. */
export interface PageDraft {
  draft: PageVersion;
  published: number | null;
}

export interface StateRow {
  published_version: number | null;
  deleted_at: unknown;
}

/** A page's state row, or null (a page the console never saved: its newest version is public). */
export async function readState(
  tx: SqlExecutor,
  site: string,
  slug: string,
  tables: ContentTables = PAGE_TABLES,
): Promise<StateRow | null> {
  const { rows } = await tx.query<StateRow>(
    `SELECT published_version, deleted_at FROM ${tables.state} WHERE site_slug = $1 AND slug = $2`,
    [site, slug],
  );
  return rows[0] ?? null;
}

/** Sets the version the public sees (null: none) of a page that is not deleted. */
export async function writeState(
  tx: SqlExecutor,
  site: string,
  slug: string,
  now: Date,
  published: number | null,
  tables: ContentTables = PAGE_TABLES,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${tables.state} (site_slug, slug, published_version, deleted_at, updated_at)
     VALUES ($1, $2, $3, NULL, $4)
     ON CONFLICT (site_slug, slug) DO UPDATE SET published_version = $3, deleted_at = NULL, updated_at = $4`,
    [site, slug, published, now.toISOString()],
  );
}

/** Marks a page deleted (its versions are removed by the caller). */
export async function writeDeleted(
  tx: SqlExecutor,
  site: string,
  slug: string,
  now: Date,
  tables: ContentTables = PAGE_TABLES,
): Promise<void> {
  await tx.query(
    `INSERT INTO ${tables.state} (site_slug, slug, published_version, deleted_at, updated_at)
     VALUES ($1, $2, NULL, $3, $3)
     ON CONFLICT (site_slug, slug) DO UPDATE SET published_version = NULL, deleted_at = $3, updated_at = $3`,
    [site, slug, now.toISOString()],
  );
}

/** A stored version's row. */
export interface VersionRow {
  version: number;
  page: unknown;
  saved_at: unknown;
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

export function toVersion(row: VersionRow): PageVersion {
  // Stored pages were validated at save; parsing again keeps the type honest (and defaults current).
  const page = typeof row.page === 'string' ? JSON.parse(row.page) : row.page;
  return { version: Number(row.version), page: pageSchema.parse(page), saved_at: toIso(row.saved_at) };
}
