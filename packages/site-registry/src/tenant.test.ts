import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo/sites.js';
import { demoRegistry } from './demo.js';
import { loadRegistry } from './registry.js';
import { normaliseHost, resolveSiteByHost, tenantIndex } from './tenant.js';

describe('tenant', () => {
  describe('normaliseHost', () => {
    it.each([
      ['harbour-auto.localhost', 'harbour-auto.localhost'],
      ['Harbour-Auto.LOCALHOST:3000', 'harbour-auto.localhost'],
      ['  www.harbour-auto.example.  ', 'www.harbour-auto.example'],
      ['[::1]:3000', '[::1]'],
      ['[::1]', '[::1]'],
      ['', null],
      [null, null],
      [undefined, null],
      ['evil.example/harbour-auto.localhost', null],
      ['user@harbour-auto.localhost', null],
      ['harbour-auto.localhost:abc', null],
      ['[::1', null],
    ])('should normalise %j to %j', (input, expected) => {
      expect(normaliseHost(input)).toBe(expected);
    });
  });

  describe('resolveSiteByHost', () => {
    const registry = demoRegistry();

    it.each([
      ['harbour-auto.localhost:3000', 'harbour-auto'],
      ['harbour-auto.localhost', 'harbour-auto'],
      ['KIWI-MOTORS.localhost:3000', 'kiwi-motors'],
      ['www.harbour-auto.example', 'harbour-auto'],
      ['www.harbour-auto.example:443', 'harbour-auto'],
      ['bigbox-cars.localhost:5173', 'bigbox-cars'],
    ])('should resolve %s to %s', (host, slug) => {
      expect(resolveSiteByHost(registry, host)?.slug).toBe(slug);
    });

    it.each([
      ['localhost:3000'],
      ['unknown.localhost:3000'],
      ['harbour-auto.localhost.evil.example'],
      ['evil-harbour-auto.localhost'],
      ['127.0.0.1:3000'],
      [''],
      [undefined],
    ])('should resolve the unknown host %j to null, never another tenant', (host) => {
      expect(resolveSiteByHost(registry, host)).toBeNull();
    });

    it('should resolve every demo site by its <slug>.localhost name and its url host', () => {
      for (const site of registry.sites) {
        expect(resolveSiteByHost(registry, `${site.slug}.localhost:3000`)).toBe(site);
        expect(resolveSiteByHost(registry, new URL(site.url).host)).toBe(site);
      }
    });

    it('should build the index once per registry', () => {
      expect(tenantIndex(registry)).toBe(tenantIndex(registry));
      const other = loadRegistry({ sites: [structuredClone(DEMO_SITES[0]!)] });
      expect(tenantIndex(other)).not.toBe(tenantIndex(registry));
      expect(resolveSiteByHost(other, 'bayside-mazda.localhost')).toBeNull();
    });

    it('should resolve case and port variations of a known host to the same site (property)', () => {
      const slugs = registry.sites.map((s) => s.slug);
      fc.assert(
        fc.property(
          fc.constantFrom(...slugs),
          fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
          fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
          (slug, port, upper) => {
            const name = [...`${slug}.localhost`]
              .map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c))
              .join('');
            const host = port === undefined ? name : `${name}:${port}`;
            return resolveSiteByHost(registry, host)?.slug === slug;
          },
        ),
      );
    });
  });
});
