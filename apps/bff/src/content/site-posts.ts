import { type Site, slugify } from '@dealer/site-registry';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { POST_TABLES, PostDrafts, postAsPage } from './post-drafts.js';
import type { PostEdit } from './posts.js';
import type { SeedPost, SiteSeed } from './seed.js';

/**
 * A site's blog posts (#33 item 7): the seed's (the demo's), those its dealer wrote in the console before
 * drafts (migration 152) and those with drafts (post-drafts.ts, migration 185), less the ones deleted. A
 * post's address is its first title's slug, unique per site; a deleted one answers 404 everywhere and the
 * seed never brings it back.
 */
export const SITE_POSTS_MIGRATION = {
  version: 152,
  name: 'content: blog posts written and deleted in the console',
  sql: `
    CREATE TABLE content_posts (
      site_slug text NOT NULL,
      slug text NOT NULL,
      title text NOT NULL,
      excerpt text NOT NULL,
      body text NOT NULL,
      published_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, slug)
    );
    CREATE TABLE content_post_deletions (
      site_slug text NOT NULL,
      slug text NOT NULL,
      deleted_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, slug)
    )
  `,
} as const;

export class PostSlugTakenError extends Error {
  override readonly name = 'PostSlugTakenError';
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export class SitePostStore {
  readonly drafts: PostDrafts;

  constructor(
    private readonly db: SqlDatabase,
    private readonly seed: Pick<SiteSeed, 'posts'>,
    now: () => Date,
  ) {
    this.drafts = new PostDrafts(db, now);
  }

  /** The posts the console never saved: the seed's and those written before drafts, less the deleted. */
  async legacy(site: Site, db: SqlExecutor = this.db): Promise<(SeedPost & { slug: string })[]> {
    const [written, deleted] = await Promise.all([
      db.query<SeedPost & { slug: string }>(
        'SELECT slug, title, excerpt, body, published_at FROM content_posts WHERE site_slug = $1 ORDER BY published_at',
        [site.slug],
      ),
      db.query<{ slug: string }>('SELECT slug FROM content_post_deletions WHERE site_slug = $1', [site.slug]),
    ]);
    const gone = new Set(deleted.rows.map((r) => r.slug));
    const seeded = this.seed.posts(site).map((p) => ({ ...p, slug: slugify(p.title) }));
    const old = written.rows.map((p) => ({ ...p, published_at: iso(p.published_at) }));
    return [...seeded, ...old].filter((p) => !gone.has(p.slug));
  }

  /**
   * The site's posts as the public sees them: those the console never saved as they were, and the rest at
   * their published version (a draft never published is none of them: not listed, not in the sitemap).
   */
  async posts(site: Site): Promise<SeedPost[]> {
    const [legacy, kept, published] = await Promise.all([
      this.legacy(site),
      this.drafts.kept(site),
      this.drafts.published(site),
    ]);
    return [...legacy.filter((p) => !kept.has(p.slug)), ...published];
  }

  /** Whether the site has a post at `slug` (public, a draft or one the console never saved). */
  private async exists(tx: SqlExecutor, site: Site, slug: string): Promise<boolean> {
    const versions = await tx.query(
      `SELECT 1 FROM ${POST_TABLES.versions} WHERE site_slug = $1 AND slug = $2 LIMIT 1`,
      [site.slug, slug],
    );
    return versions.rows.length > 0 || (await this.legacy(site, tx)).some((p) => p.slug === slug);
  }

  /** Writes a new post as a draft (version 1, not public until published); its slug, or PostSlugTakenError. */
  async create(tx: SqlExecutor, site: Site, post: PostEdit): Promise<string> {
    const slug = slugify(post.title);
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content-post:${site.slug}`]);
    if (await this.exists(tx, site, slug))
      throw new PostSlugTakenError(`The site already has a post at ${slug}; choose another title.`);
    await tx.query('DELETE FROM content_post_deletions WHERE site_slug = $1 AND slug = $2', [
      site.slug,
      slug,
    ]);
    await this.drafts.create(site, slug, postAsPage(slug, post), tx);
    return slug;
  }

  /** Deletes a post (the seed's, an older one or a drafted one); false when the site has no such post. */
  async remove(tx: SqlExecutor, site: Site, slug: string, now: Date): Promise<boolean> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content-post:${site.slug}`]);
    if (!(await this.exists(tx, site, slug))) return false;
    await tx.query('DELETE FROM content_posts WHERE site_slug = $1 AND slug = $2', [site.slug, slug]);
    await tx.query(
      `INSERT INTO content_post_deletions (site_slug, slug, deleted_at) VALUES ($1, $2, $3)
       ON CONFLICT (site_slug, slug) DO UPDATE SET deleted_at = $3`,
      [site.slug, slug, now.toISOString()],
    );
    await this.drafts.remove(site, slug, tx);
    return true;
  }
}
