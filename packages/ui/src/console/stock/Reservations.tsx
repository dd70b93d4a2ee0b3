import type { ConsoleReservation, ReservationAction } from '@dealer/api-client';
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

/** Console: reservations with the shopper's contact; confirm, cancel and refund through the provider. */
export function ReservationList({ reservations, status, result, site, formatTime }: ReservationListProps) {
  return (
    <>
      <form method="get" className="console-filters" aria-label="Filter reservations">
        {site ? <input type="hidden" name="site" value={site} /> : null}
        <div className="console-field">
          <label htmlFor="reservation-status">Status</label>
          <select id="reservation-status" name="status" defaultValue={status}>
            <option value="">Any</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="console-filters__actions">
          <button type="submit" className="console-button">
            Filter
          </button>
        </div>
      </form>
      {reservations.length === 0 ? (
        <p className="console-panel">No reservation matches.</p>
      ) : (
        <table className="console-table console-table--cards">
          <caption className="visually-hidden">Reservations, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Shopper</th>
              <th scope="col">Status</th>
              <th scope="col">Held</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {reservations.map((r) => {
              const mine = result?.id === r.id ? result : null;
              return (
                <tr key={r.id} data-reservation={r.id}>
                  <td data-label="Car">
                    {r.car_name ?? r.car_slug}
                    {r.car_stocknum ? <span className="console-muted"> Stock {r.car_stocknum}</span> : null}
                  </td>
                  <td data-label="Shopper">
                    {r.contact.name}
                    <br />
                    <a href={`tel:${r.contact.phone.replace(/\s/g, '')}`}>{r.contact.phone}</a>
                    <br />
                    <a href={`mailto:${r.contact.email}`}>{r.contact.email}</a>
                  </td>
                  <td data-label="Status">
                    <span className="console-badge">{STATUS_LABELS[r.status] ?? r.status}</span>
                    {r.paid_cents ? (
                      <span className="console-muted"> {money(r.paid_cents, r.currency)} paid</span>
                    ) : null}
                  </td>
                  <td data-label="Held">
                    {formatTime(r.held_at)}
                    {r.status === 'held' ? (
                      <span className="console-muted"> until {formatTime(r.expires_at)}</span>
                    ) : null}
                  </td>
                  <td data-label="Actions">
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
