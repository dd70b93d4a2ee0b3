import type { ConsoleLeadDetail, ConsoleLeadSummary } from '@dealer/api-client';
import { LEAD_STATUS_LABELS } from '@dealer/staff';
import { ProgressBadge } from './LeadInbox';
import { CarPanel, type LeadCar, type LeadPlaces, LeadRecord } from './LeadRecord';
import { ShopperTimeline } from './LeadSearch';
import {
  AssignForm,
  ContactActions,
  type LeadActionError,
  type LeadFormComponent,
  LeadHistory,
  Notes,
  StatusForm,
} from './LeadWork';
import { formatLeadTime, overdueTimer } from './time';

export type { LeadActionError, LeadCar, LeadFormComponent, LeadPlaces };

export interface LeadDetailProps {
  lead: ConsoleLeadDetail;
  car: LeadCar | null;
  siteName: string;
  /** People the lead may be assigned to; empty when the person may not assign. */
  assignees: readonly { id: string; name: string }[];
  /** The last refused action, shown beside its form. */
  result: LeadActionError | null;
  timeZone: string;
  now: number;
  Form: LeadFormComponent;
  /** The lead's site's dealership and location names. */
  places?: LeadPlaces;
  /** The technical delivery log: managers and up only. */
  showDeliveries?: boolean;
  /** The next note's id (idempotent note posts). */
  noteId?: string;
  /** The shopper's leads, oldest first (issue 33 duplicates). */
  shopperLeads?: readonly ConsoleLeadSummary[];
  /** Managers and up merge and unmerge shoppers by hand. */
  mayMerge?: boolean;
}

/** The console's lead page: who, call / SMS / email and the car at the top, status, assignment, notes, the record and history. */
export function LeadDetail({
  lead,
  car,
  siteName,
  assignees,
  result,
  timeZone,
  now,
  Form,
  places,
  showDeliveries = true,
  noteId,
  shopperLeads = [],
  mayMerge = false,
}: LeadDetailProps) {
  const timer = overdueTimer(lead, now);
  const who = lead.shopper.name || lead.shopper.email || lead.shopper.phone || 'No name given';
  return (
    <article className="console-lead">
      <header className="console-lead__head">
        <h1>{who}</h1>
        <p>
          <span className="console-badge" data-testid="lead-status">
            {LEAD_STATUS_LABELS[lead.status]}
          </span>{' '}
          <ProgressBadge progress={lead.progress} />{' '}
          {timer.kind !== 'none' ? (
            <span
              className={timer.kind === 'overdue' ? 'console-badge console-badge--overdue' : 'console-badge'}
              data-testid="lead-timer"
            >
              {timer.text}
            </span>
          ) : null}{' '}
          {lead.category ?? 'Lead'} on {siteName}, {formatLeadTime(lead.createdAt, timeZone)}
          {lead.lostReason ? <span> Lost: {lead.lostReason}</span> : null}
        </p>
        <p className="console-muted">Assigned to {lead.assignee?.name ?? 'nobody'}</p>
        <ContactActions lead={lead} Form={Form} />
      </header>
      <CarPanel lead={lead} car={car} />
      {/* The work (status, assignment, notes) comes first on a phone; beside the record on a wide screen. */}
      <div className="console-lead__grid">
        <div className="console-lead__work">
          <StatusForm lead={lead} Form={Form} result={result} />
          <AssignForm lead={lead} assignees={assignees} Form={Form} result={result} />
          <Notes lead={lead} Form={Form} result={result} timeZone={timeZone} noteId={noteId} />
          <ShopperTimeline
            leadId={lead.id}
            leads={shopperLeads}
            timeZone={timeZone}
            {...(mayMerge ? { Form } : {})}
          />
          <LeadHistory lead={lead} timeZone={timeZone} />
        </div>
        <div>
          <LeadRecord lead={lead} timeZone={timeZone} places={places} showDeliveries={showDeliveries} />
        </div>
      </div>
    </article>
  );
}
