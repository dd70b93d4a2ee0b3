import '@dealer/ui/console.css';
import { type ConsoleColumn, ConsoleTable } from '@dealer/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

interface StockRow {
  id: number;
  name: string;
  stocknum: string;
  days: number;
  views: number;
  leads: number;
  note: string;
}

const cars: StockRow[] = [
  {
    id: 7,
    name: '2020 Toyota Kluger GXL',
    stocknum: 'HAR7',
    days: 64,
    views: 212,
    leads: 3,
    note: 'Detailed',
  },
  { id: 12, name: '2019 Mazda CX-5 Maxx', stocknum: 'HAR12', days: 31, views: 98, leads: 1, note: '' },
  {
    id: 15,
    name: '2022 Hyundai i30 Active',
    stocknum: 'HAR15',
    days: 5,
    views: 17,
    leads: 0,
    note: 'New in',
  },
];

const columns: ConsoleColumn<StockRow>[] = [
  {
    header: 'Car',
    phoneLabel: false,
    cell: (car) => (
      <>
        <strong>{car.name}</strong>
        <span className="console-muted"> Stock {car.stocknum}</span>
      </>
    ),
  },
  { header: 'Days in stock', cell: (car) => car.days },
  { header: 'VDP views', phoneLabel: 'Views', cell: (car) => car.views },
  { header: 'Leads', cell: (car) => car.leads },
  { header: 'Note', priority: 'low', cell: (car) => car.note || '—' },
];

/** The console's list of records: a table on a desktop, a card a row on a phone (try the xs viewport). */
const meta = {
  title: 'Console/ConsoleTable',
  component: ConsoleTable,
  decorators: [
    (Story) => (
      <div className="console">
        <main className="console__main">
          <Story />
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof ConsoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stock: Story = {
  name: 'Rows: a table, or a labelled card a row on a phone',
  args: {
    rows: cars,
    columns: columns as ConsoleColumn<unknown>[],
    rowKey: (car) => (car as StockRow).id,
    rowAttributes: (car) => ({ 'data-car': (car as StockRow).id }),
    empty: 'No car matches.',
    caption: 'Stock, longest in stock first',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Stock, longest in stock first' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Car',
      'Days in stock',
      'VDP views',
      'Leads',
      'Note',
    ]);
    const row = canvasElement.querySelector('tr[data-car="7"]') as HTMLElement;
    await expect(within(row).getByText('212')).toHaveAttribute('data-label', 'Views');
    const note = within(row).getByText('Detailed');
    // A phone (below md, 768 px) shows each row as a card without the low-priority note; a desktop a table.
    if (window.innerWidth < 768) {
      await expect(getComputedStyle(row).display).toBe('block');
      await expect(note).not.toBeVisible();
    } else {
      await expect(getComputedStyle(row).display).toBe('table-row');
      await expect(note).toBeVisible();
    }
  },
};

export const Empty: Story = {
  name: 'No rows: the empty state',
  args: { ...Stock.args, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No car matches.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
