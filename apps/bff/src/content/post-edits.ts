import { sanitiseHtml } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import { z } from 'zod';
import type { SqlExecutor } from '../store/sql.js';
import type { PostEdit } from './posts.js';
import type { PromotionEdit } from './promotions.js';

/**
 * The dealer's edits of the site's blog posts and promotions (console: stock, reservations, content), kept per site (migration 44)
 * and written over the generated ones wherever they are served. The body is kept sanitised
 * (@dealer/content-blocks SANITISE_POLICY), so what is stored is what may be shown.
 */

export const POST_EDIT_MIGRATION = {
  version: 44,
  name: 'dealer console: edits of blog posts and promotions',
  sql: `
    CREATE TABLE post_edits (
      site_slug text NOT NULL,
      slug text NOT NULL,
      title text NOT NULL,
      excerpt text NOT NULL,
      body text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, slug)
    );
    CREATE TABLE promotion_edits (
      site_slug text NOT NULL,
      key text NOT NULL,
      title text NOT NULL,
      subtitle text NOT NULL,
      hidden boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (site_slug, key)
    )
  `,
} as const;

export const postEditSchema = z.object({
  // The limits of a page's title and description: a post is kept as a page (post-drafts.ts).
  title: z.string('Write a title.').trim().min(1, 'Write a title.').max(120, 'Use at most 120 characters.'),
  excerpt: z.string('Write a short summary.').trim().max(300, 'Use at most 300 characters.'),
  body: z
    .string('Write the post.')
    .max(50_000, 'Use at most 50,000 characters.')
    .transform((html) => sanitiseHtml(html))
    .refine((html) => html.trim() !== '', 'Write the post.'),
});

export class PostEdits {
  constructor(private readonly db: SqlExecutor) {}

  /** The site's edited posts: slug → edit. */
  async of(site: Pick<Site, 'slug'>): Promise<Map<string, PostEdit>> {
    const { rows } = await this.db.query<{ slug: string } & PostEdit>(
      'SELECT slug, title, excerpt, body FROM post_edits WHERE site_slug = $1',
      [site.slug],
    );
    return new Map(rows.map(({ slug, ...edit }) => [slug, edit]));
  }

  async save(
    tx: SqlExecutor,
    site: Pick<Site, 'slug'>,
    slug: string,
    edit: PostEdit,
    now: Date,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO post_edits (site_slug, slug, title, excerpt, body, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (site_slug, slug) DO UPDATE
         SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, body = EXCLUDED.body, updated_at = EXCLUDED.updated_at`,
      [site.slug, slug, edit.title, edit.excerpt, edit.body, now.toISOString()],
    );
  }
}

export const promotionEditSchema = z.object({
  title: z.string('Write a title.').trim().min(1, 'Write a title.').max(60, 'Use at most 60 characters.'),
  subtitle: z.string('Write a subtitle.').trim().max(120, 'Use at most 120 characters.'),
  hidden: z.boolean('Choose shown or hidden.'),
});

/** The dealer's edits of the site's promotions (the slider), kept per site and promotion key. */
export class PromotionEdits {
  constructor(private readonly db: SqlExecutor) {}

  async of(site: Pick<Site, 'slug'>): Promise<Map<string, PromotionEdit>> {
    const { rows } = await this.db.query<{ key: string } & PromotionEdit>(
      'SELECT key, title, subtitle, hidden FROM promotion_edits WHERE site_slug = $1',
      [site.slug],
    );
    return new Map(rows.map(({ key, ...edit }) => [key, edit]));
  }

  async save(
    tx: SqlExecutor,
    site: Pick<Site, 'slug'>,
    key: string,
    edit: PromotionEdit,
    now: Date,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO promotion_edits (site_slug, key, title, subtitle, hidden, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (site_slug, key) DO UPDATE
         SET title = EXCLUDED.title, subtitle = EXCLUDED.subtitle, hidden = EXCLUDED.hidden, updated_at = EXCLUDED.updated_at`,
      [site.slug, key, edit.title, edit.subtitle, edit.hidden, now.toISOString()],
    );
  }
}
