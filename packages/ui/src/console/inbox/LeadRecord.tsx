import type { ConsoleLeadDetail } from '@dealer/api-client';
import { type LeadSummarySite, leadSections } from '@dealer/lead-flow';
import { ConsoleTable } from '../ConsoleTable';
import { visitedPages } from './lead-fields';
import { formatLeadTime } from './time';

/** The car a lead is about as the lead page shows it (photo and link when the site still lists it). */
export interface LeadCar {
  name: string;
  href: string | null;
  image: string | null;
}

/** The dealership and location names of the lead's site (slugs are shown as sent without them). */
export type LeadPlaces = Pick<LeadSummarySite, 'dealerships' | 'locations'>;

const NO_PLACES: LeadPlaces = { dealerships: [], locations: [] };

/** What the shopper gave, grouped and worded as @dealer/lead-flow's `leadSections` (the mails' wording too). */
function Answers({
  data,
  places,
  timeZone,
}: {
  data: ConsoleLeadDetail['data'];
  places: LeadPlaces;
  timeZone: string;
}) {
  return (
    <>
      {leadSections(data, { site: places, timeZone }).map((group) => (
        <section key={group.id} className="console-panel" data-section={group.id}>
          <h2>{group.title}</h2>
          <dl className="console-dl">
            {group.rows.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function CarPanel({ lead, car }: { lead: ConsoleLeadDetail; car: LeadCar | null }) {
  const title = car?.name ?? lead.car?.title;
  if (!title && !lead.car) return null;
  return (
    <section className="console-panel console-car">
      <h2>Car</h2>
      {car?.image ? (
        <img src={car.image} alt="" width={240} height={160} className="console-car__photo" />
      ) : null}
      <p>
        {car?.href ? <a href={car.href}>{title}</a> : (title ?? 'A car of the site')}
        {lead.car?.stockNumber ? (
          <span className="console-muted"> Stock no. {lead.car.stockNumber}</span>
        ) : null}
      </p>
    </section>
  );
}

function Visited({ data }: { data: ConsoleLeadDetail['data'] }) {
  const pages = visitedPages(data);
  if (pages.length === 0) return null;
  return (
    <section className="console-panel">
      <h2>Pages visited</h2>
      <ol className="console-list">
        {pages.map((page, i) => (
          <li key={i}>{page}</li>
        ))}
      </ol>
    </section>
  );
}

function Consent({ lead, timeZone }: { lead: ConsoleLeadDetail; timeZone: string }) {
  return (
    <section className="console-panel">
      <h2>Consent</h2>
      {lead.consent.length === 0 ? (
        <p className="console-muted">No consent record.</p>
      ) : (
        <ul className="console-list">
          {lead.consent.map((c) => (
            <li key={`${c.recordedAt}-${c.noticeVersion}`}>
              {formatLeadTime(c.recordedAt, timeZone)}, notice {c.noticeVersion}:{' '}
              {Object.entries(c.purposes)
                .map(([purpose, given]) => `${purpose} ${given ? 'yes' : 'no'}`)
                .join(', ') || 'no purposes'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Deliveries({ lead, timeZone }: { lead: ConsoleLeadDetail; timeZone: string }) {
  return (
    <section className="console-panel">
      <h2 id="lead-deliveries">Delivery to the CRM</h2>
      <ConsoleTable
        rows={lead.deliveries}
        columns={[
          { header: 'Channel', cell: (d) => d.channel ?? '—' },
          { header: 'To', cell: (d) => d.target ?? '—' },
          { header: 'Status', cell: (d) => d.status },
          { header: 'Attempts', cell: (d) => d.attempts },
          {
            header: 'Last',
            cell: (d) => (d.deliveredAt ? formatLeadTime(d.deliveredAt, timeZone) : (d.lastError ?? '—')),
          },
        ]}
        rowKey={(_, i) => i}
        empty="No deliveries."
        emptyTone="muted"
        labelledBy="lead-deliveries"
      />
    </section>
  );
}

/** Console: what the shopper gave, the car, visited pages, the consent record and the delivery log. */
export function LeadRecord({
  lead,
  car,
  timeZone,
  places = NO_PLACES,
}: {
  lead: ConsoleLeadDetail;
  car: LeadCar | null;
  timeZone: string;
  places?: LeadPlaces;
}) {
  return (
    <div className="console-lead__record">
      <CarPanel lead={lead} car={car} />
      <Answers data={lead.data} places={places} timeZone={timeZone} />
      <Visited data={lead.data} />
      <Consent lead={lead} timeZone={timeZone} />
      <Deliveries lead={lead} timeZone={timeZone} />
    </div>
  );
}
