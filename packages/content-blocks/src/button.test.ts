import { describe, expect, it } from 'vitest';
import { buttonAttributes, buttonSchema, MAX_BUTTON_PADDING_PX } from './button.js';

const parse = (input: Record<string, unknown>) =>
  buttonSchema.parse({ text: 'Enquire Now', href: '/contact', ...input });

describe('button', () => {
  it('should default to a solid primary button in the same tab', () => {
    expect(parse({})).toEqual({
      text: 'Enquire Now',
      href: '/contact',
      colour: 'primary',
      variant: 'solid',
      new_tab: false,
    });
  });

  it('should style a solid primary button with the theme pair', () => {
    expect(buttonAttributes(parse({}))).toEqual({
      href: '/contact',
      className: 'cb-button cb-button-solid',
      style: {
        backgroundColor: 'var(--color-primary)',
        borderColor: 'var(--color-primary)',
        color: 'var(--color-on-primary)',
      },
    });
  });

  it('should style an outline button with a transparent fill and custom padding (§1)', () => {
    expect(
      buttonAttributes(parse({ variant: 'outline', colour: '#c62828', padding: { x: 24, y: 10 } })),
    ).toEqual({
      href: '/contact',
      className: 'cb-button cb-button-outline',
      style: {
        backgroundColor: 'transparent',
        borderColor: '#c62828',
        color: '#c62828',
        padding: '10px 24px',
      },
    });
  });

  it.each([
    ['#ffffff', '#111111'],
    ['#ffeb3b', '#111111'],
    ['#000', '#ffffff'],
    ['#1a237e', '#ffffff'],
    ['accent', '#ffffff'],
    ['surface', 'var(--color-text)'],
  ])('should pick readable text on a solid %s button', (colour, text) => {
    expect(buttonAttributes(parse({ colour })).style.color).toBe(text);
  });

  it('should open a new tab safely when asked', () => {
    expect(buttonAttributes(parse({ new_tab: true, href: 'https://example.com' }))).toMatchObject({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it.each([
    [{ href: 'javascript:alert(1)' }],
    [{ href: '//evil.example' }],
    [{ text: '   ' }],
    [{ text: 'x'.repeat(61) }],
    [{ padding: { x: MAX_BUTTON_PADDING_PX + 1, y: 0 } }],
    [{ padding: { x: 1 } }],
    [{ variant: 'ghost' }],
    [{ onclick: 'x' }],
  ])('should reject the button %j', (input) => {
    expect(buttonSchema.safeParse({ text: 'Go', href: '/', ...input }).success).toBe(false);
  });

  it.each(['/finance', 'tel:0755501234', 'mailto:sales@example.com', 'https://example.com', '#finance-form'])(
    'should accept the link %j',
    (href) => {
      expect(parse({ href }).href).toBe(href);
    },
  );
});
