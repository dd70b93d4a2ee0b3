import { AA_TEXT_CONTRAST, contrastRatio, mixColours, readableColour, readableTextOn } from './contrast.js';
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
  Object.assign(vars, readableThemeColours(theme));
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

/**
 * The colour for links and outline buttons: the brand's primary colour where it reads on the page and
 * card backgrounds, else its accent, else its text colour (a dark theme's primary may be near-black).
 */
export function linkColour(theme: Theme): string {
  const { primary, accent, text, background, surface } = theme.colors;
  const readable = (colour: string) =>
    contrastRatio(colour, background) >= AA_TEXT_CONTRAST &&
    contrastRatio(colour, surface) >= AA_TEXT_CONTRAST;
  return [primary, accent, text].find(readable) ?? readableColour(text, [background, surface]);
}

/** The share of the brand colour in the tinted backgrounds of styles.css (a selected option, a chip). */
const PRIMARY_TINT = 0.1;
/** The share of the danger colour in an error alert's background. */
const DANGER_TINT = 0.08;

/**
 * The theme's text colours as the page uses them, each reaching WCAG AA (4.5:1) on the backgrounds it is
 * drawn on, whatever colours a dealer's site file gives: the dealer's own colour where it reads, else
 * the nearest colour that does (readableColour keeps the hue; readableTextOn picks the text for a filled
 * brand background). A site file can therefore never put unreadable text on a shopper's page; `sites check`
 * names the colours that were changed (themeContrastNotes).
 *
 * - `--color-text` on the page, the cards and the brand-tinted backgrounds;
 * - `--color-muted` (prices' small print, meta lines) on the same;
 * - `--color-danger` (field errors, alerts) on the page, the cards and its own alert tint;
 * - `--color-on-primary` / `--color-on-accent` on the header and buttons;
 * - `--color-accent-text` (ratings and other accent-coloured words) on the page and the cards;
 * - `--color-link` (linkColour) on the page and the cards.
 */
export function readableThemeColours(theme: Theme): Record<`--color-${string}`, string> {
  const { primary, onPrimary, accent, background, surface, text, muted, danger } = theme.colors;
  const pageBackgrounds = [background, surface, mixColours(primary, background, PRIMARY_TINT)];
  return {
    '--color-text': readableColour(text, pageBackgrounds),
    '--color-muted': readableColour(muted, pageBackgrounds),
    '--color-danger': readableColour(danger, (candidate) => [
      background,
      surface,
      mixColours(candidate, background, DANGER_TINT),
    ]),
    '--color-on-primary': readableTextOn(primary, onPrimary),
    '--color-on-accent': readableTextOn(accent),
    '--color-accent-text': readableColour(accent, [background, surface]),
    '--color-link': linkColour(theme),
  };
}

/** The theme colours readableThemeColours had to change, each with the contrast it had: for `sites check`. */
export function themeContrastNotes(theme: Theme): string[] {
  const { colors } = theme;
  const given: Record<string, [string, string]> = {
    '--color-text': [colors.text, 'text'],
    '--color-muted': [colors.muted, 'muted'],
    '--color-danger': [colors.danger, 'danger'],
    '--color-on-primary': [colors.onPrimary, 'onPrimary'],
  };
  return Object.entries(readableThemeColours(theme)).flatMap(([name, used]) => {
    const entry = given[name];
    if (!entry || entry[0].toLowerCase() === used.toLowerCase()) return [];
    const [colour, field] = entry;
    return [`theme.colors.${field} ${colour} is below WCAG AA (4.5:1) where it is used; pages use ${used}`];
  });
}
