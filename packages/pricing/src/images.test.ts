import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageUrl, largeImageUrl, srcSet } from './images.js';

/** A site path's imageUrl built by the URL parser alone (what imageUrl did for every URL before). */
function parsed(url: string, options: { width?: number; quality?: number }): string {
  const built = new URL(url, 'http://placeholder.invalid');
  if (options.width !== undefined) built.searchParams.set('width', String(options.width));
  built.searchParams.set('quality', String(options.quality ?? 75));
  return `${built.pathname}${built.search}${built.hash}`;
}

describe('images', () => {
  describe('imageUrl (§9 image quality default 75)', () => {
    it.each([
      ['/images/cars/7/1.svg', {}, '/images/cars/7/1.svg?quality=75'],
      ['/images/cars/7/1.svg', { width: 400 }, '/images/cars/7/1.svg?width=400&quality=75'],
      ['/img.jpg?v=3#top', { width: 800, quality: 60 }, '/img.jpg?v=3&width=800&quality=60#top'],
      ['/img.jpg?width=100&quality=10', { width: 200 }, '/img.jpg?width=200&quality=75'],
      [
        'https://cdn.example.com/a b.jpg',
        { width: 300 },
        'https://cdn.example.com/a%20b.jpg?width=300&quality=75',
      ],
      ['//cdn.example.com/a.jpg', { width: 300 }, '//cdn.example.com/a.jpg?width=300&quality=75'],
      ['data:image/png;base64,AAAA', { width: 300 }, 'data:image/png;base64,AAAA'],
    ])('should build %s with %j as %s', (url, options, expected) => {
      expect(imageUrl(url, options)).toBe(expected);
    });

    it('should build a plain site path as the URL parser would (the fast path)', () => {
      const path = fc
        .array(fc.constantFrom(...'abcXYZ019-_.~%/ é?#'.split('')), { minLength: 1, maxLength: 24 })
        .map((chars) => `/${chars.join('')}`)
        .filter((url) => !url.startsWith('//')); // protocol-relative: its own rule, tested above
      fc.assert(
        fc.property(path, fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }), (url, width) => {
          expect(imageUrl(url, { width })).toBe(parsed(url, { width }));
        }),
        { numRuns: 2000 },
      );
    });

    it.each([{ width: 0 }, { width: 1.5 }, { quality: 0 }, { quality: 101 }])(
      'should reject %j',
      (options) => {
        expect(() => imageUrl('/a.jpg', options)).toThrow(RangeError);
      },
    );
  });

  describe('largeImageUrl (§9 quality 80)', () => {
    it('should use quality 80', () => {
      expect(largeImageUrl('/a.jpg', 1200)).toBe('/a.jpg?width=1200&quality=80');
    });
  });

  describe('srcSet', () => {
    it('should list each width once, ascending, with w descriptors', () => {
      expect(srcSet('/a.jpg', [800, 400, 800])).toBe(
        '/a.jpg?width=400&quality=75 400w, /a.jpg?width=800&quality=75 800w',
      );
    });

    it('should default to the §9 breakpoints', () => {
      const widths = srcSet('/a.jpg')
        .split(', ')
        .map((entry) => entry.split(' ')[1]);
      expect(widths).toEqual(['400w', '576w', '768w', '992w', '1200w', '1400w']);
    });

    it('should pass the quality through', () => {
      expect(srcSet('/a.jpg', [400], { quality: 80 })).toBe('/a.jpg?width=400&quality=80 400w');
    });
  });
});
