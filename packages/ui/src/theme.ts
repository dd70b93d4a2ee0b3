import type { Theme } from '@dealer/site-registry';
import type { CSSProperties } from 'react';

/** The site's theme tokens as CSS custom properties on the page root (styles.css reads only these). */
export function themeStyle(theme: Theme): CSSProperties {
  const { colors, fonts, radius } = theme;
  return {
    '--color-primary': colors.primary,
    '--color-on-primary': colors.onPrimary,
    '--color-accent': colors.accent,
    '--color-background': colors.background,
    '--color-surface': colors.surface,
    '--color-text': colors.text,
    '--color-muted': colors.muted,
    '--color-danger': colors.danger,
    '--color-success': colors.success,
    '--font-heading': fonts.heading,
    '--font-body': fonts.body,
    '--radius': radius,
  } as CSSProperties;
}
