import {
  type DealerActionResult,
  type DealerChangeRunner,
  isReservationStatus,
  RESERVATION_STATUSES,
  type Reservation,
} from '@dealer/reservations';
import type { Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { auditEntry, consoleSite } from '../console-stock/site.js';
import { type AppContext, type AppDeps, type AppEnv, badRequest } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { Reservations } from '../reservations/site-reservations.js';
import { auditedWrite, notFound, notSaved } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';
import { dealerView } from './dealer-reservations.js';
import { reservationMirror } from './reservations.js';

/**
 * Console, stock, reservations, content: reservations in the console (`reservations.manage`; a salesperson may not):
 * - `GET /api/console/reservations?site=&status=`: the site's reservations, newest first, with the
 *   shopper's contact (name, email, phone) and the car;
 * - `POST /api/console/reservations/{id}/confirm | cancel | refund?site=`: through the site's payment
 *   provider (reservations' service): a cancelled hold frees the car in search at once; refund gives back
 *   a paid deposit (a paid reservation is cancelled and refunded; one whose refund failed is retried).
 * Each stored change commits with its audit row (auditedWrite): `reservation.<action>`, and
 * `reservation.refunded` when a refund is recorded. A refused row or a failed COMMIT leaves the
 * reservation as it was and answers 503 naming what was not saved. Changes are mirrored onto the lead.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIONS = ['confirm', 'cancel', 'refund'] as const;
type Action = (typeof ACTIONS)[number];

function withCar(deps: AppDeps, site: Site, r: Reservation) {
  const car = deps.inventory.stock(site).byId.get(r.carId);
  return { ...dealerView(r), car_name: car?.name ?? null, car_stocknum: car?.stocknum ?? null };
}

const NOT_SAVED: Record<Action, string> = {
  confirm: 'The confirmation of this reservation',
  cancel: 'The cancellation of this reservation',
  refund: 'The refund of this reservation',
};

/** Each stored change of the action commits with its audit row (auditedWrite), or not at all. */
function audited(c: AppContext, deps: AppDeps, site: Site, action: Action): DealerChangeRunner {
  return (change) =>
    auditedWrite(deps, async (tx) => {
      const done = await change(tx);
      if (!done?.changed) return { result: done, audit: null };
      const refunded = done.step === 'refunded';
      const audit = auditEntry(c, deps, {
        action: refunded ? 'reservation.refunded' : `reservation.${action}`,
        site,
        target: { type: 'reservation', id: done.after.id },
        before: { status: done.before.status },
        after: { status: done.after.status, ...(refunded ? { refundRef: done.after.refundRef } : {}) },
      });
      return { result: done, audit };
    });
}

async function change(c: AppContext, deps: AppDeps, reservations: Reservations, action: Action) {
  const site = consoleSite(c, deps, 'reservations.manage');
  const id = c.req.param('id') ?? '';
  if (!site || !UUID.test(id)) return notFound(c, 'Reservation not found');
  const { service } = reservations.forSite(site);
  const options = { runChange: audited(c, deps, site, action) };
  let result: DealerActionResult;
  try {
    if (action === 'confirm') result = await service.confirmByDealer(id, options);
    else if (action === 'cancel') result = await service.cancelByDealer(id, options);
    else result = await service.refundByDealer(id, options);
  } catch (error) {
    return notSaved(c, deps, NOT_SAVED[action], error);
  }
  if (!result.ok) {
    const { status, error } = result.rejection;
    return status === 404 ? notFound(c, 'Reservation not found') : c.json({ error }, status, NO_STORE);
  }
  const status = result.refund?.status === 'refunded' ? 'refunded' : result.reservation.status;
  await reservationMirror(deps, reservations)(site.slug, [{ id, status }]);
  return c.json(
    {
      reservation: { ...withCar(deps, site, result.reservation), status },
      ...(result.refund ? { refund: result.refund } : {}),
    },
    200,
    NO_STORE,
  );
}

export function registerConsoleReservationRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  reservations: Reservations,
): void {
  const staff = requireStaff(deps);
  app.get('/api/console/reservations', staff, async (c) => {
    const site = consoleSite(c, deps, 'reservations.manage');
    if (!site) return notFound(c);
    const status = c.req.query('status') || undefined;
    if (status !== undefined && !isReservationStatus(status))
      return badRequest(c, `status must be one of ${RESERVATION_STATUSES.join(', ')}`, {
        status: 'Invalid status',
      });
    const found = await reservations.forSite(site).service.list(status ? { status } : {});
    const { mode } = reservations.forSite(site);
    return c.json(
      { site: site.slug, mode, count: found.length, reservations: found.map((r) => withCar(deps, site, r)) },
      200,
      NO_STORE,
    );
  });
  for (const action of ACTIONS) {
    app.post(`/api/console/reservations/:id/${action}`, staff, (c) => change(c, deps, reservations, action));
  }
}
