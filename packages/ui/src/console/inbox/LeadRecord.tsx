import type { ConsoleLeadDetail } from '@dealer/api-client';
import { type LeadSummarySite, leadSections } from '@dealer/lead-flow';
import { ConsoleTable } from '../ConsoleTable';
import { visitedPages } from './lead-fields';
import { Section } from './Section';
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

/** Answer groups that start closed on the lead page: the car is shown at the top, the campaign is technical. */
const CLOSED_SECTIONS = new Set(['car', 'campaign']);

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
        <Section key={group.id} title={group.title} open={!CLOSED_SECTIONS.has(group.id)}>
          <dl className="console-dl">
            {group.rows.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}
    </>
  );
}

export function CarPanel({ lead, car }: { lead: ConsoleLeadDetail; car: LeadCar | null }) {
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
    <Section title="Pages visited" open={false}>
      <ol className="console-list">
        {pages.map((page, i) => (
          <li key={i}>{page}</li>
        ))}
      </ol>
    </Section>
  );
}

function Consent({ lead, timeZone }: { lead: ConsoleLeadDetail; timeZone: string }) {
  return (
    <Section title="Consent" open={false}>
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
    </Section>
  );
}

function Deliveries({ lead, timeZone }: { lead: ConsoleLeadDetail; timeZone: string }) {
  return (
    <Section title="Delivery to the CRM" id="lead-deliveries" open={false}>
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
    </Section>
  );
}

/**
 * Console: what the shopper gave, visited pages, the consent record and — for managers and up
 * (`showDeliveries`) — the technical delivery log. The car is shown at the top of the page (CarPanel).
 */
export function LeadRecord({
  lead,
  timeZone,
  places = NO_PLACES,
  showDeliveries = true,
}: {
  lead: ConsoleLeadDetail;
  timeZone: string;
  places?: LeadPlaces;
  showDeliveries?: boolean;
}) {
  return (
    <div className="console-lead__record">
      <Answers data={lead.data} places={places} timeZone={timeZone} />
      <Visited data={lead.data} />
      <Consent lead={lead} timeZone={timeZone} />
      {showDeliveries ? <Deliveries lead={lead} timeZone={timeZone} /> : null}
    </div>
  );
}
