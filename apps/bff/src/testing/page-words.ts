import type { Site } from '@dealer/site-registry';
import { demoRegistry } from '@dealer/site-registry';
import { demoSeed } from '../demo/index.js';

/**
 * What a crawl of a site's pages reads them for (sites/odd-site-files.test.ts): the words a shopper reads,
 * the demo's inventions, and the words that show something went missing.
 */

/** What the demo would have invented, for the demo's dealers and for these very sites had it covered them. */
export function demoWords(sites: readonly Site[]): string[] {
  const words = new Set<string>();
  for (const demo of demoRegistry().sites) {
    words.add(demo.name);
    words.add(demo.phone);
    words.add(demo.email);
    words.add(demo.address.street);
    for (const l of demo.locations) for (const w of [l.location_name, l.address.street]) words.add(w);
  }
  for (const site of sites) {
    for (const post of demoSeed.posts(site)) words.add(post.title);
    for (const review of demoSeed.reviews(site)) words.add(review.text ?? '');
    for (const promotion of demoSeed.promotions(site, [])) words.add(promotion.title);
  }
  words.add('Google rating');
  words.add('Google Reviews');
  words.delete('');
  return [...words];
}

/** Words a page never prints: a value that was missing, not a number, an object, a bare null, or $0. */
export const BROKEN = [
  /\bundefined\b/,
  /\bNaN\b/,
  /\[object Object\]/,
  /(^|[\s>])null([\s<]|$)/,
  /\$0(?![\d,.])/,
];

/** The words a shopper reads: visible text and the attributes a crawler shows (title, description, alt). */
export function readable(html: string): string {
  const attributes = [...html.matchAll(/\s(?:content|alt|title|aria-label|placeholder)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decode(`${text} ${attributes.join(' ')}`).replace(/\s+/g, ' ');
}
/** HTML's escapes of the characters these checks read, undone. */
export const decode = (s: string) =>
  s
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#x40;', '@');
/** A body as a reader sees it, whatever JSON or HTML escaped in it. */
export const unescaped = (s: string) =>
  decode(s.replaceAll('\\u0040', '@').replaceAll('\\u0026', '&').replaceAll('\\/', '/'));
