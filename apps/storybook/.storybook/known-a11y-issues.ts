import type { A11yParameters } from '@storybook/addon-a11y';

/**
 * Accessibility defects found by these stories in code this app does not own, narrowed to exactly the
 * elements affected so every other element keeps the full check. Each entry names its owner; delete it
 * the moment the owner fixes the defect (the story test then guards the fix).
 *
 * - packages/ui styles.css: `.tag` prints white text and `.button--accent` prints `--color-on-primary`
 *   on the ACCENT colour, but the demo themes' accents are light (#f2a900, #78faae, #ffb400 …):
 *   contrast 2:1 instead of 4.5:1. Needs an on-accent token (site-registry theme) or a dark text
 *   colour on accent backgrounds (ui).
 */
const CONTRAST_KNOWN_BAD = ['.tag', '.button--accent', '.button--accent *'];

export const knownA11yIssues: NonNullable<A11yParameters['config']> = {
  rules: [{ id: 'color-contrast', selector: `*:not(${CONTRAST_KNOWN_BAD.join(', ')})` }],
};
