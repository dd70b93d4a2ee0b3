import { ChartFrame } from './ChartFrame';
import { fixed, niceMax, PLOT, shortDate, VIEW, yOf } from './scale';

export interface LineChartProps {
  /** A unique id on the page (the heading's and the table's). */
  id: string;
  title: string;
  /** What the chart says, in words: the SVG's accessible name. */
  summary: string;
  dates: readonly string[];
  /** One value per date; null where there is none (the line breaks there). */
  values: readonly (number | null)[];
  /** The table's value column heading. */
  valueLabel: string;
  /** How a value reads in the table (default: the number). */
  format?: (value: number) => string;
}

/** The path of a line through the values, broken at the nulls. */
export function linePath(values: readonly (number | null)[], top: number): string {
  const step = PLOT.width / Math.max(1, values.length);
  let path = '';
  let pen = false;
  values.forEach((value, i) => {
    if (value === null) {
      pen = false;
      return;
    }
    path += `${pen ? 'L' : 'M'}${fixed(VIEW.left + (i + 0.5) * step)} ${fixed(yOf(value, top))} `;
    pen = true;
  });
  return path.trim();
}

/** A line over the days with a dot per value, server-rendered SVG; the numbers in a table (issue 33 item 5). */
export function LineChart({
  id,
  title,
  summary,
  dates,
  values,
  valueLabel,
  format = String,
}: LineChartProps) {
  const max = Math.max(0, ...values.map((v) => v ?? 0));
  const top = niceMax(max);
  const step = PLOT.width / Math.max(1, values.length);
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      dates={dates}
      max={max}
      table={{
        headers: ['Day', valueLabel],
        rows: dates.map((date, i) => {
          const value = values[i] ?? null;
          return { key: date, cells: [shortDate(date), value === null ? '—' : format(value)] };
        }),
      }}
    >
      <path className="chart__line" d={linePath(values, top)} />
      {values.map((value, i) =>
        value === null ? null : (
          <circle
            key={dates[i] ?? i}
            className="chart__dot"
            cx={fixed(VIEW.left + (i + 0.5) * step)}
            cy={fixed(yOf(value, top))}
            r={values.length > 45 ? 1.5 : 3}
          />
        ),
      )}
    </ChartFrame>
  );
}
