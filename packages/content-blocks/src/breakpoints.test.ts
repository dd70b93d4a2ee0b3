import { describe, expect, it } from 'vitest';
import { BREAKPOINT_NAMES, BREAKPOINTS, breakpointAt, mediaQuery } from './breakpoints.js';

describe('breakpoints', () => {
  it('should carry the §9 breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(BREAKPOINT_NAMES).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
  });

  it.each([
    [0, 'xs'],
    [320, 'xs'],
    [399, 'xs'],
    [400, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1399, 'xl'],
    [1400, 'xxl'],
    [3840, 'xxl'],
  ] as const)('should put a %i px viewport at %s (§9)', (width, breakpoint) => {
    expect(breakpointAt(width)).toBe(breakpoint);
  });

  it.each([[-1], [Number.NaN]])('should reject the width %s', (width) => {
    expect(() => breakpointAt(width)).toThrow(RangeError);
  });

  it.each([
    ['xs', '(max-width: 575.98px)'],
    ['sm', '(min-width: 576px) and (max-width: 767.98px)'],
    ['md', '(min-width: 768px) and (max-width: 991.98px)'],
    ['lg', '(min-width: 992px) and (max-width: 1199.98px)'],
    ['xl', '(min-width: 1200px) and (max-width: 1399.98px)'],
    ['xxl', '(min-width: 1400px)'],
  ] as const)('should select only %s with %s', (breakpoint, query) => {
    expect(mediaQuery(breakpoint)).toBe(query);
  });
});
