import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { sitePost, sitePosts } from './posts.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto');
if (!site) throw new Error('demo site missing');
const NOW = new Date('2026-03-10T23:00:00Z');

describe('site posts (§2 blog/news)', () => {
  it('are deterministic, newest first, with the site woven in', () => {
    const posts = sitePosts(site, NOW);
    expect(posts).toEqual(sitePosts(site, NOW));
    expect(posts.length).toBe(6);
    const dates = posts.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.some((p) => p.title.includes(site.name) || p.excerpt.includes(site.name))).toBe(true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });
  it('hide posts dated after now', () => {
    const all = sitePosts(site, NOW);
    const newest = all[0];
    const before = new Date(Date.parse(newest?.published_at ?? '') - 1);
    expect(sitePosts(site, before).map((p) => p.slug)).not.toContain(newest?.slug);
    expect(sitePost(site, newest?.slug ?? '', before)).toBeNull();
  });
  it('give one post with a sanitised body, or null', () => {
    const slug = sitePosts(site, NOW)[1]?.slug ?? '';
    const post = sitePost(site, slug, NOW);
    expect(post?.body_html).toMatch(/^<p>/);
    expect(post?.body_html).not.toMatch(/<script|on\w+=/);
    expect(sitePost(site, 'nope', NOW)).toBeNull();
  });
});
