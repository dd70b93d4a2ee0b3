import type { ConsoleReservation, ReservationAction } from '@dealer/api-client';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable';
import { FilterActions, FilterSelect } from '../filter-fields';
import type { StockActionResult } from './StockList';

export interface ReservationListProps {
  reservations: readonly ConsoleReservation[];
  status: string;
  result: StockActionResult | null;
  site: string | null;
  formatTime: (iso: string) => string;
}

const STATUS_LABELS: Record<string, string> = {
  held: 'Held',
  paid: 'Paid',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/** What the dealer may do with a reservation now (the server checks again). */
export function reservationActions(r: Pick<ConsoleReservation, 'status' | 'provider'>): ReservationAction[] {
  const actions: ReservationAction[] = [];
  if (r.status === 'held' && r.provider === 'request') actions.push('confirm');
  if (r.status === 'held' || r.status === 'confirmed') actions.push('cancel');
  if (r.status === 'paid' || r.status === 'refund_due') actions.push('refund');
  return actions;
}

const ACTION_LABELS: Record<ReservationAction, string> = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  refund: 'Refund deposit',
};

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(cents / 100);

/** A reservation's actions as one form each, and a refused action's message beside them. */
function ReservationActions({
  r,
  result,
  site,
}: {
  r: ConsoleReservation;
  result: StockActionResult | null;
  site: string | null;
}) {
  const mine = result?.id === r.id ? result : null;
  return (
    <>
      <div className="console-actions">
        {reservationActions(r).map((action) => (
          <form method="post" key={action}>
            <input type="hidden" name="intent" value={action} />
            <input type="hidden" name="id" value={r.id} />
            {site ? <input type="hidden" name="site" value={site} /> : null}
            <button
              type="submit"
              className={`console-button${action === 'confirm' ? '' : ' console-button--danger'}`}
              aria-label={`${ACTION_LABELS[action]}: ${r.contact.name}, ${r.car_name ?? r.car_slug}`}
            >
              {ACTION_LABELS[action]}
            </button>
          </form>
        ))}
      </div>
      {mine?.error ? (
        <p className="console-error" role="alert">
          {mine.error}
        </p>
      ) : null}
    </>
  );
}

/** The reservations' columns: the car, the shopper's contact, the status, when held, the actions. */
const reservationColumns = (
  result: StockActionResult | null,
  site: string | null,
  formatTime: (iso: string) => string,
): ConsoleColumn<ConsoleReservation>[] => [
  {
    header: 'Car',
    cell: (r) => (
      <>
        {r.car_name ?? r.car_slug}
        {r.car_stocknum ? <span className="console-muted"> Stock {r.car_stocknum}</span> : null}
      </>
    ),
  },
  {
    header: 'Shopper',
    cell: (r) => (
      <>
        {r.contact.name}
        <br />
        <a href={`tel:${r.contact.phone.replace(/\s/g, '')}`}>{r.contact.phone}</a>
        <br />
        <a href={`mailto:${r.contact.email}`}>{r.contact.email}</a>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (r) => (
      <>
        <span className="console-badge">{STATUS_LABELS[r.status] ?? r.status}</span>
        {r.paid_cents ? <span className="console-muted"> {money(r.paid_cents, r.currency)} paid</span> : null}
      </>
    ),
  },
  {
    header: 'Held',
    cell: (r) => (
      <>
        {formatTime(r.held_at)}
        {r.status === 'held' ? (
          <span className="console-muted"> until {formatTime(r.expires_at)}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Actions', cell: (r) => <ReservationActions r={r} result={result} site={site} /> },
];

/** Console: reservations with the shopper's contact; confirm, cancel and refund through the provider. */
export function ReservationList({ reservations, status, result, site, formatTime }: ReservationListProps) {
  return (
    <>
      <form method="get" className="console-filters" aria-label="Filter reservations">
        {site ? <input type="hidden" name="site" value={site} /> : null}
        <FilterSelect
          id="reservation-status"
          name="status"
          label="Status"
          value={status}
          options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <FilterActions label="Filter" />
      </form>
      <ConsoleTable
        rows={reservations}
        columns={reservationColumns(result, site, formatTime)}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({ 'data-reservation': r.id })}
        empty="No reservation matches."
        caption="Reservations, newest first"
      />
    </>
  );
}
