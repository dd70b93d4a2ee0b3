import type { Site, Theme } from './schema.js';

/**
 * The theme as CSS custom properties (`--color-primary`, `--font-heading`, `--radius`), so the web app
 * sets one style attribute per tenant and components read tokens, never per-site colours.
 */
export function themeCssVariables(theme: Theme): Record<`--${string}`, string> {
  const vars: Record<`--${string}`, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[`--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  vars['--font-heading'] = theme.fonts.heading;
  vars['--font-body'] = theme.fonts.body;
  vars['--radius'] = theme.radius;
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
