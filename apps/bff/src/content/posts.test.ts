import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoPosts } from '../demo/posts.js';
import { sitePost, sitePosts } from './posts.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto');
if (!site) throw new Error('demo site missing');
const seed = demoPosts(site);
const NOW = new Date('2026-03-10T23:00:00Z');

describe('site posts (§2 blog/news)', () => {
  it('are deterministic, newest first, with the site woven in', () => {
    const posts = sitePosts(seed, NOW);
    expect(posts).toEqual(sitePosts(seed, NOW));
    expect(posts.length).toBe(6);
    const dates = posts.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.some((p) => p.title.includes(site.name) || p.excerpt.includes(site.name))).toBe(true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });
  it('hide posts dated after now', () => {
    const all = sitePosts(seed, NOW);
    const newest = all[0];
    const before = new Date(Date.parse(newest?.published_at ?? '') - 1);
    expect(sitePosts(seed, before).map((p) => p.slug)).not.toContain(newest?.slug);
    expect(sitePost(seed, newest?.slug ?? '', before)).toBeNull();
  });
  it('give one post with a sanitised body, or null', () => {
    const slug = sitePosts(seed, NOW)[1]?.slug ?? '';
    const post = sitePost(seed, slug, NOW);
    expect(post?.body_html).toMatch(/^<p>/);
    expect(post?.body_html).not.toMatch(/<script|on\w+=/);
    expect(sitePost(seed, 'nope', NOW)).toBeNull();
  });
  it('are none for a site nobody gave posts (#28: nothing invented)', () => {
    expect(sitePosts([], NOW)).toEqual([]);
    expect(sitePost([], 'how-to-choose-the-right-car-for-your-family', NOW)).toBeNull();
  });
  it("carry the dealer's edit over the post", () => {
    const slug = sitePosts(seed, NOW)[0]?.slug ?? '';
    const edits = new Map([[slug, { title: 'Ours', excerpt: 'E', body: '<p>B</p>' }]]);
    expect(sitePost(seed, slug, NOW, edits)).toMatchObject({ title: 'Ours', body_html: '<p>B</p>' });
  });
});
