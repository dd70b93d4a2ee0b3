import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo/sites.js';
import { formatPath, loadRegistry, parseSite, RegistryError, siteBySlug, siteHostNames } from './registry.js';
import type { SiteInput } from './schema.js';
import { soldWindowDays } from './sold-window.js';

const clone = <T>(value: T): T => structuredClone(value);
const harbour = (): SiteInput => clone(DEMO_SITES[0]!);
const mazda = (): SiteInput => clone(DEMO_SITES[1]!);

function problemsOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RegistryError);
    return (error as RegistryError).problems;
  }
  throw new Error('expected a RegistryError');
}

describe('registry', () => {
  describe('formatPath', () => {
    it.each([
      [['sites', 3, 'locations', 0, 'contact_detail', 'phone'], 'sites[3].locations[0].contact_detail.phone'],
      [['email'], 'email'],
      [[], ''],
      [['search', 'model_limits', 'Land Rover'], 'search.model_limits["Land Rover"]'],
    ])('should format %j as %s', (path, expected) => {
      expect(formatPath(path)).toBe(expected);
    });
  });

  describe('loadRegistry', () => {
    it('should apply defaults and freeze the result', () => {
      const registry = loadRegistry({ sites: [mazda()] });
      const site = registry.sites[0]!;
      expect(site.routes.blog_path).toBe('/blog');
      expect(soldWindowDays(site)).toBe(3);
      expect(Object.isFrozen(site.routes)).toBe(true);
      expect(() => {
        (site as { name: string }).name = 'Other';
      }).toThrow(TypeError);
    });

    it('should report a nested field problem with its full path (§3 contact_detail.phone)', () => {
      const broken = harbour();
      broken.locations[0]!.contact_detail.phone = '12';
      const problems = problemsOf(() => loadRegistry({ sites: [mazda(), broken] }));
      expect(problems.map((p) => p.path)).toContain('sites[1].locations[0].contact_detail.phone');
    });

    it('should report every problem at once, not just the first', () => {
      const a = harbour();
      a.email = 'not-an-email';
      a.address.postcode = '21000';
      const b = mazda();
      b.theme.colors.primary = 'blue';
      const problems = problemsOf(() => loadRegistry({ sites: [a, b] }));
      expect(problems.map((p) => p.path)).toEqual(
        expect.arrayContaining([
          'sites[0].email',
          'sites[0].address.postcode',
          'sites[1].theme.colors.primary',
        ]),
      );
      expect(problems.find((p) => p.path === 'sites[0].address.postcode')!.message).toBe(
        'Expected a 4-digit postcode',
      );
    });

    it('should say the whole list in the error message', () => {
      const a = harbour();
      a.email = 'x';
      expect(() => loadRegistry({ sites: [a] })).toThrow(/sites\[0\]\.email/);
    });

    it.each([
      [null, ''],
      [{}, 'sites'],
      [{ sites: [] }, 'sites'],
    ])('should reject a registry without sites (%j)', (json, path) => {
      expect(problemsOf(() => loadRegistry(json)).map((p) => p.path)).toContain(path);
    });

    it('should report per-site rules of valid sites even when another site has shape errors', () => {
      const bad = mazda();
      bad.email = 'x';
      const rule = harbour();
      rule.locations[1]!.dealership_slug = 'nowhere-motors';
      const paths = problemsOf(() => loadRegistry({ sites: [bad, rule] })).map((p) => p.path);
      expect(paths).toEqual(
        expect.arrayContaining(['sites[0].email', 'sites[1].locations[1].dealership_slug']),
      );
    });

    it('should reject duplicate site ids, slugs and hosts across sites', () => {
      const a = harbour();
      const b = mazda();
      b.id = a.id;
      b.slug = a.slug;
      const c = mazda();
      c.id = 999;
      c.slug = 'other-mazda';
      c.url = 'http://other-mazda.localhost:3000';
      c.hosts = ['www.harbour-auto.example'];
      const problems = problemsOf(() => loadRegistry({ sites: [a, b, c] }));
      expect(problems).toEqual(
        expect.arrayContaining([
          { path: 'sites[1].id', message: 'Duplicate site id 101 (already used by sites[0])' },
          { path: 'sites[1].slug', message: 'Duplicate site slug "harbour-auto" (already used by sites[0])' },
          expect.objectContaining({
            path: 'sites[2].hosts',
            message: expect.stringContaining('www.harbour-auto.example'),
          }),
        ]),
      );
    });

    it("should reject a host that is another site's <slug>.localhost name", () => {
      const a = harbour();
      const b = mazda();
      b.hosts = ['harbour-auto.localhost'];
      expect(problemsOf(() => loadRegistry({ sites: [a, b] })).map((p) => p.path)).toContain(
        'sites[1].hosts',
      );
    });

    it.each([['Harbour.Example'], ['harbour.example:3000'], ['https://harbour.example']])(
      'should reject the host %s (lowercase, no scheme or port)',
      (host) => {
        const a = harbour();
        a.hosts = [host];
        expect(problemsOf(() => loadRegistry({ sites: [a] })).map((p) => p.path)).toContain(
          'sites[0].hosts[0]',
        );
      },
    );
  });

  describe('per-site rules (§3)', () => {
    it("should require a location's dealership_slug to name one of the site's dealerships", () => {
      const site = harbour();
      site.locations[2]!.dealership_slug = 'harbour-mazda';
      const problems = problemsOf(() => parseSite(site));
      expect(problems).toEqual([
        {
          path: 'locations[2].dealership_slug',
          message:
            'Unknown dealership "harbour-mazda"; expected one of: harbour-toyota, harbour-hyundai, harbour-kia',
        },
      ]);
    });

    it('should allow at most one primary location', () => {
      const site = harbour();
      site.locations[1]!.primary = true;
      site.locations[2]!.primary = true;
      expect(problemsOf(() => parseSite(site))).toEqual([
        {
          path: 'locations[1].primary',
          message: 'Only one location can be primary (locations[0] already is)',
        },
        {
          path: 'locations[2].primary',
          message: 'Only one location can be primary (locations[0] already is)',
        },
      ]);
    });

    it('should make the first location primary when none is', () => {
      const site = harbour();
      for (const location of site.locations) location.primary = false;
      const parsed = parseSite(site);
      expect(parsed.locations.map((l) => l.primary)).toEqual([true, false, false]);
    });

    it('should keep a primary location that is not the first', () => {
      const site = harbour();
      site.locations[0]!.primary = false;
      site.locations[2]!.primary = true;
      expect(parseSite(site).locations.map((l) => l.primary)).toEqual([false, false, true]);
    });

    it.each([
      [
        'duplicate dealership id',
        (s: SiteInput) => (s.dealerships[1]!.id = s.dealerships[0]!.id),
        'dealerships[1].id',
      ],
      [
        'duplicate dealership slug',
        (s: SiteInput) => (s.dealerships[1]!.slug = 'harbour-toyota'),
        'dealerships[1].slug',
      ],
      [
        'duplicate location id',
        (s: SiteInput) => (s.locations[2]!.id = s.locations[0]!.id),
        'locations[2].id',
      ],
      [
        'duplicate location slug',
        (s: SiteInput) => (s.locations[1]!.slug = s.locations[0]!.slug),
        'locations[1].slug',
      ],
      [
        'dealership_id not one of the dealerships',
        (s: SiteInput) => (s.dealership_id = 4242),
        'dealership_id',
      ],
      [
        'special hours for an unknown location',
        (s: SiteInput) =>
          s.special_hours!.push({
            date: '2026-01-26',
            label: 'Australia Day',
            status: 'closed',
            location_id: 1,
          }),
        'special_hours[3].location_id',
      ],
      [
        'saved-cars tab outside the garage',
        (s: SiteInput) =>
          (s.routes = { garage_path: '/mybigboxcars', saved_cars_path: '/my-garage?tab=saved-cars' }),
        'routes.saved_cars_path',
      ],
      [
        'an open special day without times',
        (s: SiteInput) =>
          s.special_hours!.push({ date: '2026-01-26', label: 'Australia Day', status: 'open' }),
        'special_hours[3]',
      ],
      [
        'an open weekday closing before it opens',
        (s: SiteInput) =>
          (s.locations[0]!.contact_detail.opening_hours = {
            monday: { status: 'open', open: '17:00', close: '09:00' },
          }),
        'locations[0].contact_detail.opening_hours.monday',
      ],
      ['an unknown time zone', (s: SiteInput) => (s.timezone = 'Australia/Gotham'), 'timezone'],
      ['a bad slug', (s: SiteInput) => (s.slug = 'Harbour Auto'), 'slug'],
      ['an unknown template', (s: SiteInput) => (s.template = 'boat' as SiteInput['template']), 'template'],
    ])('should reject %s', (_name, mutate, path) => {
      const site = harbour();
      mutate(site);
      expect(problemsOf(() => parseSite(site)).map((p) => p.path)).toContain(path);
    });
  });

  describe('siteHostNames', () => {
    it('should list <slug>.localhost, the url host and custom hosts once each', () => {
      const site = parseSite({ ...harbour(), url: 'https://www.harbour-auto.example' });
      expect(siteHostNames(site)).toEqual(['harbour-auto.localhost', 'www.harbour-auto.example']);
    });
  });

  describe('siteBySlug', () => {
    it('should find a site by slug or give null', () => {
      const registry = loadRegistry({ sites: [harbour(), mazda()] });
      expect(siteBySlug(registry, 'bayside-mazda')?.id).toBe(102);
      expect(siteBySlug(registry, 'nope')).toBeNull();
    });
  });
});
