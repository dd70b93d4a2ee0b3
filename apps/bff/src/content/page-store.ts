import { nextVersion, type Page, type PageVersion, pageSchema, restoreVersion } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { contentChanged } from './content-version.js';

/** A site holds at most this many pages (each with its bounded history), so storage cannot grow unbounded. */
export const MAX_PAGES_PER_SITE = 200;

/** A save's newest version, whether the save added it, and the version shown before (null: a new page). */
export interface SavedPage {
  version: PageVersion;
  created: boolean;
  previous: number | null;
}

export class PageLimitError extends Error {
  override readonly name = 'PageLimitError';
}

interface VersionRow {
  version: number;
  page: unknown;
  saved_at: unknown;
}

function toIso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function toVersion(row: VersionRow): PageVersion {
  // Stored pages were validated at save; parsing again keeps the type honest (and defaults current).
  const page = typeof row.page === 'string' ? JSON.parse(row.page) : row.page;
  return { version: Number(row.version), page: pageSchema.parse(page), saved_at: toIso(row.saved_at) };
}

/**
 * §1 content pages per site in the store (table content_page_versions): every save is a new version
 * (nextVersion keeps the previous ones, up to 20); the newest is the page shown. A site starts with no
 * pages (its home page is then built from its own stock and settings); the seed's pages of a site it
 * covers (the demo's home, special offers, service, parts, about, privacy) are written as version 1 the
 * first time the site's pages are read, so a dealer's edit of one has a version to go back to.
 */
export class PageStore {
  private readonly seeded = new Set<string>();

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date,
    /** The seed's pages of a site (none for a site the seed does not cover). */
    private readonly seedPages: (site: Site) => Readonly<Record<string, Page>> = () => ({}),
  ) {}

  /** Serialises writers of one page across server copies (PGlite and PostgreSQL both have advisory locks). */
  private async lock(tx: SqlExecutor, site: string, slug: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content-page:${site}:${slug}`]);
  }

  private async history(tx: SqlExecutor, site: string, slug: string): Promise<PageVersion[]> {
    const { rows } = await tx.query<VersionRow>(
      'SELECT version, page, saved_at FROM content_page_versions WHERE site_slug = $1 AND slug = $2 ORDER BY version',
      [site, slug],
    );
    return rows.map(toVersion);
  }

  /** Writes the seed's pages of a site that has no pages yet (once per process per site). */
  async seed(site: Site): Promise<void> {
    if (this.seeded.has(site.slug)) return;
    await this.db.transaction((tx) => this.seedIn(tx, site));
    this.seeded.add(site.slug);
  }

  private async seedIn(tx: SqlExecutor, site: Site): Promise<void> {
    const pages = Object.entries(this.seedPages(site));
    if (pages.length === 0) return;
    const savedAt = this.now().toISOString();
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content-seed:${site.slug}`]);
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM content_page_versions WHERE site_slug = $1',
      [site.slug],
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    for (const [slug, page] of pages) {
      await tx.query(
        'INSERT INTO content_page_versions (site_slug, slug, version, page, saved_at) VALUES ($1, $2, 1, $3::jsonb, $4) ON CONFLICT DO NOTHING',
        [site.slug, slug, JSON.stringify(page), savedAt],
      );
    }
  }

  /** The page shown now (its newest version), or null. */
  async current(site: Site, slug: string): Promise<PageVersion | null> {
    await this.seed(site);
    const { rows } = await this.db.query<VersionRow>(
      'SELECT version, page, saved_at FROM content_page_versions WHERE site_slug = $1 AND slug = $2 ORDER BY version DESC LIMIT 1',
      [site.slug, slug],
    );
    return rows[0] ? toVersion(rows[0]) : null;
  }

  /** Every kept version, oldest first. */
  async versions(site: Site, slug: string): Promise<PageVersion[]> {
    await this.seed(site);
    return this.history(this.db, site.slug, slug);
  }

  /** The site's pages with their newest version number. */
  async list(site: Site): Promise<{ slug: string; title: string; version: number; saved_at: string }[]> {
    await this.seed(site);
    const { rows } = await this.db.query<VersionRow & { slug: string }>(
      `SELECT DISTINCT ON (slug) slug, version, page, saved_at FROM content_page_versions
       WHERE site_slug = $1 ORDER BY slug, version DESC`,
      [site.slug],
    );
    return rows.map((row) => {
      const v = toVersion(row);
      return { slug: row.slug, title: v.page.title, version: v.version, saved_at: v.saved_at };
    });
  }

  /**
   * Saves a validated page as the newest version in one transaction: the new row and the pruning of
   * versions beyond the kept history commit together or not at all. An unchanged page adds nothing.
   * Given `tx` (the caller's transaction: a console save with its audit row), the save is part of it and
   * the caller calls contentChanged once it commits.
   */
  async save(site: Site, slug: string, page: Page, tx?: SqlExecutor): Promise<SavedPage> {
    const saved = await this.write(site, slug, (history, now) => nextVersion(history, page, now), true, tx);
    if (!tx) contentChanged(site.slug);
    return saved;
  }

  /**
   * Restores an earlier version by saving it again as the newest (null when the version is not kept);
   * `tx` as for save.
   */
  async restore(site: Site, slug: string, version: number, tx?: SqlExecutor): Promise<SavedPage | null> {
    try {
      const restored = await this.write(
        site,
        slug,
        (history, now) => restoreVersion(history, version, now),
        false,
        tx,
      );
      if (!tx) contentChanged(site.slug);
      return restored;
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
  }

  private async write(
    site: Site,
    slug: string,
    next: (history: PageVersion[], now: Date) => PageVersion[],
    mayCreate: boolean,
    outer?: SqlExecutor,
  ): Promise<SavedPage> {
    if (outer) {
      if (!this.seeded.has(site.slug)) await this.seedIn(outer, site);
      return this.writeIn(outer, site, slug, next, mayCreate);
    }
    await this.seed(site);
    return this.db.transaction((tx) => this.writeIn(tx, site, slug, next, mayCreate));
  }

  private async writeIn(
    tx: SqlExecutor,
    site: Site,
    slug: string,
    next: (history: PageVersion[], now: Date) => PageVersion[],
    mayCreate: boolean,
  ): Promise<SavedPage> {
    await this.lock(tx, site.slug, slug);
    const history = await this.history(tx, site.slug, slug);
    if (history.length === 0) {
      if (!mayCreate) throw new RangeError('No such page');
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(DISTINCT slug)::int AS n FROM content_page_versions WHERE site_slug = $1',
        [site.slug],
      );
      if ((rows[0]?.n ?? 0) >= MAX_PAGES_PER_SITE) {
        throw new PageLimitError(`A site can have at most ${MAX_PAGES_PER_SITE} pages`);
      }
    }
    const updated = next(history, this.now());
    const newest = updated.at(-1) as PageVersion;
    const created = newest.version !== history.at(-1)?.version;
    if (created) {
      await tx.query(
        'INSERT INTO content_page_versions (site_slug, slug, version, page, saved_at) VALUES ($1, $2, $3, $4::jsonb, $5)',
        [site.slug, slug, newest.version, JSON.stringify(newest.page), newest.saved_at],
      );
      const oldestKept = updated[0]?.version ?? newest.version;
      await tx.query(
        'DELETE FROM content_page_versions WHERE site_slug = $1 AND slug = $2 AND version < $3',
        [site.slug, slug, oldestKept],
      );
    }
    return { version: newest, created, previous: history.at(-1)?.version ?? null };
  }
}
