/** WCAG AA contrast for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new RangeError(`Expected a colour like #1a2b3c, got ${JSON.stringify(hex)}`);
  return match.slice(1).map((part) => Number.parseInt(part, 16)) as Rgb;
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** CSS `color-mix(in srgb, a <share × 100>%, b)` as #rrggbb, so tinted backgrounds can be checked too. */
export function mixColours(a: string, b: string, share: number): string {
  const [from, to] = [rgbOf(a), rgbOf(b)];
  return hexOf(from.map((channel, i) => channel * share + (to[i] as number) * (1 - share)) as Rgb);
}

const BLACK = '#000000';
const WHITE = '#ffffff';
const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';

const worstContrast = (colour: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));

/**
 * The text colour for a filled background (a button, the header, a tag): the dealer's own choice where it
 * reaches WCAG AA on it, else near-black or white, whichever reads better, else pure black or white. One
 * of black and white always reaches 4.58:1 (√21) on any colour, so the answer always reaches 4.5:1.
 */
export function readableTextOn(background: string, preferred?: string): string {
  if (preferred && contrastRatio(preferred, background) >= AA_TEXT_CONTRAST) return preferred;
  const best = (dark: string, light: string) =>
    contrastRatio(background, dark) >= contrastRatio(background, light) ? dark : light;
  const soft = best(DARK_TEXT, LIGHT_TEXT);
  return contrastRatio(soft, background) >= AA_TEXT_CONTRAST ? soft : best(BLACK, WHITE);
}

/**
 * A text colour that reaches `minimum` contrast on every one of `backgrounds` (a theme's muted grey,
 * danger red or link colour on its page, card and tinted backgrounds): the colour itself where it does,
 * else the colour darkened (light backgrounds) or lightened (dark ones) in 5% steps until it does, so
 * the brand's hue stays as far as it can; black or white, whichever reads better, when even that fails
 * (backgrounds too far apart for one colour). `backgrounds` may depend on the colour itself (an alert
 * drawn on a tint of its own text colour).
 */
export function readableColour(
  colour: string,
  backgrounds: readonly string[] | ((candidate: string) => readonly string[]),
  minimum = AA_TEXT_CONTRAST,
): string {
  const reads = (candidate: string) =>
    worstContrast(candidate, typeof backgrounds === 'function' ? backgrounds(candidate) : backgrounds);
  if (reads(colour) >= minimum) return colour;
  const extreme = reads(BLACK) >= reads(WHITE) ? BLACK : WHITE;
  for (let step = 1; step < 20; step++) {
    const nudged = mixColours(extreme, colour, step / 20);
    if (reads(nudged) >= minimum) return nudged;
  }
  return extreme;
}
