import { isReservationStatus, RESERVATION_STATUSES, type Reservation } from '@dealer/reservations';
import { checkoutPath } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { botScreenFor } from '../bots/screen.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  clientIp,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { visitorIdOf } from '../http/visitor.js';
import { mirrorReservationStatus, reserveLead } from '../reservations/lead.js';
import type { Reservations } from '../reservations/site-reservations.js';
import { sha256 } from '../store/crypto.js';
import { authorisedDealer } from './dealer.js';
import { rateLimited } from './leads.js';
import { findListedCar } from './search.js';

/**
 * Online reservations (spec §2 /cars/{slug}/checkout and /buy-online, §4 checkout rule, §9 deposit and
 * providers). Thin: eligibility, deposits, contact rules, holds and payments are @dealer/reservations'.
 *
 * - GET  /api/reservations/config                  how this site takes reservations (mode, hold time)
 * - POST /api/reservations {car_id, name, email, phone, terms_agreed}
 *        → 201 {id, status:'held', expires_at, car_id, deposit, payment} | 400 {error, fields} | 404
 *        | 409 {reason: already_held | ineligible | hold_limit (with limit {per, max}) | refused} | 502
 *   §1 bot protection screens it like a lead (bots/screen.ts): a suspect gets no hold (a bot must not lock
 *   a car) but the same 409 'refused' whatever tripped the screen, and its attempt is kept for the dealer
 *   as a quarantined reserve lead (a person caught by mistake is not lost).
 * - POST /api/payments/stripe/webhook               RAW body, Stripe-Signature verified
 * - GET  /api/dealer/reservations, POST /api/dealer/reservations/{id}/cancel | /confirm (dealer basic auth)
 * - every car served to search (/api/search hits) and car pages (/api/websites/{id}/cars/{slug}.json)
 *   gets `reserved: true` while it is held, paid or confirmed on any site (§4 tag 2 'Reserved'): those
 *   routes read it from `reservations.held`, which every change made here invalidates.
 */

/**
 * The network a request came from, as the per-address hold bound counts it: an IPv4 address, or the /64
 * of an IPv6 one (one household or phone gets a whole /64 and may use any address in it).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What the dealer sees of a reservation (contact details included: the dealer calls the shopper). */
