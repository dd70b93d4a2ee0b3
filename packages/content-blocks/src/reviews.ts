import { z } from 'zod';
import { MAX_REVIEWS, MIN_REVIEW_RATING } from './blocks.js';

export const reviewSchema = z.object({
  author: z.string().trim().min(1).max(120),
  rating: z.number().min(0).max(5),
  text: z.string().max(5000).default(''),
  /** ISO date or date-time the review was written. */
  date: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  source: z.string().default('google'),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * §9 the reviews a reviews block shows: rated at least 4, best first (newest first within a rating),
 * at most 12 (or the block's smaller limit). Malformed entries from a feed are skipped, not fatal.
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
