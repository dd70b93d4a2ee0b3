import { describe, expect, it } from 'vitest';
import { importFeed } from './import.js';
import type { FeedDealer, FeedLocation } from './map.js';
import { QUICK_EDIT_MAX_PRICE, quickEdit } from './quick-edit.js';
import { sampleCsvFeed } from './sample.js';

const NOW = new Date('2026-03-10T23:00:00Z');
const LATER = new Date('2026-03-12T01:00:00Z');
const yard: FeedLocation = {
  codes: ['BV', '10101'],
  id: 10101,
  slug: 'yard-bv',
  name: 'Yard BV',
  city: 'Brookvale',
  state: 'NSW',
  phone: null,
  dealership: { id: 1011, slug: 'harbour-toyota', name: 'Harbour Toyota' },
  timeZone: 'Australia/Sydney',
};
const dealer: FeedDealer = { defaultLocation: yard, locations: [yard] };

function stock(text = sampleCsvFeed(2), existing: Parameters<typeof importFeed>[0]['existing'] = []) {
  let id = 1;
  return importFeed({ text, format: 'csv', mode: 'replace', dealer, existing, now: NOW, nextId: () => id++ });
}

const car = () => {
  const first = stock().cars[0];
  if (!first) throw new Error('no car');
  return { ...first, reduced_price: 1000, computed_price: 2000 };
};

describe('quickEdit', () => {
  it('sets the price shown: the older reduced and computed prices no longer win, the band follows', () => {
    const result = quickEdit(car(), { price: 31_990 }, LATER);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.car).toMatchObject({
      price: 31_990,
      reduced_price: null,
      computed_price: null,
      price_range: 30_000,
    });
    expect(result.changes.price?.[1]).toBe(31_990);
  });

  it('dates the car’s last change at the edit when it changed something, and not otherwise (#31 lastmod)', () => {
    const edited = quickEdit(car(), { price: 31_990 }, LATER);
    expect(edited.ok && edited.car.updated_at).toBe(LATER.toISOString());
    const same = car();
    const unchanged = quickEdit(same, { price: same.price }, LATER);
    expect(unchanged.ok && Object.keys(unchanged.changes)).toEqual([]);
    expect(unchanged.ok && unchanged.car.updated_at).toBe(same.updated_at);
  });

  it('refuses each bad field by name and changes nothing', () => {
    expect(quickEdit(car(), { price: 5 }, LATER)).toEqual({
      ok: false,
      fields: { price: 'Enter a price over $10, in dollars' },
    });
    const bad = quickEdit(
      car(),
      { price: QUICK_EDIT_MAX_PRICE + 1, status: 'gone', sold: 'yes', colour: 'red' },
      LATER,
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.fields).sort()).toEqual(['colour', 'price', 'sold', 'status']);
    expect(quickEdit(car(), { price: '29990' }, LATER)).toMatchObject({
      ok: false,
      fields: { price: expect.any(String) },
    });
    expect(quickEdit(car(), {}, LATER)).toMatchObject({ ok: false, fields: { root: expect.any(String) } });
    expect(quickEdit(car(), [], LATER)).toMatchObject({ ok: false, fields: { root: expect.any(String) } });
    expect(quickEdit(car(), { status: 'in_stock', sold: true }, LATER)).toMatchObject({
      ok: false,
      fields: { status: expect.any(String) },
    });
  });

  it('marks a car sold with its sold date, and back on sale without one', () => {
    const sold = quickEdit(car(), { sold: true }, LATER);
    if (!sold.ok) throw new Error('refused');
    expect(sold.car).toMatchObject({ sold: true, status: 'sold', custom_rank: 0 });
    expect(sold.car.sold_date_timestamp).toBe(Math.floor(LATER.getTime() / 1000));
    const back = quickEdit(sold.car, { status: 'coming_soon' }, LATER);
    if (!back.ok) throw new Error('refused');
    expect(back.car).toMatchObject({
      sold: false,
      status: 'coming_soon',
      sold_date_timestamp: null,
      custom_rank: 100,
    });
    expect(quickEdit(sold.car, { sold: false }, LATER)).toMatchObject({
      ok: true,
      car: { status: 'in_stock' },
    });
  });

  it('hides a car from the site and reports only what changed', () => {
    const hidden = quickEdit(car(), { show_on_dealer_website: false, price: car().price }, LATER);
    if (!hidden.ok) throw new Error('refused');
    expect(hidden.car.show_on_dealer_website).toBe(false);
    expect(Object.keys(hidden.changes)).toEqual(['show_on_dealer_website']);
  });

  it('a car sold in the console stays sold when the next (stale) feed still lists it for sale', () => {
    const before = stock();
    const first = before.cars[0];
    if (!first) throw new Error('no car');
    const sold = quickEdit(first, { sold: true }, LATER);
    if (!sold.ok) throw new Error('refused');
    const existing = before.cars.map((c) => (c.id === first.id ? sold.car : c));
    const next = stock(sampleCsvFeed(2), existing);
    expect(next.report.kept_sold).toEqual([first.stocknum]);
    expect(next.cars.find((c) => c.id === first.id)).toMatchObject({ sold: true, status: 'sold' });
  });
});
