import { nextVersion, type Page, type PageVersion, restoreVersion } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { contentChanged } from './content-version.js';
import {
  type ContentTables,
  MAX_PAGES_PER_SITE,
  PAGE_TABLES,
  PUBLIC_VERSION,
  readState,
  toVersion,
  type VersionRow,
  writeState,
} from './page-state.js';

export { MAX_PAGES_PER_SITE, toVersion, type VersionRow };

/** A save's newest version, whether the save added it, and the version shown before (null: a new page). */
export interface SavedPage {
  version: PageVersion;
  created: boolean;
  previous: number | null;
}

export class PageLimitError extends Error {
  override readonly name = 'PageLimitError';
}

/**
 * §1 content pages per site in the store (table content_page_versions): every save is a new version
 * (nextVersion keeps the previous ones, up to 20); the newest is the page shown. A site starts with no
 * pages (its home page is then built from its own stock and settings); the seed's pages of a site it
 * covers (the demo's home, special offers, service, parts, about, privacy) are written as version 1 the
 * first time the site's pages are read, so a dealer's edit of one has a version to go back to.
 */
export class PageStore {
  protected readonly seeded = new Set<string>();

  constructor(
    protected readonly db: SqlDatabase,
    protected readonly now: () => Date,
    /** The seed's pages of a site (none for a site the seed does not cover). */
    private readonly seedPages: (site: Site) => Readonly<Record<string, Page>> = () => ({}),
    /** Where this kind of content is kept (pages by default; blog posts: post-drafts.ts). */
    protected readonly tables: ContentTables = PAGE_TABLES,
  ) {}

