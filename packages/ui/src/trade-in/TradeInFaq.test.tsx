// @vitest-environment happy-dom

import { createSite } from '@dealer/test-utils';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Faq, TRADE_IN_FAQ, tradeInFaq } from './TradeInFaq';

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

describe("trade-in FAQ in the site's noun (§1)", () => {
  it.each([
    ['car', 'car', 'a car'],
    ['motorcycle', 'motorcycle', 'a motorcycle'],
    ['truck', 'truck', 'a truck'],
    ['rv', 'RV', 'an RV'],
    ['caravan', 'caravan', 'a caravan'],
    ['camper', 'camper', 'a camper'],
    ['rental', 'car', 'a car'],
    ['subscription', 'car', 'a car'],
  ] as const)('on a %s site asks about "my %s" and "%s"', (template, noun, withArticle) => {
    const faq = tradeInFaq(createSite({ template }));
    const text = faq.map((item) => `${item.question} ${String(item.answer)}`).join(' ');
    expect(faq.map((item) => item.question)).toContain(`Why is there no online estimate for my ${noun}?`);
    expect(text).toContain(`Can I trade in ${withArticle} that still has finance owing?`);
    if (noun !== 'car') expect(text).not.toMatch(/\bcars?\b/i);
  });

  it("keeps TRADE_IN_FAQ as the car site's wording", () => {
    expect(TRADE_IN_FAQ).toEqual(tradeInFaq(createSite({ template: 'car' })));
  });
});
