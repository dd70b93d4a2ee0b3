import type { ConsoleDashboard, ConsoleSalespersonRow } from '@dealer/api-client';
import { ConsoleTable } from '../ConsoleTable';
import { BarChart } from '../charts/BarChart';
import { LineChart } from '../charts/LineChart';
import { shortDate } from '../charts/scale';

/** "2 h 5 min", "45 min", or a dash when nobody was contacted yet. */
export function responseText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The busiest day of a series in words ("busiest 3 Nov with 4"). */
function peak(dates: readonly string[], values: readonly number[]): string {
  let best = -1;
  values.forEach((v, i) => {
    if (best < 0 || v > (values[best] ?? 0)) best = i;
  });
  const date = dates[best];
  return date && (values[best] ?? 0) > 0 ? `, most on ${shortDate(date)} (${values[best]})` : '';
}

/** The period's trends (issue 33 item 5): leads per day by source and by category, first response, overdue. */
export function DashboardTrends({ figures }: { figures: ConsoleDashboard }) {
  const { series } = figures;
  const dates = series.days.map((d) => d.date);
  const totals = series.days.map((d) => d.leads);
  const total = totals.reduce((a, b) => a + b, 0);
  const span = `${shortDate(figures.from)} to ${shortDate(figures.to)}`;
  const responses = series.days.map((d) => d.medianFirstResponseMinutes);
  const answered = responses.filter((r): r is number => r !== null);
  const overdue = series.days.map((d) => d.overdue);
  return (
    <div className="console-charts">
      <BarChart
        id="chart-source"
        title="Leads per day by source"
        summary={`${plural(total, 'lead')} from ${span} by source: ${series.sources.map((s) => `${s} ${series.days.reduce((n, d) => n + (d.bySource[s] ?? 0), 0)}`).join(', ') || 'none'}${peak(dates, totals)}.`}
        dates={dates}
        series={series.sources.map((s) => ({
          key: s,
          label: s,
          values: series.days.map((d) => d.bySource[s] ?? 0),
        }))}
      />
      <BarChart
        id="chart-category"
        title="Leads per day by category"
        summary={`${plural(total, 'lead')} from ${span} by category: ${series.categories.map((s) => `${s} ${series.days.reduce((n, d) => n + (d.byCategory[s] ?? 0), 0)}`).join(', ') || 'none'}.`}
        dates={dates}
        series={series.categories.map((s) => ({
          key: s,
          label: s,
          values: series.days.map((d) => d.byCategory[s] ?? 0),
        }))}
      />
      <LineChart
        id="chart-response"
        title="Median first response per day (minutes)"
        summary={
          answered.length === 0
            ? `No lead from ${span} was contacted yet.`
            : `Median first response per day from ${span}: fastest ${responseText(Math.min(...answered))}, slowest ${responseText(Math.max(...answered))}, on ${plural(answered.length, 'day')} with a contacted lead.`
        }
        dates={dates}
        values={responses}
        valueLabel="Median first response"
        format={responseText}
      />
      <LineChart
        id="chart-overdue"
        title="Overdue leads over time"
        summary={`Leads overdue at each day’s end from ${span}: ${overdue[0] ?? 0} at the start, ${overdue.at(-1) ?? 0} at the end, at most ${Math.max(0, ...overdue)}.`}
        dates={dates}
        values={overdue}
        valueLabel="Overdue at the day’s end"
      />
    </div>
  );
}

const lostText = (r: ConsoleSalespersonRow) =>
  r.lost === 0 ? '0' : `${r.lost} (${r.lostReasons.map((x) => `${x.key}: ${x.count}`).join('; ')})`;

/** Per salesperson: leads, median first response, contacted within 1 h, appointments, sold, lost with reasons. */
export function SalespeopleTable({ rows }: { rows: readonly ConsoleSalespersonRow[] }) {
  return (
    <section className="console-panel" aria-labelledby="dash-people">
      <h2 id="dash-people">By salesperson</h2>
      <ConsoleTable
        rows={rows}
        columns={[
          { header: 'Salesperson', cell: (r) => r.name },
          { header: 'Leads', cell: (r) => r.leads },
          { header: 'Median first response', cell: (r) => responseText(r.medianFirstResponseMinutes) },
          { header: 'Contacted within 1 h', cell: (r) => r.contactedWithinHour },
          { header: 'Appointments', cell: (r) => r.appointments },
          { header: 'Sold', cell: (r) => r.sold },
          { header: 'Lost (reasons)', cell: lostText },
        ]}
        rowKey={(r) => r.id ?? 'unassigned'}
        empty="No leads in this period."
        emptyTone="muted"
        labelledBy="dash-people"
      />
    </section>
  );
}
