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

  it.each([
    ['harbour-auto', 'car'],
    ['throttle-moto', 'motorcycle'],
    ['outback-rv', 'RV'],
    ['coastline-caravans', 'caravan'],
  ])("%s's reviews speak of its own vehicle (%s, §1 the site's noun)", (slug, noun) => {
    const site = siteBySlug(registry, slug);
    if (!site) throw new Error(`demo site ${slug} missing`);
    const text = siteReviews(site)
      .map((r) => r.text)
      .join('\n');
    expect(text).toContain(noun === 'RV' ? ` ${noun} ` : ` ${noun}`);
    expect(text).not.toContain('{noun}');
    if (noun !== 'car') expect(text).not.toMatch(/\bcars?\b/i);
  });
});
