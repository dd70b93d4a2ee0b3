import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ConsoleColumn, ConsoleTable } from './ConsoleTable';

interface Car {
  id: number;
  name: string;
  views: number;
  note: string;
}

const cars: Car[] = [
  { id: 1, name: 'Corolla', views: 12, note: 'Detailed' },
  { id: 2, name: 'Kluger', views: 3, note: '' },
];

const columns: (ConsoleColumn<Car> | null)[] = [
  { header: 'Car', phoneLabel: false, className: 'console-car', cell: (c) => <strong>{c.name}</strong> },
  { header: 'VDP views', phoneLabel: 'Views', cell: (c) => c.views },
  null,
  { header: 'Note', priority: 'low', cell: (c) => c.note },
];

const render = (props: Partial<Parameters<typeof ConsoleTable<Car>>[0]> = {}) =>
  renderToStaticMarkup(
    <ConsoleTable
      rows={cars}
      columns={columns}
      rowKey={(c) => c.id}
      empty="No car matches."
      caption="Stock"
      {...props}
    />,
  );

describe('ConsoleTable (a table on a desktop, a card a row on a phone)', () => {
  it('prints a real table: a hidden caption, column headers, a row per record in order', () => {
    const html = render();
    expect(html).toMatch(
      /^<table class="console-table console-table--cards"><caption class="visually-hidden">Stock<\/caption>/,
    );
    expect(html).toContain(
      '<thead><tr><th scope="col">Car</th><th scope="col">VDP views</th><th scope="col">Note</th></tr></thead>',
    );
    expect(html.indexOf('Corolla')).toBeLessThan(html.indexOf('Kluger'));
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('labels each value for a phone: the header, its own label, none for a title, low priority marked', () => {
    const html = render();
    expect(html).toContain('<td class="console-car"><strong>Corolla</strong></td>');
    expect(html).toContain('<td data-label="Views">12</td>');
    expect(html).toContain('<td class="console-table__low" data-label="Note">Detailed</td>');
  });

  it('gives rows their attributes, takes its name from a heading, and keeps a plain table when asked', () => {
    const html = render({
      caption: undefined,
      labelledBy: 'stock-heading',
      cards: false,
      className: 'console-stock',
      rowAttributes: (c) => ({ 'data-car': c.id, className: c.views > 10 ? 'hot' : undefined }),
    });
    expect(html).toMatch(
      /^<table class="console-table console-stock" aria-labelledby="stock-heading"><thead>/,
    );
    expect(html).toContain('<tr data-car="1" class="hot">');
    expect(html).toContain('<tr data-car="2">');
    expect(html).not.toContain('data-label');
  });

  it('says the empty state instead of an empty table, in a panel or as a muted line', () => {
    expect(render({ rows: [] })).toBe('<p class="console-panel">No car matches.</p>');
    expect(render({ rows: [], emptyTone: 'muted' })).toBe('<p class="console-muted">No car matches.</p>');
  });
});
