import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, mixColours, readableTextOn } from './contrast.js';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import type { Theme } from './schema.js';
import {
  customTagColour,
  linkColour,
  readableThemeColours,
  themeContrastNotes,
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
        '--color-danger': '#bc2626',
        '--color-success': '#2e7d32',
        '--color-on-accent': '#111111',
        // the amber accent as text (ratings): darkened to read on the cream page and cards
        '--color-accent-text': '#7e5817',
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

  describe('readableThemeColours (WCAG AA text on every themed background)', () => {
    /** Each text colour of the page with the backgrounds styles.css draws it on. */
    function textPairs(theme: Theme): [string, string, string][] {
      const vars = themeCssVariables(theme) as Record<string, string>;
      const { background, surface, primary } = theme.colors;
      const tint = mixColours(primary, background, 0.1);
      const on = (name: string, backgrounds: string[]) =>
        backgrounds.map((b): [string, string, string] => [name, vars[name] as string, b]);
      return [
        ...on('--color-text', [background, surface, tint]),
        ...on('--color-muted', [background, surface, tint]),
        ...on('--color-danger', [
          background,
          surface,
          mixColours(vars['--color-danger'] as string, background, 0.08),
        ]),
        ...on('--color-on-primary', [primary]),
        ...on('--color-on-accent', [theme.colors.accent]),
        ...on('--color-accent-text', [background, surface]),
        ...on('--color-link', [background, surface]),
      ];
    }
    const failing = (theme: Theme) =>
      textPairs(theme)
        .map(([name, text, background]) => ({
          name,
          text,
          background,
          ratio: contrastRatio(text, background),
        }))
        .filter((pair) => pair.ratio < AA_TEXT_CONTRAST);

    it.each(demoRegistry().sites.map((site) => [site.slug, site.theme] as const))(
      'should reach 4.5:1 for every text colour of %s on its backgrounds',
      (_slug, theme) => {
        expect(failing(theme)).toEqual([]);
      },
    );

    it('should need no correction of any demo site file colour (the demo data reads as given)', () => {
      for (const site of demoRegistry().sites) expect(themeContrastNotes(site.theme), site.slug).toEqual([]);
    });

    const hex = fc
      .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    /**
     * Any brand palette on a light or dark page (black or white text reads at 7:1 on it: a mid-tone page
     * leaves no text colour AA on both the page and its tints) whose card colour is a shade of the page
     * colour (up to 15% of another colour).
     */
    const anyTheme = fc
      .record({
        primary: hex,
        onPrimary: hex,
        accent: hex,
        background: hex,
        shade: hex,
        shadeShare: fc.double({ min: 0, max: 0.15, noNaN: true }),
        text: hex,
        muted: hex,
        danger: hex,
        success: hex,
      })
      .map(({ shade, shadeShare, ...colors }): Theme => {
        const kiwi = siteBySlug(demoRegistry(), 'kiwi-motors')!;
        const surface = mixColours(shade, colors.background, shadeShare);
        return { ...kiwi.theme, colors: { ...colors, surface } };
      })
      .filter((theme) => {
        const { background } = theme.colors;
        return Math.max(contrastRatio(background, '#000000'), contrastRatio(background, '#ffffff')) >= 7;
      });

    it('should reach 4.5:1 for every text colour of any brand palette', () => {
      fc.assert(
        fc.property(anyTheme, (theme) => {
          expect(failing(theme)).toEqual([]);
        }),
        { numRuns: 1000 },
      );
    });

    it("should keep a dealer's colours that read and name the ones it replaces", () => {
      const harbour = siteBySlug(demoRegistry(), 'harbour-auto')!;
      const orange = {
        ...harbour.theme,
        colors: { ...harbour.theme.colors, primary: '#e4572e', onPrimary: '#ffffff' },
      };
      expect(readableThemeColours(orange)['--color-on-primary']).toBe('#111111');
      expect(themeContrastNotes(orange)).toEqual([
        'theme.colors.onPrimary #ffffff is below WCAG AA (4.5:1) where it is used; pages use #111111',
      ]);
      expect(readableThemeColours(harbour.theme)['--color-muted']).toBe(harbour.theme.colors.muted);
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
