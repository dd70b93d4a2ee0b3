import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import { customTagColour, themeCssVariables } from './theme.js';

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
        '--font-heading': '"Playfair Display", Georgia, serif',
        '--font-body': 'Merriweather, Georgia, serif',
        '--radius': '6px',
      });
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
