import { isReservationStatus, RESERVATION_STATUSES, type Reservation } from '@dealer/reservations';
import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { Reservations } from '../reservations/site-reservations.js';
import { authorisedDealer } from './dealer.js';

/**
 * The dealer's side of reservations (dealer basic auth): GET /api/dealer/reservations[?status=],
 * POST /api/dealer/reservations/{id}/cancel | /confirm. Every change is mirrored onto the reserve lead.
 */

/** What the dealer sees of a reservation (contact details included: the dealer calls the shopper). */
export interface DealerView {
  id: string;
  car_id: number;
  car_slug: string;
  status: string;
  status_reason: string | null;
  provider: string;
  deposit_cents: number;
  paid_cents: number | null;
  currency: string;
  contact: Reservation['contact'];
  held_at: string;
  expires_at: string;
  updated_at: string;
  payment_ref: string | null;
  refund_ref: string | null;
}

export function dealerView(r: Reservation): DealerView {
  return {
    id: r.id,
    car_id: r.carId,
    car_slug: r.carSlug,
    status: r.status,
    status_reason: r.statusReason,
    provider: r.provider,
    deposit_cents: r.depositCents,
    paid_cents: r.paidCents,
    currency: r.currency,
    contact: r.contact,
    held_at: r.heldAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    payment_ref: r.paymentRef,
    refund_ref: r.refundRef,
  };
}

function dealerSignIn(c: AppContext) {
  return c.json({ error: 'Dealer sign-in required' }, 401, {
    'www-authenticate': 'Basic realm="Dealer inbox", charset="UTF-8"',
    ...NO_STORE,
  });
}

export function registerDealerReservationRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  reservations: Reservations,
  mirror: (site: string, changes: { id: string; status: string }[]) => Promise<unknown>,
): void {
  app.get('/api/dealer/reservations', async (c) => {
    if (!authorisedDealer(c, deps)) return dealerSignIn(c);
    const site = c.get('site');
    const status = c.req.query('status');
    if (status !== undefined && !isReservationStatus(status)) {
      return c.json(
        {
          error: `status must be one of ${RESERVATION_STATUSES.join(', ')}`,
          fields: { status: 'Invalid status' },
        },
        400,
        NO_STORE,
      );
    }
    const found = await reservations.forSite(site).service.list(status ? { status } : {});
    const list = found.map(dealerView);
    return c.json({ site: site.slug, count: list.length, reservations: list }, 200, NO_STORE);
  });

  for (const action of ['cancel', 'confirm'] as const) {
    app.post(`/api/dealer/reservations/:id/${action}`, async (c) => {
      if (!authorisedDealer(c, deps)) return dealerSignIn(c);
      const site = c.get('site');
      const { service } = reservations.forSite(site);
      const id = c.req.param('id');
      const result =
        action === 'cancel' ? await service.cancelByDealer(id) : await service.confirmByDealer(id);
      if (!result.ok) return c.json({ error: result.rejection.error }, result.rejection.status, NO_STORE);
      const status = result.refund?.status === 'refunded' ? 'refunded' : result.reservation.status;
      await mirror(site.slug, [{ id: result.reservation.id, status }]);
      return c.json(
        {
          reservation: { ...dealerView(result.reservation), status },
          ...(result.refund ? { refund: result.refund } : {}),
        },
        200,
        NO_STORE,
      );
    });
  }
}
