import { z } from 'zod';
import { BREAKPOINT_NAMES, type Breakpoint, breakpointAt, mediaQuery } from './breakpoints.js';

/**
 * §1 block tunes: margin, padding, alignment, colours, screen size and class name. Values are data, not
 * CSS: spacing in whole pixels, colours as a theme token or a hex colour, class names from a safe token
 * grammar — so a tune can never inject style or markup.
 */

export const MAX_SPACING_PX = 256;
const spacing = z.number().int().min(0).max(MAX_SPACING_PX);
export const spacingSchema = z
  .object({ top: spacing, right: spacing, bottom: spacing, left: spacing })
  .partial()
  .strict();
export type Spacing = z.infer<typeof spacingSchema>;

/** Theme colour tokens (site-registry theme.colors) — a block follows the site's theme when it uses them. */
export const THEME_COLOURS = [
  'primary',
  'onPrimary',
  'accent',
  'background',
  'surface',
  'text',
  'muted',
  'danger',
  'success',
] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export const colourSchema = z.union([
  z.enum(THEME_COLOURS),
  z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Expected a theme colour or a hex colour like #1a2b3c'),
]);
export type Colour = z.infer<typeof colourSchema>;

export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** One class token: starts with a letter, then letters, digits, '-' or '_' (no quotes, no spaces, no markup). */
export const CLASS_TOKEN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const MAX_CLASS_TOKENS = 8;
export const classNameSchema = z
  .string()
  .max(600)
  .refine((value) => {
    const tokens = value.trim().split(/\s+/).filter(Boolean);
    return tokens.length <= MAX_CLASS_TOKENS && tokens.every((t) => CLASS_TOKEN.test(t));
  }, `Expected up to ${MAX_CLASS_TOKENS} class names of letters, digits, '-' and '_', each starting with a letter`);

export const tunesSchema = z
  .object({
    margin: spacingSchema.optional(),
    padding: spacingSchema.optional(),
    alignment: z.enum(ALIGNMENTS).optional(),
    colours: z
      .object({ text: colourSchema.optional(), background: colourSchema.optional() })
      .strict()
      .optional(),
    /** §1 screen size: the §9 breakpoints the block is hidden at (empty: shown everywhere). */
    hide_on: z
      .array(z.enum(BREAKPOINT_NAMES as [Breakpoint, ...Breakpoint[]]))
      .refine((list) => new Set(list).size === list.length, 'Each screen size may be listed once')
      .optional(),
    class_name: classNameSchema.optional(),
  })
  .strict();
export type Tunes = z.infer<typeof tunesSchema>;

/** A CSS value for a colour: theme tokens become the theme's custom properties (site-registry themeCssVariables). */
export function colourValue(colour: Colour): string {
  return colour.startsWith('#')
    ? colour
    : `var(--color-${colour.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`;
}

/** The class a renderer puts on a block hidden at a screen size; `visibilityCss()` defines them. */
export const hiddenClass = (breakpoint: Breakpoint): string => `cb-hide-${breakpoint}`;

/** The stylesheet behind the hide classes: one rule per §9 screen size. */
export function visibilityCss(): string {
  return BREAKPOINT_NAMES.map(
    (b) => `@media ${mediaQuery(b)}{.${hiddenClass(b)}{display:none!important}}`,
  ).join('\n');
}

/** What a renderer applies to a block's wrapper: camelCase style properties (React style or CSS text) and classes. */
export interface TuneStyle {
  style: Record<string, string>;
  className: string;
  hiddenOn: Breakpoint[];
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const capitalise = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** The style and class description of a block's tunes (no framework: the web app turns it into attributes). */
export function tuneStyle(tunes: Tunes | undefined): TuneStyle {
  const style: Record<string, string> = {};
  for (const box of ['margin', 'padding'] as const) {
    for (const side of SIDES) {
      const value = tunes?.[box]?.[side];
      if (value !== undefined) style[`${box}${capitalise(side)}`] = `${value}px`;
    }
  }
  if (tunes?.alignment) style.textAlign = tunes.alignment;
  if (tunes?.colours?.text) style.color = colourValue(tunes.colours.text);
  if (tunes?.colours?.background) style.backgroundColor = colourValue(tunes.colours.background);
  const hiddenOn = BREAKPOINT_NAMES.filter((b) => tunes?.hide_on?.includes(b));
  const classes = [
    ...hiddenOn.map(hiddenClass),
    ...(tunes?.class_name ?? '').split(/\s+/).filter((t) => CLASS_TOKEN.test(t)),
  ];
  return { style, className: [...new Set(classes)].join(' '), hiddenOn };
}

/** CSS declaration text of a style description ('margin-top:16px;text-align:center'), for string renderers. */
export function styleToCss(style: Record<string, string>): string {
  return Object.entries(style)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}

/** §1 screen size: whether a block shows at a breakpoint (or at a viewport width in px). */
export function isVisibleAt(tunes: Tunes | undefined, at: Breakpoint | number): boolean {
  const breakpoint = typeof at === 'number' ? breakpointAt(at) : at;
  return !(tunes?.hide_on ?? []).includes(breakpoint);
}
