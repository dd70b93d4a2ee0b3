import { type Theme, themeCssVariables } from '@dealer/site-registry';
import type { CSSProperties } from 'react';

/** The site's theme tokens (site-registry's `themeCssVariables`) as a React style for the page root. */
export function themeStyle(theme: Theme): CSSProperties {
  return themeCssVariables(theme) as CSSProperties;
}
