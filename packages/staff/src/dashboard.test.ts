import { describe, expect, it } from 'vitest';
import { type DashboardLead, dashboard, daysInStock, leadSource, median } from './dashboard.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const lead = (overrides: Partial<DashboardLead> = {}): DashboardLead => ({
  createdAt: '2026-03-10T08:00:00Z',
  category: 'enquiry',
  data: { source: 'Website' },
  status: null,
  firstContactedAt: null,
  overdueAt: null,
  ...overrides,
});

describe('leadSource', () => {
  it('reads the utm_source, then the first-page query, then the source', () => {
    expect(leadSource({ utm_source: 'google', source: 'Website' })).toBe('google');
    expect(leadSource({ linked_query_params: '?utm_source=facebook&utm_medium=cpc' })).toBe('facebook');
    expect(leadSource({ linked_query_params: { utm_source: 'bing' } })).toBe('bing');
    expect(leadSource({ source: 'Carsales' })).toBe('Carsales');
    expect(leadSource({})).toBe('Website');
  });
});

describe('median', () => {
  it('is the middle value, the mean of the middle two, or null', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });
});

describe('dashboard', () => {
  it('counts leads by source and category, most first', () => {
    const result = dashboard({
      leads: [
        lead({ data: { utm_source: 'google' } }),
        lead({ data: { utm_source: 'google' }, category: 'test_drive' }),
        lead({ category: null }),
      ],
      views: [],
      now: NOW,
    });
    expect(result.leads).toBe(3);
    expect(result.bySource).toEqual([
      { key: 'google', count: 2 },
      { key: 'Website', count: 1 },
    ]);
    expect(result.byCategory).toEqual([
      { key: 'enquiry', count: 1 },
      { key: 'other', count: 1 },
      { key: 'test_drive', count: 1 },
    ]);
  });

  it('takes the median minutes from arrival to the first Contacted, over contacted leads only', () => {
    const result = dashboard({
      leads: [
        lead({ firstContactedAt: '2026-03-10T08:10:00Z', status: 'contacted' }),
        lead({ firstContactedAt: '2026-03-10T09:00:00Z', status: 'won' }),
        lead({ firstContactedAt: '2026-03-10T11:00:00Z', status: 'contacted' }),
        lead(),
      ],
      views: [],
      now: NOW,
    });
    expect(result.medianFirstResponseMinutes).toBe(60);
    expect(result.contacted).toBe(3);
    expect(dashboard({ leads: [lead()], views: [], now: NOW }).medianFirstResponseMinutes).toBeNull();
  });

  it('counts overdue leads: past due, awaiting contact, never contacted', () => {
    const past = '2026-03-10T10:00:00Z';
    const result = dashboard({
      leads: [
        lead({ overdueAt: past }),
        lead({ overdueAt: past, status: 'allocated' }),
        lead({ overdueAt: past, status: 'contacted', firstContactedAt: '2026-03-10T09:00:00Z' }),
        lead({ overdueAt: past, status: 'lost' }),
        lead({ overdueAt: '2026-03-10T13:00:00Z' }),
        lead({ overdueAt: null }),
      ],
      views: [],
      now: NOW,
    });
    expect(result.overdue).toBe(2);
  });

  it('sums VDP views and lists the most viewed cars', () => {
    const views = [
      { car: 'a', count: 3 },
      { car: 'b', count: 5 },
      { car: 'a', count: 4 },
      ...['c', 'd', 'e', 'f'].map((car) => ({ car, count: 1 })),
    ];
    const result = dashboard({ leads: [], views, now: NOW });
    expect(result.vdpViews).toBe(16);
    expect(result.topViewed).toEqual([
      { key: 'a', count: 7 },
      { key: 'b', count: 5 },
      { key: 'c', count: 1 },
      { key: 'd', count: 1 },
      { key: 'e', count: 1 },
    ]);
  });
});

describe('daysInStock', () => {
  const listed = Math.floor(Date.parse('2026-03-01T12:00:00Z') / 1000);
  const brisbane = { country: 'AU' as const, state: 'QLD' };
  it('counts calendar days in the site zone from first listed to now, or to the sale', () => {
    const car = { created_at_timestamp: listed, sold: false, sold_date_timestamp: null };
    expect(daysInStock(car, brisbane, NOW)).toBe(9);
    const soldAt = Math.floor(Date.parse('2026-03-04T13:00:00Z') / 1000);
    expect(daysInStock({ ...car, sold: true, sold_date_timestamp: soldAt }, brisbane, NOW)).toBe(3);
    expect(daysInStock({ ...car, created_at_timestamp: listed + 10 * 86_400 }, brisbane, NOW)).toBe(0);
  });
  it('turns at the local midnight, not 24 hours after listing', () => {
    // Listed 23:00 Brisbane (13:00 UTC) on 1 March; at 00:30 Brisbane on 2 March it is a day old.
    const car = {
      created_at_timestamp: Date.parse('2026-03-01T13:00:00Z') / 1000,
      sold: false,
      sold_date_timestamp: null,
    };
    expect(daysInStock(car, brisbane, new Date('2026-03-01T13:59:00Z'))).toBe(0);
    expect(daysInStock(car, brisbane, new Date('2026-03-01T14:30:00Z'))).toBe(1);
    expect(daysInStock(car, { ...brisbane, state: 'WA' }, new Date('2026-03-01T14:30:00Z'))).toBe(0);
  });
});
