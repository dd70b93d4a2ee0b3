import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceHistory } from './PriceHistory';

describe('PriceHistory', () => {
  it('shows days on market and each recorded change', () => {
    const html = renderToStaticMarkup(
      <PriceHistory
        listed="Listed 23 days ago"
        lines={[
          {
            kind: 'drop',
            text: 'Price dropped $1,500 on 12 Nov',
            priceText: '$18,500',
            at: '2026-11-11T15:30:00.000Z',
          },
        ]}
      />,
    );
    expect(html).toContain('Listed 23 days ago');
    expect(html).toContain('<time dateTime="2026-11-11T15:30:00.000Z">Price dropped $1,500 on 12 Nov</time>');
  });
  it('renders nothing without a date or a change (never invents history)', () => {
    expect(renderToStaticMarkup(<PriceHistory listed={null} lines={[]} />)).toBe('');
  });
});
