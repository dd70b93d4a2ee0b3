// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Faq, TRADE_IN_FAQ } from './TradeInFaq';

afterEach(cleanup);

describe('trade-in FAQ (§2)', () => {
  it('has five questions, one of them the 7-year / 100,000 km rule', () => {
    expect(TRADE_IN_FAQ).toHaveLength(5);
    expect(TRADE_IN_FAQ.some((item) => /7 years.*100,000 km/.test(String(item.answer)))).toBe(true);
  });

  it('toggles each answer open and closed with aria-expanded on a button controlling its region', () => {
    render(<Faq items={TRADE_IN_FAQ} />);
    const button = screen.getByRole('button', { name: /Why is there no online estimate/ });
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    // A named <section> is a region landmark.
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
    fireEvent.click(button);
    expect(region.hidden).toBe(true);
  });
});
