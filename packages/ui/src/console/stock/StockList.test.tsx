import type { ConsoleStockRow } from '@dealer/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeedReports, StockList } from './StockList';

const car: ConsoleStockRow = {
  id: 42,
  slug: '2021-toyota-corolla-42',
  name: '2021 Toyota Corolla',
  stocknum: 'S42',
  photo: '/img/42.jpg',
  price: 24990,
  priceText: '$24,990',
  status: 'in_stock',
  sold: false,
  showOnSite: true,
  reserved: true,
  daysInStock: 31,
  vdpViews: 12,
  leads: 2,
  href: '/cars/2021-toyota-corolla-42',
  locks: {},
};
const props = { cars: [car], total: 1, q: '', prevHref: null, nextHref: '?page=2', result: null, site: null };

describe('StockList', () => {
  it('shows the fields the dealer locked against the feed, with Unlock for people who may edit', () => {
    const locked = {
      ...car,
      locks: { price: '2026-03-10T23:00:00.000Z', show_on_dealer_website: '2026-03-11T01:00:00.000Z' },
    };
    const html = renderToStaticMarkup(
      <StockList {...props} cars={[locked]} canEdit site="bathurst-motors" />,
    );
    expect(html).toContain('Price locked: the feed keeps your value (since 2026-03-10)');
    expect(html).toContain('Shown on site locked');
    expect(html).toContain('name="intent" value="unlock"');
    expect(html).toContain('name="field" value="price"');
    expect(html).toContain('Unlock price');
    const readOnly = renderToStaticMarkup(<StockList {...props} cars={[locked]} canEdit={false} />);
    expect(readOnly).toContain('Price locked');
    expect(readOnly).not.toContain('Unlock');
    expect(renderToStaticMarkup(<StockList {...props} canEdit />)).not.toContain('locked');
  });

  it('prints each car with its figures and a quick edit for people who may edit', () => {
    const html = renderToStaticMarkup(<StockList {...props} canEdit />);
    expect(html).toContain('<td data-label="Days in stock">31</td>');
    expect(html).toContain('<td data-label="VDP views">12</td>');
    expect(html).toContain('Stock S42 · Reserved');
    expect(html).toContain('name="price"');
    expect(html).toContain('value="24990"');
    expect(html).toContain('href="?page=2"');
  });

  it('shows price and status as text to someone who may only read, and a refused field by its form', () => {
    expect(renderToStaticMarkup(<StockList {...props} canEdit={false} />)).toContain('$24,990 · In stock');
    const refused = renderToStaticMarkup(
      <StockList
        {...props}
        canEdit
        site="cowra-motors"
        result={{
          intent: 'edit',
          id: '42',
          error: 'The car was not changed',
          fields: { price: 'Enter a price over $10' },
        }}
      />,
    );
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('Enter a price over $10');
    expect(refused).toContain('name="site" value="cowra-motors"');
  });

  it('lists the last feed imports', () => {
    const html = renderToStaticMarkup(
      <FeedReports
        reports={[
          {
            mode: 'replace',
            format: 'csv',
            at: '2026-03-10T23:00:00.000Z',
            applied: true,
            records: 3,
            added: ['A'],
            updated: [],
            unchanged: 1,
            removed: ['B'],
            kept_sold: ['C'],
            rejected: [{ line: 4, stocknum: 'D', field: 'year', message: 'Expected a year' }],
          },
        ]}
      />,
    );
    expect(html).toContain('+1 ~0 −1 · 1 kept sold');
    expect(html).toContain('line 4: year: Expected a year');
    expect(renderToStaticMarkup(<FeedReports reports={[]} />)).toContain('No stock feed');
  });
});
