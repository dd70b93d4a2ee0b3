import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from './remember-details.js';
import {
  createVisitTracker,
  FIRST_PAGE_QUERY_TTL_MS,
  hasTrackingParams,
  isSuccessPage,
  VISITED_PAGES_CAP,
} from './visit-tracking.js';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const DAY = 24 * 60 * 60 * 1000;
const page = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function tracker() {
  return createVisitTracker({ storage: memoryStorage(), now: () => Date.now() });
}

describe('visit-tracking', () => {
  it('should keep §9 constants: 50 pages, 30 days', () => {
    expect(VISITED_PAGES_CAP).toBe(50);
    expect(FIRST_PAGE_QUERY_TTL_MS).toBe(30 * DAY);
  });

  it.each([
    ['gclid=abc', true],
    ['fbclid=abc', true],
    ['utm_source=google&x=1', true],
    ['UTM_Campaign=x', true],
    ['make=kia', false],
    ['', false],
  ])('should detect tracking params in %j → %s', (query, expected) => {
    expect(hasTrackingParams(query)).toBe(expected);
  });

  it('should save the first-page query once and keep it on later pages', () => {
    const t = tracker();
    t.recordPageView(page('/', '?utm_source=google&utm_campaign=spring'));
    vi.advanceTimersByTime(DAY);
    t.recordPageView(page('/search', '?make=kia'));
    t.recordPageView(page('/cars/x', '?gclid=zzz'));
    expect(t.linkedQueryParams()).toBe('utm_source=google&utm_campaign=spring');
  });

  it('should reset when a new visit has tracking params and the stored one does not (§4)', () => {
    const t = tracker();
    t.recordPageView(page('/search', '?make=kia'));
    t.recordPageView(page('/', '?fbclid=abc'));
    expect(t.linkedQueryParams()).toBe('fbclid=abc');
  });

  it('should keep it once per campaign: a new utm_campaign replaces it', () => {
    const t = tracker();
    t.recordPageView(page('/', '?utm_campaign=spring'));
    t.recordPageView(page('/', '?utm_campaign=spring&utm_content=b'));
    expect(t.linkedQueryParams()).toBe('utm_campaign=spring');
    t.recordPageView(page('/', '?utm_campaign=winter'));
    expect(t.linkedQueryParams()).toBe('utm_campaign=winter');
  });

  it.each([
    [29 * DAY, 'utm_source=a'],
    [30 * DAY - 1, 'utm_source=a'],
    [30 * DAY, 'make=kia'],
  ])('should expire the first-page query after 30 days: after %i ms → %s', (elapsed, expected) => {
    const t = tracker();
    t.recordPageView(page('/', '?utm_source=a'));
    vi.advanceTimersByTime(elapsed);
    t.recordPageView(page('/search', '?make=kia'));
    expect(t.linkedQueryParams()).toBe(expected);
  });

  it('should stop linking an expired query even without a new page view', () => {
    const t = tracker();
    t.recordPageView(page('/', '?utm_source=a'));
    vi.advanceTimersByTime(30 * DAY);
    expect(t.linkedQueryParams()).toBeUndefined();
  });

  it('should record visited pages without duplicates, oldest first', () => {
    const t = tracker();
    for (const path of ['/', '/search', '/', '/cars/a', '/search']) t.recordPageView(page(path));
    expect(t.visitedPages()).toEqual(['/', '/search', '/cars/a']);
  });

  it('should cap visited pages at 50, dropping the oldest', () => {
    const t = tracker();
    for (let i = 1; i <= 60; i += 1) t.recordPageView(page(`/cars/${i}`));
    const pages = t.visitedPages();
    expect(pages).toHaveLength(50);
    expect(pages[0]).toBe('/cars/11');
    expect(pages.at(-1)).toBe('/cars/60');
  });

  it('should not record success pages (any path containing /success)', () => {
    const t = tracker();
    t.recordPageView(page('/success', '?utm_source=x'));
    t.recordPageView(page('/finance/success'));
    expect(t.visitedPages()).toEqual([]);
    expect(t.linkedQueryParams()).toBeUndefined();
    expect(isSuccessPage('/a/success?x')).toBe(true);
    expect(isSuccessPage('/successful-cars')).toBe(true);
    expect(isSuccessPage('/search')).toBe(false);
  });

  it('should survive corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('dealer.visitedPages', '{oops');
    storage.setItem('dealer.firstPageQuery', '"str"');
    const t = createVisitTracker({ storage, now: () => Date.now() });
    t.recordPageView(page('/', '?gclid=1'));
    expect(t.visitedPages()).toEqual(['/']);
    expect(t.linkedQueryParams()).toBe('gclid=1');
  });
});
