import { createSearchState } from '@dealer/search-query';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../store/testing.js';
import { CONFIRM_TTL_MS, linkToken, SavedSearches } from './store.js';

/** Issue #34 item 1 on the real store (PGlite): the confirm, unsubscribe and manage links. */
const NOW = new Date('2026-03-10T01:00:00Z');

describe('saved searches in the store', () => {
  const db = useTestDatabase('pglite');
  const create = (email: string, siteSlug = 'harbour-auto') =>
    new SavedSearches(db).create({
      siteSlug,
      email,
      state: createSearchState({ refinements: { make: ['Kia'] } }),
      listingUrl: 'https://harbour.example/search?make=Kia',
      frequency: 'instant',
      noticeVersion: 'v1',
      consentText: 'I agree to receive emails',
      now: NOW,
    });

  it('should keep the consent text and notice version word for word', async () => {
    const search = await create('consent@example.com');
    const { rows } = await db.query<{ consent_text: string; notice_version: string }>(
      'SELECT consent_text, notice_version FROM saved_searches WHERE id = $1',
      [search.id],
    );
    expect(rows[0]).toEqual({ consent_text: 'I agree to receive emails', notice_version: 'v1' });
  });

  it('should confirm once, only by the confirm link, only on its own site and within the time', async () => {
    const store = new SavedSearches(db);
    const search = await create('once@example.com');
    expect(await store.confirm('harbour-auto', linkToken(search, 'manage'), NOW)).toBeNull();
    expect(await store.confirm('bayside-mazda', linkToken(search, 'confirm'), NOW)).toBeNull();
    expect((await store.confirm('harbour-auto', linkToken(search, 'confirm'), NOW))?.confirmed).toBe(true);
    expect(await store.confirm('harbour-auto', linkToken(search, 'confirm'), NOW)).toBeNull();
    const late = await create('late@example.com');
    const after = new Date(NOW.getTime() + CONFIRM_TTL_MS + 1);
    expect(await store.confirm('harbour-auto', linkToken(late, 'confirm'), after)).toBeNull();
    expect(await store.live('harbour-auto')).toEqual([
      expect.objectContaining({ email: 'once@example.com' }),
    ]);
  });

  it('should unsubscribe by its link (again is fine) and list and delete by the manage link', async () => {
    const store = new SavedSearches(db);
    const one = await create('manage@example.com');
    const two = await create('manage@example.com');
    for (const s of [one, two]) await store.confirm('harbour-auto', linkToken(s, 'confirm'), NOW);
    const managed = await store.managed('harbour-auto', linkToken(one, 'manage'));
    expect(managed?.searches.map((s) => s.id).sort()).toEqual([one.id, two.id].sort());
    expect(await store.unsubscribe('harbour-auto', linkToken(one, 'unsubscribe'), NOW)).toBe(true);
    expect(await store.unsubscribe('harbour-auto', linkToken(one, 'unsubscribe'), NOW)).toBe(true);
    expect(await store.unsubscribe('harbour-auto', linkToken(one, 'confirm'), NOW)).toBe(false);
    expect(await store.deleteManaged('harbour-auto', linkToken(two, 'manage'), null, NOW)).toBe(1);
    expect((await store.managed('harbour-auto', linkToken(one, 'manage')))?.searches).toEqual([]);
    expect((await store.live('harbour-auto')).map((s) => s.email)).not.toContain('manage@example.com');
  });
});
