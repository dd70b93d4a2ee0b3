import { nextVersion, type Page, type PageVersion } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import type { SqlExecutor } from '../store/sql.js';
import {
  type PageDraft,
  PUBLIC_VERSION,
  readState,
  SlugTakenError,
  StaleVersionError,
  writeDeleted,
  writeState,
} from './page-state.js';
import { PageStore, type SavedPage, toVersion, type VersionRow } from './page-store.js';

/**
 * The console's pages (#33 item 7) over the page store: a save is a draft version made only on the version
 * the editor loaded (StaleVersionError otherwise, nothing written); publishing is its own step; a page is
 * created once per slug and deleted with its versions (page-state.ts keeps the public version and the
 * deletion). Every write runs in the caller's transaction, with its audit row.
 */
export class EditorPageStore extends PageStore {
  /** The editor's page: the newest version (draft) and the published version number, or null. */
  async draft(site: Site, slug: string): Promise<PageDraft | null> {
    await this.seed(site);
    const history = await this.history(this.db, site.slug, slug);
    const newest = history.at(-1);
    if (!newest) return null;
    const state = await readState(this.db, site.slug, slug, this.tables);
    return { draft: newest, published: state ? state.published_version : newest.version };
  }

  /**
   * A console save: the page as a new draft version, refused (StaleVersionError, nothing written) unless
   * `base` is the newest version — a save made on a page someone else changed since is never lost silently.
   * The public page stays the published one until `publish`.
   */
  async saveDraft(site: Site, slug: string, page: Page, base: number, tx: SqlExecutor): Promise<SavedPage> {
    return this.write(
      site,
      slug,
      (history, now) => {
        const newest = history.at(-1);
        if (!newest) throw new RangeError('No such page');
        if (newest.version !== base) throw new StaleVersionError(newest);
        return nextVersion(history, page, now);
      },
      false,
      tx,
      'draft',
    );
  }

  /** A new page (version 1, a draft nobody sees until it is published); SlugTakenError when the slug is used. */
  async create(site: Site, slug: string, page: Page, tx: SqlExecutor): Promise<SavedPage> {
    return this.write(
      site,
      slug,
      (history, now) => {
        if (history.length > 0) throw new SlugTakenError(`The site already has a page at /pages/${slug}`);
        return nextVersion(history, page, now);
      },
      true,
      tx,
      'draft',
    );
  }

  /**
   * Publishes the newest version (which must be `version`: publishing what the editor did not see is
   * refused with StaleVersionError); the previous published version, or null when nothing was published.
   */
  async publish(
    site: Site,
    slug: string,
    version: number,
    tx: SqlExecutor,
  ): Promise<{ version: PageVersion; previous: number | null } | null> {
    if (!this.seeded.has(site.slug)) await this.seedIn(tx, site);
    await this.lock(tx, site.slug, slug);
    const history = await this.history(tx, site.slug, slug);
    const newest = history.at(-1);
    if (!newest) return null;
    if (newest.version !== version) throw new StaleVersionError(newest);
    const state = await readState(tx, site.slug, slug, this.tables);
    const previous = state ? state.published_version : newest.version;
    await writeState(tx, site.slug, slug, this.now(), newest.version, this.tables);
    return { version: newest, previous };
  }

  /** Deletes a page and its versions (the public answers 404 from then); false when there is no such page. */
  async remove(site: Site, slug: string, tx: SqlExecutor): Promise<PageVersion | null> {
    if (!this.seeded.has(site.slug)) await this.seedIn(tx, site);
    await this.lock(tx, site.slug, slug);
    const history = await this.history(tx, site.slug, slug);
    const newest = history.at(-1);
    if (!newest) return null;
    await tx.query(`DELETE FROM ${this.tables.versions} WHERE site_slug = $1 AND slug = $2`, [
      site.slug,
      slug,
    ]);
    await writeDeleted(tx, site.slug, slug, this.now(), this.tables);
    return newest;
  }

  /** Every page of the site the public sees now, each at the version `current` would give (one query). */
  async currentAll(site: Site): Promise<{ slug: string; version: PageVersion }[]> {
    await this.seed(site);
    const { rows } = await this.db.query<VersionRow & { slug: string }>(
      `SELECT DISTINCT ON (v.slug) v.slug, v.version, v.page, v.saved_at FROM ${this.tables.versions} v
       LEFT JOIN ${this.tables.state} s ON s.site_slug = v.site_slug AND s.slug = v.slug
       WHERE v.site_slug = $1 AND ${PUBLIC_VERSION}
       ORDER BY v.slug, v.version DESC`,
      [site.slug],
    );
    return rows.map((row) => ({ slug: row.slug, version: toVersion(row) }));
  }
}
