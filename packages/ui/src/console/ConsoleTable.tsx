import type { ReactNode } from 'react';

/** One column of a console table: its header, the cell of a row, how the cell shows on a phone. */
export interface ConsoleColumn<Row> {
  /** The header (a `<th scope="col">`), and the cell's label on a phone unless `phoneLabel` says otherwise. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The label before the value on a phone's card; `false` for none (the card's title, e.g. a name). */
  phoneLabel?: string | false;
  /** `low`: left off a phone's card (the desktop table keeps it). */
  priority?: 'low';
  /** A class of each cell of the column. */
  className?: string;
}

/** What a row's `<tr>` carries beside its key: a class and `data-*` attributes (what tests and pages find). */
export type ConsoleRowAttributes = { className?: string } & {
  [data: `data-${string}`]: string | number | undefined;
};

export interface ConsoleTableProps<Row> {
  rows: readonly Row[];
  /** The columns in order; `null` or `false` leaves one out (a column shown only sometimes). */
  columns: readonly (ConsoleColumn<Row> | null | false)[];
  rowKey: (row: Row, index: number) => string | number;
  rowAttributes?: (row: Row) => ConsoleRowAttributes;
  /** What shows instead of the table when there is no row. */
  empty: string;
  /** The empty state in a panel (the default) or as a muted line. */
  emptyTone?: 'panel' | 'muted';
  /** The table's name, as a caption only screen readers read. Without it, name it by `labelledBy`. */
  caption?: string;
  /** The id of a heading that names the table (when there is no caption). */
  labelledBy?: string;
  /** `false`: a table on a phone too (two narrow columns); otherwise each row is a card of labelled values. */
  cards?: boolean;
  /** More classes of the table. */
  className?: string;
}

/**
 * The console's list of records: a real table on a desktop (`<th scope="col">`, a caption), a card a row
 * on a phone, each value after its label (`data-label`, drawn by console.css).
 */
export function ConsoleTable<Row>({
  rows,
  columns,
  rowKey,
  rowAttributes,
  empty,
  emptyTone = 'panel',
  caption,
  labelledBy,
  cards = true,
  className,
}: ConsoleTableProps<Row>) {
  if (rows.length === 0)
    return <p className={emptyTone === 'panel' ? 'console-panel' : 'console-muted'}>{empty}</p>;
  const shown = columns.filter((c): c is ConsoleColumn<Row> => Boolean(c));
  const tableClass = ['console-table', cards ? 'console-table--cards' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <table className={tableClass} aria-labelledby={labelledBy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((c) => (
            <th key={c.header} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} {...rowAttributes?.(row)}>
            {shown.map((c) => (
              <td key={c.header} {...cellAttributes(c, cards)}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cell's class and phone label: the header by default, none for a card's title or a table kept whole. */
function cellAttributes<Row>(column: ConsoleColumn<Row>, cards: boolean) {
  const label = column.phoneLabel ?? column.header;
  const className = [column.className, column.priority === 'low' ? 'console-table__low' : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    className: className || undefined,
    'data-label': cards && label !== false ? label : undefined,
  };
}
