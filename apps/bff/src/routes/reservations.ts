import type { ServiceRejection } from '@dealer/reservations';
import { checkoutPath, sellerKind } from '@dealer/site-registry';
import type { Hono } from 'hono';
import { botScreenFor } from '../bots/screen.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  clientNetwork,
  readJson,
} from '../http/context.js';
import { requestOrigin } from '../http/request-origin.js';
import { NO_STORE } from '../http/security.js';
import { visitorIdOf } from '../http/visitor.js';
import { mirrorReservationStatus, reserveLead } from '../reservations/lead.js';
import type { Reservations } from '../reservations/site-reservations.js';
import { sha256 } from '../store/crypto.js';
import { registerDealerReservationRoutes } from './dealer-reservations.js';
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
 * - GET  /api/dealer/reservations, POST /api/dealer/reservations/{id}/cancel | /confirm (dealer basic auth,
 *   dealer-reservations.ts)
 * - every car served to search (/api/search hits) and car pages (/api/websites/{id}/cars/{slug}.json)
 *   gets `reserved: true` while it is held, paid or confirmed on any site (§4 tag 2 'Reserved'): those
 *   routes read it from `reservations.held`, which every change made here invalidates.
 */

function parseCarId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The contact fields: a `contact` object, or the body's own fields beside car_id. */
function contactOf(input: Record<string, unknown>): unknown {
  if (typeof input.contact === 'object' && input.contact !== null) return input.contact;
  const { car_id, ...rest } = input;
  return rest;
}

/** What a refusal adds to its message: the fields to fix, or the reason (with its blockers or limit). */
function rejectionDetail(rejection: ServiceRejection): Record<string, unknown> {
  switch (rejection.kind) {
    case 'invalid':
      return { fields: rejection.fieldErrors };
    case 'ineligible':
      return { reason: rejection.kind, blockers: rejection.blockers };
    case 'hold_limit':
      return { reason: rejection.kind, limit: rejection.limit };
    default:
      return { reason: rejection.kind };
  }
}

/** POST /api/reservations: screens, holds the car and stores the reserve lead (see the note above). */
async function reserve(
  c: AppContext,
  deps: AppDeps,
  reservations: Reservations,
  onLeadStored: () => void,
): Promise<Response> {
  const limited = await rateLimited(c, deps.limits.leads, deps);
  if (limited) return limited;
  const site = c.get('site');
  // §1 a rental fleet car is booked for dates (POST /api/rental-bookings), never held for 48 h (#29).
  if (sellerKind(site) === 'rental') {
    return badRequest(c, 'A rental is booked with pick-up and return dates: POST /api/rental-bookings', {
      pickUpDate: 'Choose a pick-up date (rental cars are booked for dates, not reserved)',
    });
  }
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

  const origin = requestOrigin(c, site, deps.trustProxy); // https behind a TLS proxy: the payment return
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
    contact: contactOf(input),
    successUrl: `${origin}${pagePath}?reservation=done`,
    cancelUrl: `${origin}${pagePath}`,
    // Hashed: the bounds need only to tell holders apart, not who or where they are.
    holder: {
      visitor: visitor ? sha256(`visitor:${visitor}`) : null,
      address: sha256(`address:${clientNetwork(c, deps.trustProxy)}`),
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
      reserveLead(deps.settings.leadSite(site), car, result.rejection.attempt, {
        ...leadExtra,
        quarantineReason,
      }),
    );
    onLeadStored();
    return c.json({ error: result.rejection.error, reason: 'refused' }, 409, NO_STORE);
  }
  if (!result.ok) {
    const { rejection } = result;
    return c.json({ error: rejection.error, ...rejectionDetail(rejection) }, rejection.status, NO_STORE);
  }

  // §9 event 42: the reserve lead reaches the dealer inbox (and the CRM through the outbox).
  try {
    await deps.store.createLead(
      site.slug,
      null,
      { method: 'POST', reservation: result.reservation.id },
      reserveLead(deps.settings.leadSite(site), car, result.reservation, {
        ...leadExtra,
        quarantineReason: null,
      }),
    );
    onLeadStored();
  } catch (error) {
    // The hold stands (the dealer sees it under /api/dealer/reservations); the lead is the notification.
    deps.log(
      `reservations: reserve lead for ${result.reservation.id} not stored: ${(error as Error).message}`,
    );
  }
  return c.json(result.response, 201, NO_STORE);
}

/** A reservation's change reaches the held-car set (search reads 'Reserved' from it) and its reserve lead. */
export function reservationMirror(deps: Pick<AppDeps, 'store' | 'log' | 'now'>, reservations: Reservations) {
  return (site: string, changes: { id: string; status: string }[]) => {
    reservations.held.invalidate();
    return mirrorReservationStatus(deps.store.db, site, changes, deps.now()).catch((error: Error) =>
      deps.log(`reservations: lead status update failed: ${error.message}`),
    );
  };
}

export function registerReservationRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  reservations: Reservations,
  onLeadStored: () => void,
): void {
  const mirror = reservationMirror(deps, reservations);

  app.get('/api/reservations/config', (c) => {
    const { mode, provider, service } = reservations.forSite(c.get('site'));
    return c.json({ mode, provider, hold_minutes: service.holdMinutes }, 200, NO_STORE);
  });

  app.post('/api/reservations', (c) => reserve(c, deps, reservations, onLeadStored));

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

  registerDealerReservationRoutes(app, deps, reservations, mirror);
}
