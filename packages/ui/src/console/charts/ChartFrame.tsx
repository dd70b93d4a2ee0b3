import type { ReactNode } from 'react';
import { fixed, niceMax, PLOT, shortDate, tickIndexes, VIEW, yOf } from './scale';

export interface ChartTable {
  headers: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

/**
 * A chart's frame: its heading, the SVG (role="img", named by a summary), the value axis and the date
 * ticks, an optional legend, and the numbers behind it as a table in a <details> (the accessible
 * alternative). No inline style: colours come from classes (CSP without unsafe-inline).
 */
export function ChartFrame({
  id,
  title,
  summary,
  dates,
  max,
  legend,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  dates: readonly string[];
  max: number;
  legend?: readonly { key: string; label: string; index: number }[];
  table: ChartTable;
  children: ReactNode;
}) {
  const top = niceMax(max);
  // Whole-number lines for counts: the middle line only where it is a whole number.
  const grid = Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top];
  return (
    <section className="console-panel chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <svg
        className="chart__svg"
        viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
        role="img"
        aria-label={summary}
        focusable="false"
      >
        <title>{summary}</title>
        {grid.map((v) => (
          <g key={v}>
            <line
              className="chart__grid"
              x1={VIEW.left}
              x2={VIEW.width - VIEW.right}
              y1={yOf(v, top)}
              y2={yOf(v, top)}
            />
            <text className="chart__axis" x={VIEW.left - 4} y={yOf(v, top) + 4} textAnchor="end">
              {fixed(v)}
            </text>
          </g>
        ))}
        {tickIndexes(dates.length).map((i, n, all) => (
          <text
            key={dates[i]}
            // Every other inner date is left out on a phone, where the dates would run together.
            className={
              (n % 2 === 1 || n === all.length - 2) && n > 0 && n < all.length - 1
                ? 'chart__axis chart__axis--minor'
                : 'chart__axis'
            }
            x={VIEW.left + ((i + 0.5) * PLOT.width) / Math.max(1, dates.length)}
            y={VIEW.height - 6}
            // The first and last dates inside the box (never clipped at its edges).
            textAnchor={
              all.length > 1 && n === 0 ? 'start' : all.length > 1 && n === all.length - 1 ? 'end' : 'middle'
            }
          >
            {shortDate(dates[i] as string)}
          </text>
        ))}
        {children}
      </svg>
      {legend && legend.length > 0 ? (
        <ul className="chart__legend">
          {legend.map((l) => (
            <li key={l.key}>
              <span className={`chart__swatch chart__series--${l.index % 8}`} aria-hidden="true" />
              {l.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="chart__numbers">
        <summary className="chart__summary">The numbers behind “{title}”</summary>
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="console-visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={table.headers[i]} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={table.headers[i]}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
