import { ChartFrame } from './ChartFrame';
import { band, fixed, niceMax, shortDate, yOf } from './scale';

export interface BarSeries {
  key: string;
  label: string;
  /** One value per date. */
  values: readonly number[];
}

export interface BarChartProps {
  /** A unique id on the page (the heading's and the table's). */
  id: string;
  title: string;
  /** What the chart says, in words: the SVG's accessible name. */
  summary: string;
  dates: readonly string[];
  series: readonly BarSeries[];
}

/** Stacked bars per day, server-rendered SVG; the numbers in a table (issue 33 item 5). */
export function BarChart({ id, title, summary, dates, series }: BarChartProps) {
  const totals = dates.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      dates={dates}
      max={max}
      legend={series.map((s, index) => ({ key: s.key, label: s.label, index }))}
      table={{
        headers: ['Day', ...series.map((s) => s.label), 'Total'],
        rows: dates.map((date, i) => ({
          key: date,
          cells: [shortDate(date), ...series.map((s) => s.values[i] ?? 0), totals[i] ?? 0],
        })),
      }}
    >
      <BarStacks dates={dates} series={series} max={max} />
    </ChartFrame>
  );
}

function BarStacks({
  dates,
  series,
  max,
}: {
  dates: readonly string[];
  series: readonly BarSeries[];
  max: number;
}) {
  const top = niceMax(max);
  return (
    <g>
      {dates.map((date, i) => {
        const { x, width } = band(i, dates.length);
        let below = 0;
        return (
          <g key={date}>
            {series.map((s, index) => {
              const value = s.values[i] ?? 0;
              if (value <= 0) return null;
              const y = yOf(below + value, top);
              const height = yOf(below, top) - y;
              below += value;
              return (
                <rect
                  key={s.key}
                  className={`chart__series--${index % 8}`}
                  x={fixed(x)}
                  y={fixed(y)}
                  width={fixed(width)}
                  height={fixed(height)}
                />
              );
            })}
          </g>
        );
      })}
    </g>
  );
}
