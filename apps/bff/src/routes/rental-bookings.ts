import { randomUUID } from 'node:crypto';
import {
  bookRental,
  checkRentalDates,
  parseReservationContact,
  rentalBookingsOf,
  rentalPickUpRange,
} from '@dealer/reservations';
import { checkoutPath, type Site, sellerKind } from '@dealer/site-registry';
import { sitePhoneRule } from '@dealer/validation';
import type { Hono } from 'hono';
import { botScreenFor } from '../bots/screen.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { requestOrigin } from '../http/request-origin.js';
import { NO_STORE } from '../http/security.js';
import { rentalBookingLead } from '../reservations/rental-lead.js';
import { rateLimited } from './leads.js';
import { findListedCar } from './search.js';

/**
 * §1 rental bookings (issue 29), on rental sites only (`sellerKind` 'rental'; elsewhere 404). Thin: the
 * dates rule and the overlap-proof store are @dealer/reservations' (`checkRentalDates`, `bookRental`).
 *
 * - GET  /api/rental-bookings/window?car_id=  → {min, max, max_days, booked: [{pickUpDate, returnDate}]}
 * - POST /api/rental-bookings {car_id, name, email, phone, terms_agreed, pickUpDate, returnDate}
 *        → 201 {id, car_id, pickUpDate, returnDate} | 400 {error, fields} | 404
 *        | 409 {reason: 'overlap', fields: {pickUpDate | returnDate}} | 409 {reason: 'refused'} (bot screen)
 *   The booking holds the car for those dates only; its lead (Rental Booking, the rental event, with the
 *   dates) reaches the inbox and the CRM like every lead.
 */

function carIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

type ListedCar = NonNullable<Awaited<ReturnType<typeof findListedCar>>>;

async function rentalCar(
  c: AppContext,
  deps: AppDeps,
  raw: unknown,
): Promise<{ response: Response } | { site: Site; car: ListedCar }> {
  const site = c.get('site');
  if (sellerKind(site) !== 'rental') return { response: c.json({ error: 'Not found' }, 404, NO_STORE) };
  const carId = carIdOf(raw);
  if (carId === null) {
    return {
      response: badRequest(c, 'car_id must be the id of a car', {
        car_id: 'car_id must be a positive whole number',
      }),
    };
  }
  const car = await findListedCar(deps, site, { id: carId }, { holds: false });
  if (!car) return { response: c.json({ error: 'Car not found' }, 404, NO_STORE) };
  return { site, car };
}

/** The car's own location (its pick-up depot), whose calendar day a booking's dates count from. */
const pickUpAt = (site: Site, car: { location_id: number | null }) =>
  site.locations.find((l) => l.id === car.location_id);

async function book(c: AppContext, deps: AppDeps, onLeadStored: () => void): Promise<Response> {
  const limited = await rateLimited(c, deps.limits.leads, deps);
  if (limited) return limited;
  const body = await readJson(c, { object: true });
  if (!body.ok) return badBody(c, body);
  const input = body.value as Record<string, unknown>;
  const found = await rentalCar(c, deps, input.car_id);
  if ('response' in found) return found.response;
  const { site, car } = found;
  const contact = parseReservationContact(input, sitePhoneRule(site));
  const dates = checkRentalDates(input, site, deps.now(), pickUpAt(site, car));
  if (!contact.ok || !dates.ok) {
    const fields = { ...(contact.ok ? {} : contact.fieldErrors), ...(dates.ok ? {} : dates.fieldErrors) };
    return badRequest(c, Object.values(fields)[0] ?? 'Check the booking details.', fields);
  }
  const screened = await botScreenFor(deps).verdict(c, site, 'rental-booking', input);
  const leadSite: Site = deps.settings.leadSite(site);
  const extra = {
    url: `${requestOrigin(c, site, deps.trustProxy)}${checkoutPath(site, car.slug)}`,
    userAgent: c.req.header('user-agent') ?? '',
    noticeVersion: deps.consentNoticeVersion,
    quarantineReason: screened.reason,
    possibleBotFillMs: screened.possibleBot?.fillMs ?? null,
  };
  const booking = { id: randomUUID(), contact: contact.contact, ...dates.dates };
  if (screened.reason) {
    // A suspected bot books nothing (it must not block a car's dates); its attempt is kept quarantined.
    const attempt = rentalBookingLead(leadSite, car, booking, extra);
    await deps.store.createLead(site.slug, null, { method: 'POST' }, attempt);
    onLeadStored();
    const error = 'We could not take this booking online. Please call us.';
    return c.json({ error, reason: 'refused' }, 409, NO_STORE);
  }
  // The booking and its lead commit together: nothing half written.
  const lead = rentalBookingLead(leadSite, car, booking, extra);
  const result = await bookRental(
    deps.store.db,
    { ...booking, siteSlug: site.slug, carId: car.id, carSlug: car.slug, bookedAt: deps.now() },
    async (tx) => void (await deps.store.insertLead(tx, lead)),
  );
  if (!result.ok) {
    const fields = { [result.field]: result.error };
    return c.json({ error: result.error, reason: 'overlap', fields }, 409, NO_STORE);
  }
  onLeadStored();
  return c.json({ id: booking.id, car_id: car.id, ...dates.dates }, 201, NO_STORE);
}

export function registerRentalBookingRoutes(
  app: Hono<AppEnv>,
  deps: AppDeps,
  onLeadStored: () => void,
): void {
  app.get('/api/rental-bookings/window', async (c) => {
    const found = await rentalCar(c, deps, c.req.query('car_id'));
    if ('response' in found) return found.response;
    const range = rentalPickUpRange(found.site, deps.now(), pickUpAt(found.site, found.car));
    const booked = await rentalBookingsOf(deps.store.db, found.car.id, range.min);
    return c.json({ min: range.min, max: range.max, max_days: range.maxDays, booked }, 200, NO_STORE);
  });
  app.post('/api/rental-bookings', (c) => book(c, deps, onLeadStored));
}
