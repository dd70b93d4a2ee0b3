import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { PostDrafts, pageAsPost, postAsPage } from './post-drafts.js';

const site = siteBySlug(demoRegistry(), 'bathurst-motors');
if (!site) throw new Error('demo site missing');
const post = { title: 'Winter tyres', excerpt: 'Fitted free', body: '<p>Book now</p>' };

describe('a post kept as a page', () => {
  it('goes there and back unchanged, an empty summary left out', () => {
    expect(pageAsPost(postAsPage('winter-tyres', post))).toEqual(post);
    expect(postAsPage('x', { ...post, excerpt: '' })).not.toHaveProperty('description');
    expect(pageAsPost(postAsPage('x', { ...post, excerpt: '' })).excerpt).toBe('');
  });
});

describe.each(storeKinds)('post drafts by the pages’ rule (%s)', (kind) => {
  const db = useTestDatabase(kind);
  let clock = Date.parse('2026-03-10T00:00:00Z');
  const drafts = () => new PostDrafts(db, () => new Date(clock));

  it('shows nothing of a draft, then its published version dated when it was first published', async () => {
    await db.transaction((tx) => drafts().create(site, 'winter-tyres', postAsPage('winter-tyres', post), tx));
    expect(await drafts().published(site)).toEqual([]);
    expect([...(await drafts().kept(site))]).toEqual(['winter-tyres']);
    clock += 3_600_000;
    await db.transaction(async (tx) => {
      await drafts().publish(site, 'winter-tyres', 1, tx);
      await drafts().markPublished(tx, site, 'winter-tyres', new Date(clock));
    });
    const firstOut = new Date(clock).toISOString();
    // A later draft is not public; a second publish keeps the first date.
    await db.transaction((tx) =>
      drafts().saveDraft(
        site,
        'winter-tyres',
        postAsPage('winter-tyres', { ...post, title: 'Winter tyres, fitted' }),
        1,
        tx,
      ),
    );
    expect(await drafts().published(site)).toEqual([
      { slug: 'winter-tyres', ...post, published_at: firstOut },
    ]);
    clock += 3_600_000;
    await db.transaction(async (tx) => {
      await drafts().publish(site, 'winter-tyres', 2, tx);
      await drafts().markPublished(tx, site, 'winter-tyres', new Date(clock));
    });
    expect(await drafts().published(site)).toEqual([
      { slug: 'winter-tyres', ...post, title: 'Winter tyres, fitted', published_at: firstOut },
    ]);
  });

  it('takes in a post the console never saved as version 1, published at its own date', async () => {
    const at = '2025-11-01T00:00:00.000Z';
    await db.transaction((tx) => drafts().takeIn(tx, site, 'old-news', { ...post, title: 'Old news' }, at));
    expect(await drafts().draft(site, 'old-news')).toMatchObject({ draft: { version: 1 }, published: 1 });
    expect((await drafts().published(site)).find((p) => p.slug === 'old-news')).toMatchObject({
      title: 'Old news',
      published_at: at,
    });
  });
});
