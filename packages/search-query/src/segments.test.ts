import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  knownRouteValues,
  parsePerWeekSegment,
  perWeekSegment,
  resolveRouteSegment,
  routeSegment,
} from './segments.js';
import { testSite } from './testing/sites.js';

describe('segments', () => {
  const site = testSite({ search: { route_key_facets: ['car_type', 'item_type'] } });

  it.each([
    ['car_type', 'used', 'used-cars'],
    ['car_type', 'new', 'new-cars'],
    ['item_type', 'brisbane:Used Cars Brisbane', 'used-cars-brisbane'],
    ['item_type', 'qld:RV Utes QLD', 'rv-utes-qld'],
    ['item_type', 'Škoda Octavia', 'skoda-octavia'],
    ['item_type', '!!!', null],
    ['item_type', '7 Seater Cars', null],
    ['item_type', 'Cars under 100 per week', null],
  ])('should write %s=%j as the segment %j (§2)', (facet, value, segment) => {
    expect(routeSegment(site, facet, value)).toBe(segment);
  });

  it('should know the condition values of car-type facets and the values it is given', () => {
    expect(knownRouteValues(site, 'car_type')).toEqual(['new', 'used', 'demo']);
    expect(knownRouteValues(site, 'item_type', { item_type: ['A'] })).toEqual(['A']);
    expect(knownRouteValues(site, 'item_type')).toEqual([]);
  });

  it('should resolve a segment to the first route-key facet that knows it, skipping taken facets', () => {
    const values = { item_type: ['used'] };
    expect(resolveRouteSegment(site, 'used-cars', values)).toEqual({ facet: 'car_type', value: 'used' });
    expect(resolveRouteSegment(site, 'used', values)).toEqual({ facet: 'item_type', value: 'used' });
    expect(resolveRouteSegment(site, 'used-cars', values, new Set(['car_type']))).toBeNull();
    expect(resolveRouteSegment(site, 'USED-CARS')).toEqual({ facet: 'car_type', value: 'used' });
  });

  it.each([
    [{ min: null, max: 100 }, 'cars-under-100-per-week'],
    [{ min: 100, max: 125 }, '100-to-125-per-week'],
    [{ min: 175, max: null }, '175-plus-per-week'],
    [{ min: 125, max: 125 }, null],
    [{ min: 99.5, max: null }, null],
    [{ min: -5, max: null }, null],
  ])('should write the weekly range %j as the per-week page %j (§2)', (range, segment) => {
    expect(perWeekSegment(range)).toBe(segment);
  });

  it('should read back every per-week page it writes (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: null }), fc.option(fc.nat(), { nil: null }), (min, max) => {
        const segment = perWeekSegment({ min, max });
        if (segment !== null) expect(parsePerWeekSegment(segment)).toEqual({ min, max });
      }),
    );
  });

  it('should read nothing from other segments', () => {
    expect(parsePerWeekSegment('used-cars')).toBeNull();
    expect(parsePerWeekSegment('150-to-100-per-week')).toBeNull();
    expect(parsePerWeekSegment('cars-under--1-per-week')).toBeNull();
    expect(parsePerWeekSegment(`cars-under-${'9'.repeat(400)}-per-week`)).toBeNull();
    expect(parsePerWeekSegment(`1-to-${'9'.repeat(400)}-per-week`)).toBeNull();
  });
});
