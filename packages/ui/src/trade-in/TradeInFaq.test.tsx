// @vitest-environment happy-dom

import { createSite } from '@dealer/test-utils';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Faq, TRADE_IN_FAQ, tradeInFaq } from './TradeInFaq';

afterEach(cleanup);

describe('trade-in FAQ (§2)', () => {
  it('has five questions, one of them the 7-year / 100,000 km rule', () => {
    expect(TRADE_IN_FAQ).toHaveLength(5);
    expect(TRADE_IN_FAQ.some((item) => /7 years.*100,000 km/.test(String(item.answer)))).toBe(true);
  });

  it('renders each question as a closed native disclosure whose summary holds the question heading', () => {
    render(<Faq items={TRADE_IN_FAQ} />);
    const items = document.querySelectorAll('details.faq__item');
    expect(items).toHaveLength(5);
    for (const item of items) expect((item as HTMLDetailsElement).open).toBe(false);
    const heading = screen.getByRole('heading', { level: 3, name: /Why is there no online estimate/ });
    expect(heading.parentElement?.tagName).toBe('SUMMARY');
    expect(heading.closest('details')?.querySelector('.faq__answer')?.textContent).toMatch(/7 years old/);
  });

  it('keeps a question opened before hydration open once React hydrates, and the others closed', async () => {
    const faq = <Faq items={TRADE_IN_FAQ} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(faq);
    document.body.append(container);
    const early = container.querySelectorAll('details')[1] as HTMLDetailsElement;
    early.open = true; // the shopper taps the question while the scripts are still on their way
    await act(async () => {
      hydrateRoot(container, faq);
    });
    const open = [...container.querySelectorAll('details')].map((item) => item.open);
    expect(open).toEqual([false, true, false, false, false]);
    container.remove();
  });

  it('server-renders closed disclosures that work before the scripts run', () => {
    const html = renderToString(<Faq items={TRADE_IN_FAQ} title="Trade-in questions" />);
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(5);
    expect(html).not.toContain(' open');
    expect(html).not.toContain('<button');
    expect(html).toContain('Trade-in questions');
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
