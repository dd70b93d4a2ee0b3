import type { Site, Theme } from './schema.js';

/** The largest corner a container (card, panel, gallery, modal, filter box) takes from the theme. */
export const CONTAINER_RADIUS_MAX = '16px';
/** The largest corner of small things inside a container (tags, thumbnails, tick boxes). */
const INSET_RADIUS_MAX = '8px';

/**
 * Which element takes which corner radius, so a theme value never breaks layout: a pill theme (999px)
 * rounds buttons, chips and one-line inputs into pills, but a card or modal with a 999px corner clips its
 * own content (a heart that cannot be clicked, a tag reading "G SOON", a modal title without its close
 * button). Containers therefore take the theme radius clamped to 16px, their small insets 8px.
 *
 * - `--radius-control`: the theme value as given (buttons, chips, inputs, selects, pagination).
 * - `--radius`: containers (min of the theme value and 16px); stray uses stay safe by default.
 * - `--radius-inset`: tags, thumbnails and tick boxes inside a container (min of the theme value and 8px).
 */
export function themeRadii(radius: string): {
  '--radius-control': string;
  '--radius': string;
  '--radius-inset': string;
} {
  // A bare 0 is a number, not a length, inside CSS min(): it would make the whole declaration invalid.
  const length = /^0*\.?0*$/.test(radius.trim()) ? '0px' : radius.trim();
  return {
    '--radius-control': length,
    '--radius': `min(${length}, ${CONTAINER_RADIUS_MAX})`,
    '--radius-inset': `min(${length}, ${INSET_RADIUS_MAX})`,
  };
}

/**
 * The theme as CSS custom properties (`--color-primary`, `--font-heading`, the radii of `themeRadii`),
 * so the web app sets one style attribute per tenant and components read tokens, never per-site colours.
 */
export function themeCssVariables(theme: Theme): Record<`--${string}`, string> {
  const vars: Record<`--${string}`, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  // Text on the accent colour is derived, so a light brand accent never ends up with white text (WCAG AA).
  vars['--color-on-accent'] = readableTextOn(theme.colors.accent);
  vars['--color-link'] = linkColour(theme);
  vars['--font-heading'] = theme.fonts.heading;
  vars['--font-body'] = theme.fonts.body;
  Object.assign(vars, themeRadii(theme.radius));
  return vars;
}

/**
 * §4 card tag 4 colour: a custom tag matching one of the site's rules (case- and space-insensitive, so
 * 'Runout Sale' matches 'runout sale') takes that rule's colour; any other tag the site default (red).
 */
export function customTagColour(site: Pick<Site, 'tags'>, tag: string): string {
  const key = tag.trim().replace(/\s+/g, ' ').toLowerCase();
  const rule = site.tags.custom_tag_colours.rules.find(
    (r) => r.tag.trim().replace(/\s+/g, ' ').toLowerCase() === key,
  );
  return rule?.colour ?? site.tags.custom_tag_colours.default;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new RangeError(`Expected a colour like #1a2b3c, got ${JSON.stringify(hex)}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
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

const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';

/**
 * The text colour (near-black or white) that reads best on a background: whichever has the higher WCAG
 * contrast. Tags and accent buttons use it, since their backgrounds come from each dealer's brand.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(background, DARK_TEXT) >= contrastRatio(background, LIGHT_TEXT)
    ? DARK_TEXT
    : LIGHT_TEXT;
}

/** WCAG AA contrast for normal text. */
const AA_TEXT_CONTRAST = 4.5;

/**
 * The colour for links and outline buttons: the brand's primary colour where it reads on the page and
 * card backgrounds, else its accent, else its text colour (a dark theme's primary may be near-black).
 */
export function linkColour(theme: Theme): string {
  const { primary, accent, text, background, surface } = theme.colors;
  const readable = (colour: string) =>
    contrastRatio(colour, background) >= AA_TEXT_CONTRAST &&
    contrastRatio(colour, surface) >= AA_TEXT_CONTRAST;
  return [primary, accent, text].find(readable) ?? readableTextOn(surface);
}
