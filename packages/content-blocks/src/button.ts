import { z } from 'zod';
import { isSafeHref } from './href.js';
import { type Colour, colourSchema, colourValue } from './tunes.js';

export const safeHrefSchema = z
  .string()
  .trim()
  .refine(isSafeHref, 'Expected a safe link: a path starting with /, #anchor, http(s)://, tel: or mailto:');

export const MAX_BUTTON_PADDING_PX = 64;
const buttonPadding = z.number().int().min(0).max(MAX_BUTTON_PADDING_PX);

/** §1 buttons carry text, href, colour, outline type and custom padding. */
export const buttonSchema = z
  .object({
    text: z.string().trim().min(1, 'A button needs text').max(60),
    href: safeHrefSchema,
    colour: colourSchema.default('primary'),
    /** §1 outline type: a filled button or an outlined one. */
    variant: z.enum(['solid', 'outline']).default('solid'),
    /** §1 custom padding (px); the theme's default when absent. */
    padding: z.object({ x: buttonPadding, y: buttonPadding }).strict().optional(),
    new_tab: z.boolean().default(false),
  })
  .strict();
export type Button = z.infer<typeof buttonSchema>;

/** Readable text on a solid background: the theme pairs primary with onPrimary; hex colours by luminance. */
function textOn(colour: Colour): string {
  if (colour === 'primary') return colourValue('onPrimary');
  if (colour === 'background' || colour === 'surface' || colour === 'onPrimary') return colourValue('text');
  if (!colour.startsWith('#')) return '#ffffff';
  const hex = colour.length === 4 ? [...colour.slice(1)].map((c) => c + c).join('') : colour.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  // WCAG relative luminance; 0.179 is where black and white text have equal contrast.
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111111' : '#ffffff';
}

export interface ButtonAttributes {
  href: string;
  className: string;
  style: Record<string, string>;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/** What a renderer puts on a button's anchor (no framework). */
export function buttonAttributes(button: Button): ButtonAttributes {
  const colour = colourValue(button.colour);
  const style: Record<string, string> =
    button.variant === 'solid'
      ? { backgroundColor: colour, borderColor: colour, color: textOn(button.colour) }
      : { backgroundColor: 'transparent', borderColor: colour, color: colour };
  if (button.padding) style.padding = `${button.padding.y}px ${button.padding.x}px`;
  const attributes: ButtonAttributes = {
    href: button.href,
    className: `cb-button cb-button-${button.variant}`,
    style,
  };
  if (button.new_tab) {
    attributes.target = '_blank';
    attributes.rel = 'noopener noreferrer';
  }
  return attributes;
}
