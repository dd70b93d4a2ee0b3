import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePage } from '@dealer/content-blocks';
import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPages } from '../demo/pages.js';
import { Store } from '../store/store.js';
import { PageStore } from './page-store.js';

const registry = demoRegistry();
const kiwi = siteBySlug(registry, 'kiwi-motors');
const harbour = siteBySlug(registry, 'harbour-auto');
if (!kiwi || !harbour) throw new Error('demo sites missing');

function page(text: string) {
  const parsed = parsePage({ slug: 'home', title: 'Home', blocks: [{ id: 'h', type: 'heading', text }] });
  if (!parsed.ok) throw new Error('bad test page');
  return parsed.page;
}

describe('PageStore (§1 pages per site with versions)', () => {
  let dir: string;
  let store: Store;
  let clock = Date.parse('2026-03-10T00:00:00Z');
  let pages: PageStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'page-store-'));
    store = await Store.open({ dataDir: dir });
    pages = new PageStore(
      store.db,
      () => {
        clock += 1000;
        return new Date(clock);
      },
      // The seed covers the demo's sites; a new dealer's site gets nothing from it.
      (site) => (site.slug === 'reef-nissan' ? {} : demoPages(site)),
    );
  }, 60_000);
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds a site’s seed pages as version 1 on first read', async () => {
    const home = await pages.current(kiwi, 'home');
    expect(home?.version).toBe(1);
    expect(home?.page).toEqual(demoPages(kiwi).home);
    expect((await pages.list(kiwi)).map((p) => p.slug).sort()).toEqual([
      'about',
      'home',
      'parts',
      'privacy',
      'service',
      'special-offers',
    ]);
  });

  it('gives a site the seed does not cover no pages until its dealer saves one (#28)', async () => {
    const reef = { ...(harbour as Site), slug: 'reef-nissan' };
    expect(await pages.current(reef, 'home')).toBeNull();
    expect(await pages.list(reef)).toEqual([]);
    await pages.save(reef, 'about', page('Our story'));
    expect((await pages.list(reef)).map((p) => p.slug)).toEqual(['about']);
  });

  it('keeps the previous versions, bounded to 20, per site', async () => {
    for (let i = 1; i <= 25; i++) await pages.save(kiwi, 'home', page(`Edit ${i}`));
    const history = await pages.versions(kiwi, 'home');
    expect(history).toHaveLength(20);
    expect(history.at(-1)?.version).toBe(26);
    expect(history.at(-2)?.page.blocks[0]).toMatchObject({ text: 'Edit 24' });
    expect((await pages.current(harbour, 'home'))?.version).toBe(1);
  });

  it('writes nothing for an unchanged page, and restores an earlier version as a new one', async () => {
    const same = await pages.save(kiwi, 'home', page('Edit 25'));
    expect(same.created).toBe(false);
    const restored = await pages.restore(kiwi, 'home', 20);
    expect(restored?.version.version).toBe(27);
    expect(restored?.version.page.blocks[0]).toMatchObject({ text: 'Edit 19' });
    expect(await pages.restore(kiwi, 'home', 1)).toBeNull();
    expect(await pages.restore(kiwi, 'no-such-page', 1)).toBeNull();
  });

  it('serialises concurrent saves of one page (no version lost or duplicated)', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => pages.save(kiwi, 'parts', page(`Parallel ${n}`))),
    );
    const versions = results.map((r) => r.version.version).sort();
    expect(versions).toEqual([2, 3, 4, 5]);
  });
});
