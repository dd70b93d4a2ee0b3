import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import {
  contrastRatio,
  customTagColour,
  linkColour,
  readableTextOn,
  relativeLuminance,
  themeCssVariables,
  themeRadii,
} from './theme.js';

describe('theme', () => {
  describe('themeCssVariables', () => {
    it('should expose colours, fonts and radius as CSS custom properties', () => {
      const kiwi = siteBySlug(demoRegistry(), 'kiwi-motors')!;
      expect(themeCssVariables(kiwi.theme)).toEqual({
        '--color-primary': '#0b6e4f',
        '--color-on-primary': '#f7f3e3',
        '--color-accent': '#fbb02d',
        '--color-background': '#f7f3e3',
        '--color-surface': '#ece4c9',
        '--color-text': '#102a1f',
        '--color-muted': '#4f6b5e',
        '--color-danger': '#c62828',
        '--color-success': '#2e7d32',
        '--color-on-accent': '#111111',
        '--color-link': '#0b6e4f',
        '--font-heading': '"Playfair Display", Georgia, serif',
        '--font-body': 'Merriweather, Georgia, serif',
        '--radius-control': '6px',
        '--radius': 'min(6px, 16px)',
        '--radius-inset': 'min(6px, 8px)',
      });
    });

    it('should round controls with a pill theme but clamp containers and their insets', () => {
      const cityhop = siteBySlug(demoRegistry(), 'cityhop-rentals')!;
      expect(themeRadii(cityhop.theme.radius)).toEqual({
        '--radius-control': '999px',
        '--radius': 'min(999px, 16px)',
        '--radius-inset': 'min(999px, 8px)',
      });
    });

    it.each(['0', '', ' 0 ', '0.0'])(
      'should turn a bare zero (%j) into a length CSS min() accepts',
      (radius) => {
        expect(themeRadii(radius)).toEqual({
          '--radius-control': '0px',
          '--radius': 'min(0px, 16px)',
          '--radius-inset': 'min(0px, 8px)',
        });
      },
    );
  });

  describe('readable text on brand colours', () => {
    it('should compute WCAG luminance and contrast', () => {
      expect(relativeLuminance('#000000')).toBe(0);
      expect(relativeLuminance('#ffffff')).toBe(1);
      expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
      expect(contrastRatio('#777777', '#777777')).toBe(1);
      expect(() => relativeLuminance('red')).toThrow(RangeError);
    });

    it.each([
      ['#f2a900', '#111111'],
      ['#78faae', '#111111'],
      ['#ffddd2', '#111111'],
      ['#c62828', '#ffffff'],
      ['#2e7d32', '#ffffff'],
      ['#0b3d91', '#ffffff'],
    ])('should put %s text in %s', (background, text) => {
      expect(readableTextOn(background)).toBe(text);
    });

    it('should keep links readable on dark themes (primary, else accent, else text)', () => {
      const throttle = siteBySlug(demoRegistry(), 'throttle-moto')!;
      expect(throttle.theme.colors.primary).toBe('#111111');
      expect(linkColour(throttle.theme)).toBe('#ffde00');
      const kiwi = siteBySlug(demoRegistry(), 'kiwi-motors')!;
      expect(linkColour(kiwi.theme)).toBe(kiwi.theme.colors.primary);
    });

    it('should give every demo site links that reach WCAG AA on its page and card backgrounds', () => {
      for (const site of demoRegistry().sites) {
        const link = linkColour(site.theme);
        expect(contrastRatio(link, site.theme.colors.background), site.slug).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(link, site.theme.colors.surface), site.slug).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('should reach WCAG AA (4.5:1) on every demo site accent', () => {
      for (const site of demoRegistry().sites) {
        const accent = site.theme.colors.accent;
        expect(contrastRatio(accent, readableTextOn(accent)), site.slug).toBeGreaterThanOrEqual(4.5);
      }
    });
  });

  describe('customTagColour (§4 card tag 4)', () => {
    const rv = siteBySlug(demoRegistry(), 'outback-rv')!;
    const mazda = siteBySlug(demoRegistry(), 'bayside-mazda')!;

    it.each([
      [rv, 'runout sale', '#2e7d32'],
      [rv, '  Runout   SALE ', '#2e7d32'],
      [rv, 'Clearance', '#c62828'],
      [mazda, 'runout sale', '#c62828'],
    ])('should colour the tag on %#: %j → %s', (site, tag, colour) => {
      expect(customTagColour(site, tag)).toBe(colour);
    });
  });
});
