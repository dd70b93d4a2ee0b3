import type { Car } from '@dealer/pricing';
import { parseListingUrl, savedSearchState } from '@dealer/search-query';
import { demoRegistry, listingBasePath, siteBySlug } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../store/testing.js';
import { recordStockChanges, stockChanges } from './changes.js';
import { alertPass } from './job.js';
import { CARS_IN_MAIL } from './mails.js';
import { MATCHES_KEPT } from './match.js';
import { linkToken, SavedSearches } from './store.js';

/**
 * Issue #34 item 1 on the real store (PGlite): the alert job queues one mail per import for an instant
 * saved search, never the same car at the same price twice, nothing for an unconfirmed or unsubscribed
 * one, and a daily digest once a local day from the site's morning (by the injected clock).
 */
const registry = demoRegistry();
const site = siteBySlug(registry, 'harbour-auto')!;
const kia = (id: number, price: number): Car =>
  createVehicle({
    id,
    make: 'Kia',
    model: 'Sportage',
    make_model: 'Kia Sportage',
    name: `2022 Kia Sportage ${id}`,
    slug: `kia-${id}`,
    price,
    dealership_id: site.dealership_id,
    state: 'NSW',
  });

describe('the saved search alert job', () => {
  const db = useTestDatabase('pglite');
  let stock: Car[] = [];
  let clock = new Date('2026-03-10T01:00:00Z');
  const deps = () => ({
    db,
    registry: () => registry,
    inventory: { stock: () => ({ cars: stock, byId: new Map(stock.map((c) => [c.id, c])) }) as never },
    now: () => clock,
    log: () => undefined,
  });
  const mails = async (topic: string) =>
    (
      await db.query<{ target: string; payload: { text: string; headers?: Record<string, string> } }>(
        'SELECT target, payload FROM outbox WHERE topic = $1 ORDER BY created_at, id',
        [topic],
      )
    ).rows;
  const importCars = async (after: Car[]) => {
    await recordStockChanges(db, site.slug, stockChanges(stock, after, site), clock);
    stock = after;
    return alertPass(deps());
  };
  const save = async (email: string, frequency: 'instant' | 'daily', confirm = true) => {
    const store = new SavedSearches(db);
    const search = await store.create({
      siteSlug: site.slug,
      email,
      state: savedSearchState(parseListingUrl(site, `${listingBasePath(site)}?make=Kia`)),
      listingUrl: `https://harbour.example${listingBasePath(site)}?make=Kia`,
      frequency,
      noticeVersion: 'v1',
      consentText: 'I agree',
      now: clock,
    });
    if (confirm) expect(await store.confirm(site.slug, linkToken(search, 'confirm'), clock)).not.toBeNull();
    return search;
  };

  it('should mail an instant saved search once per import and never the same car at the same price twice', async () => {
    await save('instant@example.com', 'instant');
    await save('unconfirmed@example.com', 'instant', false);
    expect(await importCars([kia(1, 30_000), kia(2, 31_000)])).toBe(1);
    let sent = await mails('saved_search.alert');
    expect(sent.map((m) => m.target)).toEqual(['instant@example.com']);
    expect(sent[0]?.payload.text).toContain('kia-1');
    expect(sent[0]?.payload.text).toContain('kia-2');
    expect(sent[0]?.payload.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Same stock again: nothing changed, nothing sent. A drop: one mail naming the drop.
    expect(await importCars([kia(1, 30_000), kia(2, 31_000)])).toBe(0);
    clock = new Date('2026-03-10T02:00:00Z');
    expect(await importCars([kia(1, 27_000), kia(2, 31_000)])).toBe(1);
    sent = await mails('saved_search.alert');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.payload.text).toContain('Price drop');
    expect(sent[1]?.payload.text).not.toContain('kia-2');
  });

  it('should collect a daily saved search and send one digest from the local morning on', async () => {
    await db.query("UPDATE saved_searches SET unsubscribed_at = $1 WHERE frequency = 'instant'", [
      clock.toISOString(),
    ]);
    await save('daily@example.com', 'daily');
    // 2026-03-10T12:00Z is 23:00 in Sydney: collected, not sent.
    clock = new Date('2026-03-10T12:00:00Z');
    expect(await importCars([...stock, kia(3, 25_000)])).toBe(0);
    clock = new Date('2026-03-10T13:30:00Z');
    expect(await importCars([...stock, kia(4, 26_000)])).toBe(0);
    expect(await mails('saved_search.digest')).toHaveLength(0);
    // 07:30 the next morning in Sydney: one digest with both cars; not again that day.
    clock = new Date('2026-03-10T20:30:00Z');
    expect(await alertPass(deps())).toBe(1);
    expect(await alertPass(deps())).toBe(0);
    const digest = await mails('saved_search.digest');
    expect(digest.map((m) => m.target)).toEqual(['daily@example.com']);
    expect(digest[0]?.payload.text).toContain('kia-3');
    expect(digest[0]?.payload.text).toContain('kia-4');
    // The unsubscribed instant search got nothing of these imports.
    expect(await mails('saved_search.alert')).toHaveLength(2);
  });
});

