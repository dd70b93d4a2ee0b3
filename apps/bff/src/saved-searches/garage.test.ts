import type { Car } from '@dealer/pricing';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { Accounts } from '../accounts/accounts.js';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { recordStockChanges, stockChanges } from './changes.js';
import { FAVOURITES_TEXT, favouritesConsentText, startFavouriteAlerts } from './garage.js';
import { alertPass } from './job.js';
import { linkToken, SavedSearches } from './store.js';

/**
 * Favourited-car alerts (issue #34 item 1, migration 160) on the real store: a favourite's price drop
 * and its return to sale (sold → listed by the feed, or a hold ended) are mailed once per change, to an
 * account whose address was confirmed, instant or in the daily digest; the consent text is recorded.
 */
const registry = demoRegistry();
const site = siteBySlug(registry, 'bigbox-cars')!;
const car = (id: number, price: number, sold = false): Car =>
  createVehicle({
    id,
    slug: `car-${id}`,
    price,
    price_type: 'drive_away',
    status: sold ? 'sold' : 'in_stock',
    dealership_id: site.dealership_id,
  });

describe.each(storeKinds)('favourited-car alerts on %s', (kind) => {
  const db = useTestDatabase(kind);
  let stock: Car[] = [car(1, 30_000), car(2, 20_000, true), car(3, 25_000)];
  let clock = new Date('2026-03-10T01:00:00Z');
  const deps = () => ({
    db,
    registry: () => registry,
    inventory: { stock: () => ({ cars: stock, byId: new Map(stock.map((c) => [c.id, c])) }) as never },
    now: () => clock,
    log: () => undefined,
  });
  const mails = async () =>
    (
      await db.query<{ target: string; topic: string; payload: { text: string; html?: string } }>(
        "SELECT target, topic, payload FROM outbox WHERE topic LIKE 'saved_search.%' ORDER BY created_at, id",
      )
    ).rows;
  const importCars = async (after: Car[]) => {
    await recordStockChanges(db, site.slug, stockChanges(stock, after, site), clock);
    stock = after;
    return alertPass(deps());
  };
  async function account(email: string, verified: boolean) {
    const accounts = new Accounts(db);
    const customer = await accounts.createCustomer({
      site: site.slug,
      name: 'Sam',
      email,
      passwordHash: 'x',
    });
    if (customer === 'exists') throw new Error('exists');
    if (verified)
      await db.query('UPDATE customers SET email_verified_at = $2 WHERE id = $1', [
        customer.id,
        clock.toISOString(),
      ]);
    for (const id of [1, 2]) await accounts.watch(customer.id, id);
    return { id: customer.id, contact: (await accounts.contact(site.slug, customer.id))! };
  }
  const start = (who: Awaited<ReturnType<typeof account>>, frequency: 'instant' | 'daily') =>
    db.transaction((tx) =>
      startFavouriteAlerts(tx, {
        site,
        customerId: who.id,
        contact: who.contact,
        origin: 'http://bigbox.example',
        frequency,
        noticeVersion: 'v1',
        now: clock,
        garageUrl: 'http://bigbox.example/mybigboxcars',
      }),
    );

  it('should record the consent, ask an unverified address to confirm and verify it by the link', async () => {
    const unverified = await account('new@example.com', false);
    const alert = await start(unverified, 'instant');
    expect(alert.confirmed).toBe(false);
    const { rows } = await db.query<{ consent_text: string; notice_version: string; kind: string }>(
      'SELECT consent_text, notice_version, kind FROM saved_searches WHERE id = $1',
      [alert.id],
    );
    expect(rows[0]).toEqual({
      consent_text: favouritesConsentText(site.name),
      notice_version: 'v1',
      kind: 'favourites',
    });
    const confirm = (await mails()).find((m) => m.topic === 'saved_search.confirm');
    expect(confirm?.payload.text).toContain(FAVOURITES_TEXT);
    // Not confirmed: a drop of a favourite mails nothing.
    expect(await importCars([car(1, 29_000), car(2, 20_000, true), car(3, 25_000)])).toBe(0);
    await new SavedSearches(db).confirm(site.slug, linkToken(alert, 'confirm'), clock);
    expect((await new Accounts(db).contact(site.slug, unverified.id))?.verified).toBe(true);
    // Turning them on again changes the frequency of the one live row.
    const again = await start({ ...unverified, contact: { ...unverified.contact, verified: true } }, 'daily');
    expect(again.id).toBe(alert.id);
    expect(again.frequency).toBe('daily');
  });

  it('should mail a verified account a favourite’s drop and return to sale once per change', async () => {
    await db.query("UPDATE saved_searches SET unsubscribed_at = $1 WHERE kind = 'favourites'", [
      clock.toISOString(),
    ]);
    const verified = await account('fav@example.com', true);
    expect((await start(verified, 'instant')).confirmed).toBe(true);
    const before = (await mails()).length;
    // Car 1 drops (favourite), car 3 drops (not a favourite), car 2 is listed again (sold → in stock).
    clock = new Date('2026-03-10T02:00:00Z');
    expect(await importCars([car(1, 27_000), car(2, 20_000), car(3, 24_000)])).toBe(1);
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => [m.target, m.topic])).toEqual([['fav@example.com', 'saved_search.alert']]);
    expect(sent[0]?.payload.text).toContain('Price drop');
    expect(sent[0]?.payload.text).toContain('$27,000 Drive Away (was $29,000)');
    expect(sent[0]?.payload.text).toContain('Back on sale');
    expect(sent[0]?.payload.text).not.toContain('car-3');
    expect(sent[0]?.payload.html).toContain('Back on sale');
    // The same stock again: nothing. Car 2 sold and back again: a new return, told again.
    expect(await importCars([car(1, 27_000), car(2, 20_000), car(3, 24_000)])).toBe(0);
    expect(await importCars([car(1, 27_000), car(2, 20_000, true), car(3, 24_000)])).toBe(0);
    expect(await importCars([car(1, 27_000), car(2, 20_000), car(3, 24_000)])).toBe(1);
    // A hold that ended (recorded by the reservation mirror) is a return to sale too.
    await recordStockChanges(db, site.slug, { newIds: [], drops: [], backIds: [1] }, clock);
    expect(await alertPass(deps())).toBe(1);
    expect((await mails()).slice(before)).toHaveLength(3);
  });

  it('should collect a daily account’s news into the morning digest', async () => {
    await db.query("UPDATE saved_searches SET frequency = 'daily' WHERE kind = 'favourites'");
    clock = new Date('2026-03-10T12:00:00Z'); // 23:00 in Sydney
    expect(await importCars([car(1, 26_000), car(2, 20_000), car(3, 24_000)])).toBe(0);
    clock = new Date('2026-03-10T20:30:00Z'); // 07:30 the next morning
    expect(await alertPass(deps())).toBe(1);
    const digest = (await mails()).filter((m) => m.topic === 'saved_search.digest');
    expect(digest.map((m) => m.target)).toEqual(['fav@example.com']);
    expect(digest[0]?.payload.text).toContain('$26,000 Drive Away');
  });
});
