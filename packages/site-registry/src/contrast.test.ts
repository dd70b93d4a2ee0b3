import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  mixColours,
  readableColour,
  readableTextOn,
  relativeLuminance,
} from './contrast.js';

const colour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
const worst = (text: string, backgrounds: string[]) =>
  Math.min(...backgrounds.map((b) => contrastRatio(text, b)));

describe('contrast', () => {
  it('should compute WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(() => relativeLuminance('red')).toThrow(RangeError);
  });

  it('should mix colours as CSS color-mix in srgb does', () => {
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColours('#0b3d91', '#ffffff', 0.1)).toBe('#e7ecf4');
    expect(mixColours('#c62828', '#ffffff', 1)).toBe('#c62828');
  });

  describe('readableTextOn', () => {
    it.each([
      ['#f2a900', '#111111'],
      ['#78faae', '#111111'],
      ['#ffddd2', '#111111'],
      ['#c62828', '#ffffff'],
      ['#2e7d32', '#ffffff'],
      ['#0b3d91', '#ffffff'],
      // a mid-tone where near-black reaches only 4.35:1: pure black
      ['#777777', '#000000'],
    ])('should put %s text in %s', (background, text) => {
      expect(readableTextOn(background)).toBe(text);
    });

    it("should keep the dealer's own text colour where it reads, and replace it where it does not", () => {
      expect(readableTextOn('#0b3d91', '#fefae0')).toBe('#fefae0');
      expect(readableTextOn('#e4572e', '#ffffff')).toBe('#111111');
    });

    it('should reach WCAG AA on any background, whatever the preferred colour', () => {
      fc.assert(
        fc.property(colour, fc.option(colour, { nil: undefined }), (background, preferred) => {
          expect(contrastRatio(readableTextOn(background, preferred), background)).toBeGreaterThanOrEqual(
            AA_TEXT_CONTRAST,
          );
        }),
        { numRuns: 2000 },
      );
    });
  });

  describe('readableColour', () => {
    it('should keep a colour that reads and nudge one that does not toward black or white', () => {
      expect(readableColour('#5c6b80', ['#ffffff', '#f3f6fb'])).toBe('#5c6b80');
      const muted = readableColour('#8a8f98', ['#ffffff', '#f4f4f4']);
      expect(muted).not.toBe('#8a8f98');
      expect(worst(muted, ['#ffffff', '#f4f4f4'])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      // danger red on a dark theme becomes a lighter red, not white
      const danger = readableColour('#c62828', ['#1b1b1b', '#262626']);
      expect(danger).not.toBe('#ffffff');
      expect(relativeLuminance(danger)).toBeGreaterThan(relativeLuminance('#c62828'));
      expect(worst(danger, ['#1b1b1b', '#262626'])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    });

    it('should reach WCAG AA on one background for any colour', () => {
      fc.assert(
        fc.property(colour, colour, (text, background) => {
          expect(contrastRatio(readableColour(text, [background]), background)).toBeGreaterThanOrEqual(
            AA_TEXT_CONTRAST,
          );
        }),
        { numRuns: 2000 },
      );
    });

    it('should reach AA on several backgrounds whenever black or white does, and never change a colour that reads', () => {
      fc.assert(
        fc.property(colour, fc.array(colour, { minLength: 1, maxLength: 4 }), (text, backgrounds) => {
          const result = readableColour(text, backgrounds);
          const reachable = Math.max(worst('#000000', backgrounds), worst('#ffffff', backgrounds));
          expect(worst(result, backgrounds)).toBeGreaterThanOrEqual(Math.min(AA_TEXT_CONTRAST, reachable));
          if (worst(text, backgrounds) >= AA_TEXT_CONTRAST) expect(result).toBe(text);
        }),
        { numRuns: 2000 },
      );
    });
  });
});
