import { MIN_REVIEW_RATING, reviewSchema } from '@dealer/content-blocks';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { siteReviews } from './reviews.js';

const registry = demoRegistry();
const harbour = siteBySlug(registry, 'harbour-auto');
const kiwi = siteBySlug(registry, 'kiwi-motors');
if (!harbour || !kiwi) throw new Error('demo sites missing');

describe('site review feed (§9 reviews)', () => {
  it('is deterministic per site, valid reviews, and mixes in ratings under the minimum', () => {
    const reviews = siteReviews(harbour);
    expect(reviews).toEqual(siteReviews(harbour));
    expect(reviews).not.toEqual(siteReviews(kiwi));
    for (const review of reviews) expect(reviewSchema.safeParse(review).success).toBe(true);
    expect(reviews.filter((r) => r.rating >= MIN_REVIEW_RATING).length).toBeGreaterThanOrEqual(12);
    expect(reviews.some((r) => r.rating < MIN_REVIEW_RATING)).toBe(true);
  });
});
