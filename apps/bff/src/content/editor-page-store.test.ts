import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePage } from '@dealer/content-blocks';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPages } from '../demo/pages.js';
import { Store } from '../store/store.js';
import { EditorPageStore } from './editor-page-store.js';
import { SlugTakenError, StaleVersionError } from './page-state.js';

const registry = demoRegistry();
const kiwi = siteBySlug(registry, 'kiwi-motors');
const harbour = siteBySlug(registry, 'harbour-auto');
if (!kiwi || !harbour) throw new Error('demo sites missing');

function page(text: string) {
  const parsed = parsePage({ slug: 'home', title: 'Home', blocks: [{ id: 'h', type: 'heading', text }] });
  if (!parsed.ok) throw new Error('bad test page');
  return parsed.page;
}

describe('EditorPageStore (#33 item 7: drafts, publishing, stale saves, create and delete)', () => {
  let dir: string;
  let store: Store;
  let clock = Date.parse('2026-03-10T00:00:00Z');
  let pages: EditorPageStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'page-store-'));
    store = await Store.open({ dataDir: dir });
    pages = new EditorPageStore(
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

  it('keeps drafts off the public page until published, and never prunes the published version', async () => {
    const tx = store.db;
    const service = await pages.current(harbour, 'service');
    expect(service?.version).toBe(1);
    const draft = await pages.saveDraft(harbour, 'service', page('Draft 1'), 1, tx);
    expect(draft.version.version).toBe(2);
    expect((await pages.current(harbour, 'service'))?.version).toBe(1);
    expect(await pages.draft(harbour, 'service')).toMatchObject({ draft: { version: 2 }, published: 1 });
    for (let i = 2; i <= 24; i++) await pages.saveDraft(harbour, 'service', page(`Draft ${i}`), i, tx);
    // 24 drafts later the public version 1 is still kept (and shown).
    expect((await pages.current(harbour, 'service'))?.version).toBe(1);
    expect((await pages.versions(harbour, 'service')).map((v) => v.version)[0]).toBe(1);
    await expect(pages.publish(harbour, 'service', 3, tx)).rejects.toBeInstanceOf(StaleVersionError);
    await pages.publish(harbour, 'service', 25, tx);
    expect((await pages.current(harbour, 'service'))?.page.blocks[0]).toMatchObject({ text: 'Draft 24' });
  });

  it('refuses a save based on a version that is no longer the newest, writing nothing', async () => {
    const tx = store.db;
    const newest = (await pages.draft(harbour, 'service'))?.draft.version ?? 0;
    const error = await pages.saveDraft(harbour, 'service', page('Stale'), newest - 1, tx).catch((e) => e);
    expect(error).toBeInstanceOf(StaleVersionError);
    expect((error as StaleVersionError).current.version).toBe(newest);
    expect((await pages.draft(harbour, 'service'))?.draft.version).toBe(newest);
  });

  it('creates a page once per slug and deletes it for good (the seed never brings it back)', async () => {
    const tx = store.db;
    await pages.create(harbour, 'spring', page('Spring'), tx);
    await expect(pages.create(harbour, 'spring', page('Again'), tx)).rejects.toBeInstanceOf(SlugTakenError);
    expect(await pages.current(harbour, 'spring')).toBeNull();
    expect((await pages.remove(harbour, 'about', tx))?.version).toBe(1);
    expect(await pages.current(harbour, 'about')).toBeNull();
    expect(await pages.remove(harbour, 'about', tx)).toBeNull();
    const fresh = new EditorPageStore(store.db, () => new Date(clock), demoPages);
    expect(await fresh.current(harbour, 'about')).toBeNull();
    expect((await fresh.list(harbour)).map((p) => p.slug)).not.toContain('about');
  });
});
