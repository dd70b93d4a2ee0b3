import type { Page, PageVersion } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { EditorPageStore } from './editor-page-store.js';
import type { ContentTables } from './page-state.js';
import type { PostEdit } from './posts.js';

/**
 * Blog posts with drafts and publishing (#33 item 7), by the pages' own rule (page-state.ts, one rule for
 * both): a post written or saved in the console is a draft version; the public site, its sitemap and its
 * post lists show the published version only (none while never published); publishing is its own audited
 * step; a save or publish made on a stale version is refused. A post is kept as a page of one rich-text
 * block (its body) with its summary as the description, in its own tables (migration 185). A post the
 * console never saved (the seed's, or one written before drafts) shows as it always did; the first
 * console save takes it in as version 1, published, so its public text stays until the draft is published.
 */
export const POST_TABLES: ContentTables = {
  kind: 'post',
  versions: 'content_post_versions',
  state: 'content_post_state',
  // A blog grows for years: more posts than pages, each still with its bounded history.
  limit: 5000,
};

export const POST_DRAFTS_MIGRATION = {
  version: 185,
  name: 'content: blog post drafts and publishing, by the pages’ rule',
  sql: `
    CREATE TABLE content_post_versions (
      site_slug text NOT NULL,
      slug text NOT NULL,
      version integer NOT NULL,
      page jsonb NOT NULL,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, slug, version)
    );
    CREATE TABLE content_post_state (
      site_slug text NOT NULL,
      slug text NOT NULL,
      published_version integer,
      deleted_at timestamptz,
      updated_at timestamptz NOT NULL,
      first_published_at timestamptz,
      PRIMARY KEY (site_slug, slug)
    )
  `,
} as const;

const BODY_BLOCK = 'post-body';

/** A post as the page the store keeps: its title, its summary as the description, its body as rich text. */
export function postAsPage(slug: string, post: PostEdit): Page {
  return {
    slug,
    title: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    blocks: [{ id: BODY_BLOCK, type: 'rich_text', html: post.body }],
  } as Page;
}

/** The post a kept page is. */
export function pageAsPost(page: Page): PostEdit {
  const body = page.blocks.find((b) => b.id === BODY_BLOCK) as { html?: string } | undefined;
  return { title: page.title, excerpt: page.description ?? '', body: body?.html ?? '' };
}

/** A post the public sees through the drafts: its slug, its published text and when it was first published. */
export interface PublishedPost extends PostEdit {
  slug: string;
  published_at: string;
}

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export class PostDrafts extends EditorPageStore {
  constructor(db: SqlDatabase, now: () => Date) {
    super(db, now, () => ({}), POST_TABLES);
  }

  /** The slugs the console has saved (drafts, published or deleted): their public text is this store's. */
  async kept(site: Pick<Site, 'slug'>, db: SqlExecutor = this.db): Promise<Set<string>> {
    const { rows } = await db.query<{ slug: string }>(
      `SELECT slug FROM ${POST_TABLES.state} WHERE site_slug = $1
       UNION SELECT slug FROM ${POST_TABLES.versions} WHERE site_slug = $1`,
      [site.slug],
    );
    return new Set(rows.map((r) => r.slug));
  }

  /** The site's posts the public sees through the drafts (the pages' rule: `currentAll`), with their dates. */
  async published(site: Site): Promise<PublishedPost[]> {
    const [current, dates] = await Promise.all([
      this.currentAll(site),
      this.db.query<{ slug: string; first_published_at: unknown }>(
        `SELECT slug, first_published_at FROM ${POST_TABLES.state} WHERE site_slug = $1`,
        [site.slug],
      ),
    ]);
    const firstPublished = new Map(dates.rows.map((r) => [r.slug, r.first_published_at]));
    return current.map(({ slug, version }) => {
      const at = firstPublished.get(slug);
      return { slug, ...pageAsPost(version.page), published_at: at ? iso(at) : version.saved_at };
    });
  }

  /** Takes a post the console never saved in as version 1, published (its public text unchanged). */
  async takeIn(
    tx: SqlExecutor,
    site: Site,
    slug: string,
    post: PostEdit,
    publishedAt: string,
  ): Promise<PageVersion> {
    const saved = await this.create(site, slug, postAsPage(slug, post), tx);
    await this.publish(site, slug, saved.version.version, tx);
    await this.markPublished(tx, site, slug, new Date(publishedAt));
    return saved.version;
  }

  /** Keeps when a post was first published (its date on the blog), once. */
  async markPublished(tx: SqlExecutor, site: Pick<Site, 'slug'>, slug: string, at: Date): Promise<void> {
    await tx.query(
      `UPDATE ${POST_TABLES.state} SET first_published_at = COALESCE(first_published_at, $3)
       WHERE site_slug = $1 AND slug = $2`,
      [site.slug, slug, at.toISOString()],
    );
  }
}
