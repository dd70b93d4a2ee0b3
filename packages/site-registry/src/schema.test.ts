import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo/sites.js';
import { openingHoursSchema, siteSchema, specialHoursSchema, timeZoneSchema } from './schema.js';
import { soldWindowDays } from './sold-window.js';

const minimal = () => {
  const {
    routes: _r,
    search: _s,
    features: _f,
    tags: _t,
    finance: _fi,
    validation: _v,
    leads: _l,
    vehicle: _ve,
    ...rest
  } = structuredClone(DEMO_SITES[1]!);
  return rest;
};

describe('schema', () => {
  it('should fill every omitted group with its defaults (§2 /search, §9 3 sold days, QLD)', () => {
    const site = siteSchema.parse(minimal());
    expect(site.routes).toEqual({
      listing_base_path: '/search',
      vehicle_base_path: '/cars',
      blog_path: '/blog',
      uses_pages_path: true,
      finance_pre_approval_redirect: false,
      garage_path: '/my-garage',
      saved_cars_path: '/my-garage?tab=saved-cars',
      finance_path: '/finance',
      reserve_segment: 'checkout',
      parts_path: '/parts',
    });
    expect(soldWindowDays(site)).toBe(3);
    expect(site.search.default_sort).toBe('custom_rank_desc');
    expect(site.vehicle.used_label).toBe('used');
    expect(site.tags.custom_tag_colours.default).toBe('#c62828');
    expect(site.features.garage_enabled).toBe(false);
    expect(site.finance.form_variant).toBe('AU');
  });

  it('should keep sibling defaults when a group is partly given', () => {
    const site = siteSchema.parse({
      ...minimal(),
      routes: { blog_path: '/news' },
      search: { default_sort: 'price_asc' },
    });
    expect(site.routes.blog_path).toBe('/news');
    expect(site.routes.listing_base_path).toBe('/search');
    expect(site.search.default_sort).toBe('price_asc');
    expect(site.search.car_index).toBe('Car_production');
  });

  it.each([
    [{ status: 'open', open: '08:30', close: '17:30' }, true],
    [{ status: 'open', open: '17:30', close: '08:30' }, false],
    [{ status: 'open', open: '08:30' }, false],
    [{ status: 'open', open: '8:30', close: '17:30' }, false],
    [{ status: 'open', open: '08:30', close: '24:00' }, false],
    [{ status: 'closed' }, true],
    [{ status: 'by_appointment' }, true],
  ])('should judge opening hours %j valid=%s', (hours, valid) => {
    expect(openingHoursSchema.safeParse(hours).success).toBe(valid);
  });

  it.each([
    [{ date: '2026-12-25', label: 'Christmas Day', status: 'closed' }, true],
    [{ date: '2026-12-24', label: 'Christmas Eve', status: 'open', open: '08:30', close: '13:00' }, true],
    [{ date: '2026-12-24', label: 'Christmas Eve', status: 'open' }, false],
    [{ date: '24/12/2026', label: 'Christmas Eve', status: 'closed' }, false],
  ])('should judge special hours %j valid=%s', (special, valid) => {
    expect(specialHoursSchema.safeParse(special).success).toBe(valid);
  });

  it.each([
    ['Australia/Brisbane', true],
    ['Pacific/Auckland', true],
    ['Australia/Gotham', false],
  ])('should accept only IANA zones Intl knows: %s → %s', (zone, valid) => {
    expect(timeZoneSchema.safeParse(zone).success).toBe(valid);
  });

  it('should keep a site file’s escalation steps, and refuse bad ones naming the field', () => {
    const withSteps = (steps: unknown) =>
      siteSchema.safeParse({ ...minimal(), leads: { escalation_steps: steps } });
    const good = withSteps([
      { after_minutes: 0, notify: 'assignee' },
      { after_minutes: 60, notify: 'managers' },
    ]);
    expect(good.success && good.data.leads.escalation_steps).toEqual([
      { after_minutes: 0, notify: 'assignee' },
      { after_minutes: 60, notify: 'managers' },
    ]);
    for (const [steps, path] of [
      [[{ after_minutes: 10, notify: 'everyone' }], 'leads.escalation_steps.0.notify'],
      [[{ after_minutes: -1, notify: 'managers' }], 'leads.escalation_steps.0.after_minutes'],
      [[], 'leads.escalation_steps'],
    ] as const) {
      const bad = withSteps(steps);
      expect(bad.success, path).toBe(false);
      expect(
        bad.error?.issues.map((i) => i.path.join('.')),
        path,
      ).toContain(path);
    }
  });
});
