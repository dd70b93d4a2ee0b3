import { isReservationStatus, RESERVATION_STATUSES, type Reservation } from '@dealer/reservations';
import type { Site } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { auditChange, consoleSite } from '../console-stock/site.js';
import { type AppContext, type AppDeps, type AppEnv, badRequest } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import type { Reservations } from '../reservations/site-reservations.js';
import { notFound } from '../staff/http.js';
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
 * Each change is in the audit log and mirrored onto the reserve lead.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIONS = ['confirm', 'cancel', 'refund'] as const;
type Action = (typeof ACTIONS)[number];

function withCar(deps: AppDeps, site: Site, r: Reservation) {
  const car = deps.inventory.stock(site).byId.get(r.carId);
  return { ...dealerView(r), car_name: car?.name ?? null, car_stocknum: car?.stocknum ?? null };
}

async function act(service: ReturnType<Reservations['forSite']>['service'], id: string, action: Action) {
  if (action === 'confirm') return service.confirmByDealer(id);
  if (action === 'cancel') return service.cancelByDealer(id);
  const current = await service.get(id);
  if (current?.status === 'paid') return service.cancelByDealer(id);
  if (current?.status === 'refund_due') {
    const retried = (await service.retryRefunds()).find((r) => r.reservation.id === id);
    const reservation = (await service.get(id)) ?? current;
    return { ok: true as const, reservation, ...(retried ? { refund: retried.refund } : {}) };
  }
  if (!current)
    return { ok: false as const, rejection: { status: 404 as const, error: 'No such reservation.' } };
  return {
    ok: false as const,
    rejection: { status: 409 as const, error: `A ${current.status} reservation has no deposit to refund.` },
  };
}

async function change(c: AppContext, deps: AppDeps, reservations: Reservations, action: Action) {
  const site = consoleSite(c, deps, 'reservations.manage');
  const id = c.req.param('id') ?? '';
  if (!site || !UUID.test(id)) return notFound(c, 'Reservation not found');
  const { service } = reservations.forSite(site);
  const before = await service.get(id);
  if (!before) return notFound(c, 'Reservation not found');
  const result = await act(service, id, action);
  if (!result.ok) return c.json({ error: result.rejection.error }, result.rejection.status, NO_STORE);
  const status = result.refund?.status === 'refunded' ? 'refunded' : result.reservation.status;
  await reservationMirror(deps, reservations)(site.slug, [{ id, status }]);
  await auditChange(c, deps, deps.store.db, {
    action: `reservation.${action}`,
    site,
    target: { type: 'reservation', id },
    before: { status: before.status },
    after: { status, ...(result.refund ? { refund: result.refund.status } : {}) },
  });
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
