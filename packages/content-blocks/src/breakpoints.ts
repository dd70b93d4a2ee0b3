/** §9 breakpoints (px): the minimum width of each screen size. */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/**
 * The screen size of a viewport width. Widths under xs's 400 px still count as xs: the narrowest
 * phones get the xs layout rather than none.
 */
export function breakpointAt(widthPx: number): Breakpoint {
  if (!(widthPx >= 0)) throw new RangeError(`breakpointAt: width must be a number ≥ 0, got ${widthPx}`);
  let found: Breakpoint = 'xs';
  for (const name of BREAKPOINT_NAMES) if (widthPx >= BREAKPOINTS[name]) found = name;
  return found;
}

/** The CSS media query that selects exactly one screen size ('(min-width: 576px) and (max-width: 767.98px)'). */
export function mediaQuery(breakpoint: Breakpoint): string {
  const index = BREAKPOINT_NAMES.indexOf(breakpoint);
  const next = BREAKPOINT_NAMES[index + 1];
  const parts: string[] = [];
  if (index > 0) parts.push(`(min-width: ${BREAKPOINTS[breakpoint]}px)`);
  // .02 below the next size: browsers with fractional widths never fall between two ranges.
  if (next) parts.push(`(max-width: ${BREAKPOINTS[next] - 0.02}px)`);
  return parts.join(' and ');
}
