import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareCars, compareUrl, parseCompareIds } from './compare.js';
import { makeCar } from './testing/car-fixture.js';

const NOW = new Date('2025-03-10T12:00:00Z');
const site = (slug: string): Site => {
  const found = demoRegistry().sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
};
const lender = {
  interestRate: 8.99,
  comparisonRate: 9.49,
  paymentMonth: 560,
  paymentWeek: 129,
  termMonths: 60,
  termYears: 5,
  disclaimer: null,
};

describe('parseCompareIds', () => {
  it('keeps the first four distinct positive ids in the order given and counts the rest', () => {
    expect(parseCompareIds('9, 3,x,3,-2,0,12,5,8')).toEqual({ ids: [9, 3, 12, 5], dropped: 1 });
    expect(parseCompareIds(null)).toEqual({ ids: [], dropped: 0 });
    expect(parseCompareIds('1.5,2e3,7')).toEqual({ ids: [7], dropped: 0 });
  });
});

describe('compareUrl', () => {
  it('is the sorted, de-duplicated ids (the canonical of any order)', () => {
    expect(compareUrl([12, 3, 9, 3])).toBe('/compare?ids=3,9,12');
    expect(compareUrl([])).toBe('/compare');
  });
});

describe('compareCars', () => {
  const harbour = site('harbour-auto');
  const a = makeCar({
    id: 1,
    slug: 'a-1',
    price: 25_990,
    price_type: 'drive_away',
    km: 45_000,
    body: 'SUV',
    fuel: 'Petrol',
    transmission: 'Automatic',
    seats: 5,
    filtered_features: ['Bluetooth', 'Reverse camera'],
    finance_lenders: { taurus: lender },
  });
  const b = makeCar({
    id: 2,
    slug: 'b-2',
    price: 31_500,
    price_type: 'drive_away',
    km: 12_000,
    body: 'SUV',
    fuel: 'Diesel',
    transmission: 'Automatic',
    seats: 7,
    filtered_features: ['Reverse camera', 'Bluetooth'],
  });

  it('gives every row, in order, with the car-page links as the columns', () => {
    const result = compareCars([a, b], harbour, NOW);
    expect(result.rows.map((r) => r.key)).toEqual([
      'price',
      'price_type',
      'km',
      'year',
      'body',
      'fuel',
      'transmission',
      'seats',
      'features',
      'finance',
    ]);
    expect(result.columns.map((c) => c.href)).toEqual(['/cars/a-1', '/cars/b-2']);
  });

  it('marks exactly the rows whose values differ (features as a set)', () => {
    const differing = compareCars([a, b], harbour, NOW)
      .rows.filter((r) => r.differs)
      .map((r) => r.key);
    expect(differing).toEqual(['price', 'km', 'fuel', 'seats', 'finance']);
  });

  it('shows the finance estimate only where the car is eligible, from financeDisplay', () => {
    const finance = compareCars([a, b], harbour, NOW).rows.find((r) => r.key === 'finance');
    expect(finance?.cells.map((c) => c.text)).toEqual(['$129/week', '—']);
  });

  it('prints the shown price, its type and the odometer', () => {
    const rows = compareCars([a], harbour, NOW).rows;
    const cell = (key: string) => rows.find((r) => r.key === key)?.cells[0]?.text;
    expect([cell('price'), cell('price_type'), cell('km')]).toEqual(['$25,990', 'Drive Away', '45,000 km']);
    expect(rows.every((r) => !r.differs)).toBe(true);
  });

  it('compares at most four cars', () => {
    const cars = [1, 2, 3, 4, 5].map((id) => makeCar({ id, slug: `c-${id}` }));
    expect(compareCars(cars, harbour, NOW).columns).toHaveLength(COMPARE_MAX);
  });
});
