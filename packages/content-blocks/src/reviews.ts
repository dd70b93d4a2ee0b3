import { z } from 'zod';
import { MAX_REVIEWS, MIN_REVIEW_RATING } from './blocks.js';

/** A review's source address: a public web page (http or https) where the review can be read. */
const sourceUrl = z
  .url({ protocol: /^https?$/, error: 'Give the address where the review can be read (https://…).' })
  .max(2000, 'Use at most 2,000 characters.');

/**
 * A customer review a dealer gave (added in the console or imported): who wrote it, the rating, the text,
 * the date, and where it was written. A review without a source is not a review we may publish (#28: a
 * site shows only reviews from a real source, labelled with the source it was given).
 */
export const reviewSchema = z.object({
  author: z
    .string('Name the reviewer.')
    .trim()
    .min(1, 'Name the reviewer.')
    .max(120, 'Use at most 120 characters.'),
  rating: z
    .number('Give a rating from 1 to 5.')
    .min(1, 'Give a rating from 1 to 5.')
    .max(5, 'Give a rating from 1 to 5.'),
  text: z.string().trim().max(5000, 'Use at most 5,000 characters.').default(''),
  /** ISO date or date-time the review was written. */
  date: z.union([z.iso.date(), z.iso.datetime({ offset: true })], 'Give the date as YYYY-MM-DD.'),
  source_url: sourceUrl,
  /** The source's name as shown; absent: the source address's host ('www.google.com'). */
  source: z.string().trim().min(1).max(80, 'Use at most 80 characters.').optional(),
});
export type Review = z.infer<typeof reviewSchema>;
export type ReviewInput = z.input<typeof reviewSchema>;

/** The source a review is labelled with: the name given, else the host of its address. */
export function reviewSourceLabel(review: Pick<Review, 'source' | 'source_url'>): string {
  if (review.source) return review.source;
  try {
    return new URL(review.source_url).host;
  } catch {
    return review.source_url;
  }
}

/**
 * §9 the reviews a reviews block shows: rated at least 4, best first (newest first within a rating),
 * at most 12 (or the block's smaller limit). Malformed entries — one without a source included — are
 * skipped, not fatal.
 */
export function selectReviews(reviews: readonly unknown[], limit: number = MAX_REVIEWS): Review[] {
  const take = Math.min(MAX_REVIEWS, Math.max(0, Math.floor(limit)));
  const valid: Review[] = [];
  for (const raw of reviews) {
    const parsed = reviewSchema.safeParse(raw);
    if (parsed.success && parsed.data.rating >= MIN_REVIEW_RATING) valid.push(parsed.data);
  }
  const time = (r: Review) => Date.parse(r.date);
  return valid.sort((a, b) => b.rating - a.rating || time(b) - time(a)).slice(0, take);
}
