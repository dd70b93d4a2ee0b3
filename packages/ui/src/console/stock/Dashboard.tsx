import type { ConsoleDashboard, ConsoleMail } from '@dealer/api-client';
import { UiLink } from '../../link';
import { ConsoleTable } from '../ConsoleTable';
import { DashboardTrends, responseText, SalespeopleTable } from './DashboardTrends';

export { responseText };

function Counts({ title, rows }: { title: string; rows: readonly { key: string; count: number }[] }) {
  return (
    <section className="console-panel" aria-labelledby={`dash-${title}`}>
      <h2 id={`dash-${title}`}>{title}</h2>
      <ConsoleTable
        rows={rows}
        columns={[
          { header: title.replace('Leads by ', ''), cell: (r) => r.key },
          { header: 'Leads', cell: (r) => r.count },
        ]}
        rowKey={(r) => r.key}
        empty="No leads in this period."
        emptyTone="muted"
        labelledBy={`dash-${title}`}
        cards={false}
      />
    </section>
  );
}

/** The console's dashboard: the period's leads, first response, overdue, VDP views. */
export function DashboardPanel({ figures }: { figures: ConsoleDashboard }) {
  const tiles = [
    { label: 'Leads', value: String(figures.leads) },
    { label: 'Median first response', value: responseText(figures.medianFirstResponseMinutes) },
    { label: 'Overdue now', value: String(figures.overdue) },
    ...(figures.held !== undefined ? [{ label: 'Held for review', value: String(figures.held) }] : []),
    { label: 'VDP views', value: String(figures.vdpViews) },
  ];
  return (
    <>
      <dl className="console-tiles">
        {tiles.map((t) => (
          <div key={t.label} className="console-panel">
            <dt>{t.label}</dt>
            <dd>{t.value}</dd>
          </div>
        ))}
      </dl>
      {figures.ownLeadsOnly ? <p className="console-muted">Figures of the leads assigned to you.</p> : null}
      <DashboardTrends figures={figures} />
      <SalespeopleTable rows={figures.salespeople} />
      <div className="console-dash-grid">
        <Counts title="Leads by source" rows={figures.bySource} />
        <Counts title="Leads by category" rows={figures.byCategory} />
        <section className="console-panel" aria-labelledby="dash-viewed">
          <h2 id="dash-viewed">Most viewed cars</h2>
          {figures.topViewed.length === 0 ? (
            <p className="console-muted">No vehicle page was viewed in this period.</p>
          ) : (
            <ol>
              {figures.topViewed.map((v) => (
                <li key={v.key}>
                  {v.name ?? `Car ${v.key}`} — {v.count} {v.count === 1 ? 'view' : 'views'}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

/** The mail catcher's mails (ADF and notifications), newest first; one opens with its source. */
export function MailList({
  mails,
  catcher,
  formatTime,
  openHref,
}: {
  mails: readonly ConsoleMail[];
  catcher: boolean;
  formatTime: (iso: string) => string;
  openHref: (id: string) => string;
}) {
  if (!catcher)
    return (
      <p className="console-panel">This server sends mail over SMTP: there is no mail catcher to show.</p>
    );
  return (
    <ConsoleTable
      rows={mails}
      columns={[
        { header: 'Received', cell: (m) => formatTime(m.receivedAt) },
        {
          header: 'Subject',
          cell: (m) => <UiLink href={openHref(m.id)}>{m.subject || '(no subject)'}</UiLink>,
        },
        { header: 'To', cell: (m) => m.to.join(', ') },
      ]}
      rowKey={(m) => m.id}
      empty="No mail was sent for this site yet."
      caption="Mails, newest first"
    />
  );
}
