import { type Review, type ReviewInput, reviewSchema } from '@dealer/content-blocks';
import type { Site } from '@dealer/site-registry';
import type { SqlDatabase, SqlExecutor } from '../store/sql.js';
import { contentChanged } from './content-version.js';

/**
 * A site's customer reviews (issue #28): only what the dealer added in the console or imported, each with
 * the source it was given (its address, and the name shown). A site starts with none — the seed's for a
 * site it covers (the demo) are written in the first time the site's reviews are read.
 */
export const REVIEWS_MIGRATION = {
  version: 70,
  name: 'site reviews: added or imported by the dealer, each with its source',
  sql: `
    CREATE TABLE site_reviews (
      id bigserial PRIMARY KEY,
      site_slug text NOT NULL,
      author text NOT NULL,
      rating numeric(2, 1) NOT NULL CHECK (rating >= 1 AND rating <= 5),
      text text NOT NULL,
      written_on text NOT NULL,
      source text,
      source_url text NOT NULL,
      added_at timestamptz NOT NULL,
      added_by text,
      UNIQUE (site_slug, source_url, author, written_on)
    );
    CREATE TABLE site_review_seeds (site_slug text PRIMARY KEY, seeded_at timestamptz NOT NULL)
  `,
} as const;

/** A site holds at most this many reviews (the block shows 12; the rest is history the console lists). */
export const MAX_REVIEWS_PER_SITE = 2000;

export interface StoredReview extends Review {
  id: number;
  added_at: string;
}

interface ReviewRow {
  id: string | number;
  author: string;
  rating: string | number;
  text: string;
  written_on: string;
  source: string | null;
  source_url: string;
  added_at: unknown;
}

function toReview(row: ReviewRow): StoredReview {
  return {
    id: Number(row.id),
    author: row.author,
    rating: Number(row.rating),
    text: row.text,
    date: row.written_on,
    source_url: row.source_url,
    ...(row.source ? { source: row.source } : {}),
    added_at: row.added_at instanceof Date ? row.added_at.toISOString() : String(row.added_at),
  };
}

export class ReviewLimitError extends Error {
  override readonly name = 'ReviewLimitError';
}

export class SiteReviews {
  private readonly seeded = new Set<string>();

  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => Date,
    /** The seed's reviews of a site (none for a site the seed does not cover). */
    private readonly seedReviews: (site: Site) => readonly ReviewInput[] = () => [],
  ) {}

  /** Writes the seed's reviews of a site once (a later delete by the dealer is not undone by a restart). */
  private async seed(site: Site): Promise<void> {
    if (this.seeded.has(site.slug)) return;
    const reviews = this.seedReviews(site);
    if (reviews.length > 0) {
      await this.db.transaction(async (tx) => {
        const first = await tx.query(
          'INSERT INTO site_review_seeds (site_slug, seeded_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING site_slug',
          [site.slug, this.now().toISOString()],
        );
        if (first.rows.length === 0) return;
        for (const review of reviews) await this.insert(tx, site, reviewSchema.parse(review), null);
      });
    }
    this.seeded.add(site.slug);
  }

  private async insert(tx: SqlExecutor, site: Site, review: Review, by: string | null): Promise<boolean> {
    const { rows } = await tx.query(
      `INSERT INTO site_reviews (site_slug, author, rating, text, written_on, source, source_url, added_at, added_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (site_slug, source_url, author, written_on) DO NOTHING RETURNING id`,
      [
        site.slug,
        review.author,
        review.rating,
        review.text,
        review.date,
        review.source ?? null,
        review.source_url,
        this.now().toISOString(),
        by,
      ],
    );
    return rows.length > 0;
  }

  /** The site's reviews, newest written first. */
  async list(site: Site): Promise<StoredReview[]> {
    await this.seed(site);
    const { rows } = await this.db.query<ReviewRow>(
      `SELECT id, author, rating, text, written_on, source, source_url, added_at FROM site_reviews
       WHERE site_slug = $1 ORDER BY written_on DESC, id DESC`,
      [site.slug],
    );
    return rows.map(toReview);
  }

  /**
   * Adds reviews in one transaction (all or none): `added` counts new ones, `duplicates` those already
   * held (the same author, date and source address — an import run twice adds nothing).
   */
  async add(
    site: Site,
    reviews: readonly Review[],
    by: string | null,
    audit?: (tx: SqlExecutor, added: number) => Promise<void>,
  ): Promise<{ added: number; duplicates: number }> {
    await this.seed(site);
    const result = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`site-reviews:${site.slug}`]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM site_reviews WHERE site_slug = $1',
        [site.slug],
      );
      if ((rows[0]?.n ?? 0) + reviews.length > MAX_REVIEWS_PER_SITE)
        throw new ReviewLimitError(`A site can hold at most ${MAX_REVIEWS_PER_SITE} reviews`);
      let added = 0;
      for (const review of reviews) if (await this.insert(tx, site, review, by)) added += 1;
      await audit?.(tx, added);
      return { added, duplicates: reviews.length - added };
    });
    if (result.added > 0) contentChanged(site.slug);
    return result;
  }

  /** Removes one review of the site; false when the site has no such review. */
  async remove(site: Site, id: number, audit?: (tx: SqlExecutor) => Promise<void>): Promise<boolean> {
    await this.seed(site);
    const removed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'DELETE FROM site_reviews WHERE site_slug = $1 AND id = $2 RETURNING id',
        [site.slug, id],
      );
      if (rows.length > 0) await audit?.(tx);
      return rows.length > 0;
    });
    if (removed) contentChanged(site.slug);
    return removed;
  }
}
