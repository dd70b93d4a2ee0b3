import type { ReviewInput } from '@dealer/content-blocks';
import { type Site, vehicleNoun } from '@dealer/site-registry';
import { createRandom } from './inventory/prng.js';

/**
 * The demo's reviews: invented per demo site, deterministic, labelled as invented demo data with the demo
 * site's own address as their source (never a real review site's name: #28), and deliberately mixed — some under the §9 minimum rating of 4 — because choosing which to show is the
 * domain rule's job (`selectReviews` in @dealer/content-blocks), not the feed's.
 */
const AUTHORS = [
  'Sarah M.',
  'James T.',
  'Priya K.',
  'Liam O.',
  'Mere W.',
  'Tom H.',
  'Aroha P.',
  'Chloe B.',
  'Daniel R.',
  'Nikhil S.',
  'Grace L.',
  'Ben C.',
  'Hannah F.',
  'Matt D.',
  'Olivia G.',
  'Ravi N.',
];

/** `{name}` is the site's name, `{noun}` its vehicle noun in lower case (§1): 'Second RV we have bought…'. */
const PRAISE = [
  'Easy, no-pressure process from test drive to handover. {name} had everything ready when we arrived.',
  'Great range of stock and honest advice. Finance was sorted in an afternoon.',
  'Traded in my old {noun} and got a fair price. The team at {name} kept me updated the whole way.',
  'Friendly staff, fast service and the {noun} was spotless on pick-up. Highly recommend {name}.',
  'Drove down from out of town and it was worth it — exactly as described online.',
  'Service centre fitted me in the same week and explained everything clearly.',
  'Second {noun} we have bought from {name}. Same great experience as the first.',
];
const MIXED = [
  'Good {noun}, but the paperwork took longer than expected.',
  'Took a while to get a call back about the trade-in.',
];

const FEED_SIZE = 18;
const BASE = Date.parse('2026-02-20T00:00:00Z');

export function siteReviews(site: Site): ReviewInput[] {
  const random = createRandom(`reviews:${site.slug}`);
  const noun = vehicleNoun(site, { lowercase: true });
  return Array.from({ length: FEED_SIZE }, (_, i) => {
    const low = random.chance(0.2);
    const rating = low
      ? random.int(2, 3)
      : random.weighted([
          [5, 7],
          [4, 3],
        ] as const);
    const text = (low ? random.pick(MIXED) : random.pick(PRAISE))
      .replaceAll('{name}', site.name)
      .replaceAll('{noun}', noun);
    return {
      author: AUTHORS[(i + site.id) % AUTHORS.length] as string,
      rating,
      text,
      date: new Date(BASE - (i * 9 + random.int(0, 6)) * 86_400_000).toISOString().slice(0, 10),
      source: 'Demo data (invented review)',
      source_url: `${site.url}/#demo-review-${i + 1}`,
    };
  });
}