interface DealerView {
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

function dealerView(r: Reservation): DealerView {
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

function parseCarId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function dealerSignIn(c: AppContext) {
  return c.json({ error: 'Dealer sign-in required' }, 401, {
    'www-authenticate': 'Basic realm="Dealer inbox", charset="UTF-8"',
    ...NO_STORE,
  });
}

export function registerReservationRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  reservations: Reservations,
  onLeadStored: () => void,
): void {
  const mirror = (site: string, changes: { id: string; status: string }[]) => {
    reservations.held.invalidate();
    return mirrorReservationStatus(deps.store.db, site, changes).catch((error: Error) =>
      deps.log(`reservations: lead status update failed: ${error.message}`),
    );
  };

  app.get('/api/reservations/config', (c) => {
    const { mode, provider, service } = reservations.forSite(c.get('site'));
    return c.json({ mode, provider, hold_minutes: service.holdMinutes }, 200, NO_STORE);
  });

  app.post('/api/reservations', async (c) => {
    const limited = rateLimited(c, deps.limits.leads, deps);
    if (limited) return limited;
    const site = c.get('site');
    const body = await readJson(c, { object: true });
    if (!body.ok) return badBody(c, body);
    const input = body.value as Record<string, unknown>;
    const carId = parseCarId(input.car_id);
    if (carId === null) {
      return badRequest(c, 'car_id must be the id of a car', {
        car_id: 'car_id must be a positive whole number',
      });
    }
    // Tenant scope: only a car this site lists; another site's car is simply not found here. The feed's
    // record as it is: whether another shopper holds the car (through any site) the database answers.
    const car = await findListedCar(deps, site, { id: carId }, { holds: false });
    if (!car) return c.json({ error: 'Car not found' }, 404, NO_STORE);
    const { service } = reservations.forSite(site);
    const visitor = visitorIdOf(c.req.raw);
    const contact =
      typeof input.contact === 'object' && input.contact !== null
        ? input.contact
        : (({ car_id, ...rest }) => rest)(input);

    const host = c.req.header('host') ?? '';
    const origin = `${new URL(c.req.url).protocol}//${host}`;
    const pagePath = checkoutPath(site, car.slug);
    const quarantineReason = await botScreenFor(deps).screen(c, site, 'reserve', input);
    const leadExtra = {
      url: `${origin}${pagePath}`,
      userAgent: c.req.header('user-agent') ?? '',
      noticeVersion: deps.consentNoticeVersion,
    };
    const result = await service.reserve({
      suspect: quarantineReason !== null,
      car,
      contact,
      successUrl: `${origin}${pagePath}?reservation=done`,
      cancelUrl: `${origin}${pagePath}`,
      // Hashed: the bounds need only to tell holders apart, not who or where they are.
      holder: {
        visitor: visitor ? sha256(`visitor:${visitor}`) : null,
        address: sha256(`address:${networkOf(clientIp(c, deps.trustProxy))}`),
      },
    });
    // A 502 inserted and then released its hold: the held set changed twice.
    if (result.ok || result.rejection.kind === 'payment_unavailable') reservations.held.invalidate();
    if (!result.ok && result.rejection.kind === 'refused') {
      // Stored before answering, like any lead: the dealer's quarantine list shows the attempt and why.
      await deps.store.createLead(
        site.slug,
        null,
        { method: 'POST', reservation: null },
        reserveLead(site, car, result.rejection.attempt, { ...leadExtra, quarantineReason }),
      );
      onLeadStored();
      return c.json({ error: result.rejection.error, reason: 'refused' }, 409, NO_STORE);
    }
    if (!result.ok) {
      const rejection = result.rejection;
      const extra =
        rejection.kind === 'invalid'
          ? { fields: rejection.fieldErrors }
          : rejection.kind === 'ineligible'
            ? { reason: rejection.kind, blockers: rejection.blockers }
            : rejection.kind === 'hold_limit'
              ? { reason: rejection.kind, limit: rejection.limit }
              : { reason: rejection.kind };
      return c.json({ error: rejection.error, ...extra }, rejection.status, NO_STORE);
    }

    // §9 event 42: the reserve lead reaches the dealer inbox (and the CRM through the outbox).
    try {
      await deps.store.createLead(
        site.slug,
        null,
        { method: 'POST', reservation: result.reservation.id },
        reserveLead(site, car, result.reservation, { ...leadExtra, quarantineReason: null }),
      );
      onLeadStored();
    } catch (error) {
      // The hold stands (the dealer sees it under /api/dealer/reservations); the lead is the notification.
      deps.log(
        `reservations: reserve lead for ${result.reservation.id} not stored: ${(error as Error).message}`,
      );
    }
    return c.json(result.response, 201, NO_STORE);
  });

  app.post('/api/payments/stripe/webhook', async (c) => {
    const site = c.get('site');
    // The RAW body: the signature is over these exact bytes, so nothing parses it before verification.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const result = await reservations.forSite(site).service.handleWebhook(raw, c.req.raw.headers);
    if (result.outcome === 'rejected')
      return c.json({ error: result.error, fields: { 'stripe-signature': result.error } }, 400, NO_STORE);
    if (result.outcome === 'applied' && result.changed) {
      const status = result.refund?.status === 'refunded' ? 'refunded' : result.reservation.status;
      await mirror(site.slug, [{ id: result.reservation.id, status }]);
    }
    // Duplicates, unknown reservations and events we do not act on are acknowledged (no redelivery).
    return c.json({ received: true, outcome: result.outcome }, 200, NO_STORE);
  });

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