describe('the alert job on a rental site', () => {
  const db = useTestDatabase('pglite');
  const hire = siteBySlug(registry, 'cityhop-rentals')!;
  let stock: Car[] = [];
  const clock = new Date('2026-03-10T01:00:00Z');
  const car = (price: number, perDay: number) =>
    createVehicle({
      id: 7,
      slug: 'camry-7',
      make: 'Toyota',
      model: 'Camry',
      price,
      rental_price: perDay,
      dealership_id: hire.dealership_id,
    });
  const importCars = async (after: Car[]) => {
    await recordStockChanges(db, hire.slug, stockChanges(stock, after, hire), clock);
    stock = after;
    return alertPass({
      db,
      registry: () => registry,
      inventory: { stock: () => ({ cars: stock, byId: new Map(stock.map((c) => [c.id, c])) }) as never },
      now: () => clock,
      log: () => undefined,
    });
  };

  it('should mail a drop of the daily rate in its unit, and nothing for the sale price', async () => {
    const store = new SavedSearches(db);
    const search = await store.create({
      siteSlug: hire.slug,
      email: 'renter@example.com',
      state: savedSearchState(parseListingUrl(hire, listingBasePath(hire))),
      listingUrl: `https://cityhop.example${listingBasePath(hire)}`,
      frequency: 'instant',
      noticeVersion: 'v1',
      consentText: 'I agree',
      now: clock,
    });
    await store.confirm(hire.slug, linkToken(search, 'confirm'), clock);
    expect(await importCars([car(30_000, 99)])).toBe(1);
    // The hire car's sale price falls: no news to a renter.
    expect(await importCars([car(25_000, 99)])).toBe(0);
    expect(await importCars([car(25_000, 89)])).toBe(1);
    const { rows } = await db.query<{ payload: { text: string } }>(
      "SELECT payload FROM outbox WHERE topic = 'saved_search.alert' ORDER BY created_at, id",
    );
    // Both mails were queued at the same (fixed) time: find the drop's by its words.
    expect(rows).toHaveLength(2);
    const drop = rows.find((r) => r.payload.text.includes('Price drop'));
    expect(drop?.payload.text).toContain('$89/day (was $99/day)');
    expect(rows.map((r) => r.payload.text).join('\n')).not.toContain('$30,000');
  });
});

describe('the alert job on a large import', () => {
  const db = useTestDatabase('pglite');
  const clock = new Date('2026-03-10T01:00:00Z');

  it('should keep at most MATCHES_KEPT cars per saved search and count the rest in the mail', async () => {
    const store = new SavedSearches(db);
    const search = await store.create({
      siteSlug: site.slug,
      email: 'broad@example.com',
      state: savedSearchState(parseListingUrl(site, `${listingBasePath(site)}?make=Kia`)),
      listingUrl: `https://harbour.example${listingBasePath(site)}?make=Kia`,
      frequency: 'instant',
      noticeVersion: 'v1',
      consentText: 'I agree',
      now: clock,
    });
    await store.confirm(site.slug, linkToken(search, 'confirm'), clock);
    const after = Array.from({ length: 3 * MATCHES_KEPT }, (_, i) => kia(1000 + i, 20_000 + i));
    await recordStockChanges(db, site.slug, stockChanges([], after, site), clock);
    const mailed = await alertPass({
      db,
      registry: () => registry,
      inventory: { stock: () => ({ cars: after, byId: new Map(after.map((c) => [c.id, c])) }) as never },
      now: () => clock,
      log: () => undefined,
    });
    expect(mailed).toBe(1);
    const { rows } = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM saved_search_alerts WHERE saved_search_id = $1',
      [search.id],
    );
    expect(Number(rows[0]?.n)).toBe(MATCHES_KEPT);
    const mail = await db.query<{ payload: { subject: string; text: string } }>(
      "SELECT payload FROM outbox WHERE topic = 'saved_search.alert'",
    );
    expect(mail.rows[0]?.payload.subject).toContain(`${3 * MATCHES_KEPT} cars`);
    expect(mail.rows[0]?.payload.text).toContain(`…and ${3 * MATCHES_KEPT - CARS_IN_MAIL} more`);
  });
});

describe('the alert job after a site is taken down', () => {
  const db = useTestDatabase('pglite');
  const clock = new Date('2026-03-10T01:00:00Z');

  it("should mail nothing for a site the registry no longer serves, and clear that site's changes", async () => {
    const store = new SavedSearches(db);
    const search = await store.create({
      siteSlug: 'gone-motors',
      email: 'gone@example.com',
      state: savedSearchState(parseListingUrl(site, listingBasePath(site))),
      listingUrl: 'https://gone.example/search',
      frequency: 'instant',
      noticeVersion: 'v1',
      consentText: 'I agree',
      now: clock,
    });
    await store.confirm('gone-motors', linkToken(search, 'confirm'), clock);
    await recordStockChanges(db, 'gone-motors', { newIds: [1], drops: [] }, clock);
    const deps = {
      db,
      registry: () => registry,
      inventory: { stock: () => ({ cars: [], byId: new Map() }) as never },
      now: () => clock,
      log: () => undefined,
    };
    expect(await alertPass(deps)).toBe(0);
    const { rows } = await db.query('SELECT 1 FROM saved_search_changes WHERE done_at IS NULL');
    expect(rows).toEqual([]);
    expect(await alertPass(deps)).toBe(0);
  });
});