  /** Serialises writers of one page across server copies (PGlite and PostgreSQL both have advisory locks). */
  protected async lock(tx: SqlExecutor, site: string, slug: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `content-${this.tables.kind}:${site}:${slug}`,
    ]);
  }

  protected async history(tx: SqlExecutor, site: string, slug: string): Promise<PageVersion[]> {
    const { rows } = await tx.query<VersionRow>(
      `SELECT version, page, saved_at FROM ${this.tables.versions} WHERE site_slug = $1 AND slug = $2 ORDER BY version`,
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

  protected async seedIn(tx: SqlExecutor, site: Site): Promise<void> {
    const pages = Object.entries(this.seedPages(site));
    if (pages.length === 0) return;
    const savedAt = this.now().toISOString();
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `content-seed:${this.tables.kind}:${site.slug}`,
    ]);
    const { rows } = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${this.tables.versions} WHERE site_slug = $1`,
      [site.slug],
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    const touched = await tx.query(`SELECT 1 FROM ${this.tables.state} WHERE site_slug = $1 LIMIT 1`, [
      site.slug,
    ]);
    if (touched.rows.length > 0) return;
    for (const [slug, page] of pages) {
      await tx.query(
        `INSERT INTO ${this.tables.versions} (site_slug, slug, version, page, saved_at) VALUES ($1, $2, 1, $3::jsonb, $4) ON CONFLICT DO NOTHING`,
        [site.slug, slug, JSON.stringify(page), savedAt],
      );
    }
  }

  /**
   * The page the public sees now, or null: its published version when it has a state row (null while a
   * draft was never published, or once deleted), else its newest version.
   */
  async current(site: Site, slug: string): Promise<PageVersion | null> {
    await this.seed(site);
    const { rows } = await this.db.query<VersionRow>(
      `SELECT v.version, v.page, v.saved_at FROM ${this.tables.versions} v
       LEFT JOIN ${this.tables.state} s ON s.site_slug = v.site_slug AND s.slug = v.slug
       WHERE v.site_slug = $1 AND v.slug = $2
         AND ${PUBLIC_VERSION}
       ORDER BY v.version DESC LIMIT 1`,
      [site.slug, slug],
    );
    return rows[0] ? toVersion(rows[0]) : null;
  }

  /** Every kept version, oldest first. */
  async versions(site: Site, slug: string): Promise<PageVersion[]> {
    await this.seed(site);
    return this.history(this.db, site.slug, slug);
  }

  /** The site's pages with their newest version number and the version published (null: never). */
  async list(
    site: Site,
  ): Promise<{ slug: string; title: string; version: number; saved_at: string; published: number | null }[]> {
    await this.seed(site);
    const { rows } = await this.db.query<
      VersionRow & { slug: string; published: number | null; stated: boolean }
    >(
      `SELECT DISTINCT ON (v.slug) v.slug, v.version, v.page, v.saved_at, s.published_version AS published,
              (s.slug IS NOT NULL) AS stated
       FROM ${this.tables.versions} v
       LEFT JOIN ${this.tables.state} s ON s.site_slug = v.site_slug AND s.slug = v.slug
       WHERE v.site_slug = $1 ORDER BY v.slug, v.version DESC`,
      [site.slug],
    );
    return rows.map((row) => {
      const v = toVersion(row);
      const published = row.stated ? (row.published === null ? null : Number(row.published)) : v.version;
      return { slug: row.slug, title: v.page.title, version: v.version, saved_at: v.saved_at, published };
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
  async restore(
    site: Site,
    slug: string,
    version: number,
    tx?: SqlExecutor,
    mode: 'publish' | 'draft' = 'publish',
  ): Promise<SavedPage | null> {
    try {
      const restored = await this.write(
        site,
        slug,
        (history, now) => restoreVersion(history, version, now),
        false,
        tx,
        mode,
      );
      if (!tx) contentChanged(site.slug);
      return restored;
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
  }

  protected async write(
    site: Site,
    slug: string,
    next: (history: PageVersion[], now: Date) => PageVersion[],
    mayCreate: boolean,
    outer?: SqlExecutor,
    mode: 'publish' | 'draft' = 'publish',
  ): Promise<SavedPage> {
    if (outer) {
      if (!this.seeded.has(site.slug)) await this.seedIn(outer, site);
      return this.writeIn(outer, site, slug, next, mayCreate, mode);
    }
    await this.seed(site);
    return this.db.transaction((tx) => this.writeIn(tx, site, slug, next, mayCreate, mode));
  }

  private async writeIn(
    tx: SqlExecutor,
    site: Site,
    slug: string,
    next: (history: PageVersion[], now: Date) => PageVersion[],
    mayCreate: boolean,
    mode: 'publish' | 'draft',
  ): Promise<SavedPage> {
    await this.lock(tx, site.slug, slug);
    const history = await this.history(tx, site.slug, slug);
    const state = await readState(tx, site.slug, slug, this.tables);
    // The version the public sees is never pruned from the history, however many drafts follow it.
    const published = state ? state.published_version : (history.at(-1)?.version ?? null);
    if (history.length === 0) {
      if (!mayCreate) throw new RangeError('No such page');
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(DISTINCT slug)::int AS n FROM ${this.tables.versions} WHERE site_slug = $1`,
        [site.slug],
      );
      if ((rows[0]?.n ?? 0) >= this.tables.limit) {
        throw new PageLimitError(`A site can have at most ${this.tables.limit} ${this.tables.kind}s`);
      }
    }
    const updated = next(history, this.now());
    const newest = updated.at(-1) as PageVersion;
    const created = newest.version !== history.at(-1)?.version;
    if (created) {
      await tx.query(
        `INSERT INTO ${this.tables.versions} (site_slug, slug, version, page, saved_at) VALUES ($1, $2, $3, $4::jsonb, $5)`,
        [site.slug, slug, newest.version, JSON.stringify(newest.page), newest.saved_at],
      );
      const oldestKept = updated[0]?.version ?? newest.version;
      await tx.query(
        `DELETE FROM ${this.tables.versions} WHERE site_slug = $1 AND slug = $2 AND version < $3 AND version IS DISTINCT FROM $4`,
        [site.slug, slug, oldestKept, published],
      );
      // A draft keeps the public page as it was (a first draft of a new page: nothing public); a dealer-API
      // save publishes, as it always did.
      if (mode === 'draft') {
        if (!state || state.deleted_at)
          await writeState(
            tx,
            site.slug,
            slug,
            this.now(),
            state?.deleted_at ? null : published,
            this.tables,
          );
      } else if (state) await writeState(tx, site.slug, slug, this.now(), newest.version, this.tables);
    }
    return { version: newest, created, previous: history.at(-1)?.version ?? null };
  }
}
