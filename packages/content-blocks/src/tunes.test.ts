import { describe, expect, it } from 'vitest';
import { BREAKPOINT_NAMES } from './breakpoints.js';
import {
  colourValue,
  hiddenClass,
  isVisibleAt,
  MAX_SPACING_PX,
  styleToCss,
  tuneStyle,
  tunesSchema,
  visibilityCss,
} from './tunes.js';

describe('tunes', () => {
  it('should describe margin, padding, alignment and colours as style (§1 tunes)', () => {
    const tunes = tunesSchema.parse({
      margin: { top: 16, bottom: 0 },
      padding: { left: 8, right: 8 },
      alignment: 'center',
      colours: { text: 'onPrimary', background: '#112233' },
    });
    expect(tuneStyle(tunes)).toEqual({
      style: {
        marginTop: '16px',
        marginBottom: '0px',
        paddingRight: '8px',
        paddingLeft: '8px',
        textAlign: 'center',
        color: 'var(--color-on-primary)',
        backgroundColor: '#112233',
      },
      className: '',
      hiddenOn: [],
    });
  });

  it('should give nothing for no tunes', () => {
    expect(tuneStyle(undefined)).toEqual({ style: {}, className: '', hiddenOn: [] });
    expect(isVisibleAt(undefined, 'md')).toBe(true);
  });

  it.each([
    [0, true],
    [MAX_SPACING_PX, true],
    [MAX_SPACING_PX + 1, false],
    [-1, false],
    [1.5, false],
  ])('should accept spacing %s = %s', (value, ok) => {
    expect(tunesSchema.safeParse({ margin: { top: value } }).success).toBe(ok);
  });

  it.each([
    ['hero', true],
    ['hero dark-band  promo_2', true],
    ['a b c d e f g h', true],
    ['a b c d e f g h i', false],
    ['2col', false],
    ['x" onclick="alert(1)', false],
    ['<b>', false],
    ['a;b', false],
    [`a${'b'.repeat(63)}`, true],
    [`a${'b'.repeat(64)}`, false],
  ])('should judge class name %j as %s', (className, ok) => {
    expect(tunesSchema.safeParse({ class_name: className }).success).toBe(ok);
  });

  it('should put the hide classes first, then the block classes, each once', () => {
    const tunes = tunesSchema.parse({ hide_on: ['xxl', 'xs'], class_name: 'promo  promo hero' });
    expect(tuneStyle(tunes)).toMatchObject({
      className: 'cb-hide-xs cb-hide-xxl promo hero',
      hiddenOn: ['xs', 'xxl'],
    });
  });

  it.each([
    [{ colours: { text: 'red' } }],
    [{ colours: { text: '#12345' } }],
    [{ colours: { text: 'url(x)' } }],
    [{ alignment: 'middle' }],
    [{ hide_on: ['tiny'] }],
    [{ hide_on: ['md', 'md'] }],
    [{ style: 'color:red' }],
    [{ margin: { top: 1, middle: 2 } }],
  ])('should reject the tunes %j', (tunes) => {
    expect(tunesSchema.safeParse(tunes).success).toBe(false);
  });

  it.each(BREAKPOINT_NAMES)('should hide a block only at its chosen screen size %s (§9)', (hidden) => {
    const tunes = tunesSchema.parse({ hide_on: [hidden] });
    for (const b of BREAKPOINT_NAMES) expect(isVisibleAt(tunes, b)).toBe(b !== hidden);
  });

  it.each([
    [399, false],
    [575, false],
    [576, true],
    [767, true],
    [768, false],
  ])('should judge a %i px viewport against hide_on xs and md', (width, visible) => {
    expect(isVisibleAt(tunesSchema.parse({ hide_on: ['xs', 'md'] }), width)).toBe(visible);
  });

  it('should define a hide class per screen size', () => {
    const css = visibilityCss();
    for (const b of BREAKPOINT_NAMES) expect(css).toContain(`.${hiddenClass(b)}{display:none!important}`);
    expect(css.split('\n')[1]).toBe(
      '@media (min-width: 576px) and (max-width: 767.98px){.cb-hide-sm{display:none!important}}',
    );
  });

  it('should write CSS declaration text', () => {
    expect(styleToCss({ marginTop: '4px', backgroundColor: 'var(--color-accent)' })).toBe(
      'margin-top:4px;background-color:var(--color-accent)',
    );
    expect(colourValue('primary')).toBe('var(--color-primary)');
  });
});
