import { EVENT_IDS, RENTAL_BOOKING_CATEGORY } from '@dealer/event-ids';
import { buildLead, carLeadFields, type LeadCarSource, POSSIBLE_BOT_FIELD } from '@dealer/lead-flow';
import { RENTAL_BOOKING_MIGRATION, type RentalBooking, type RentalDates } from '@dealer/reservations';
import type { Site } from '@dealer/site-registry';
import type { NewLead } from '../store/store.js';

/** Migration 85: the `rental_bookings` table (@dealer/reservations owns its SQL). */
export const RENTAL_BOOKINGS_MIGRATION = {
  version: 85,
  name: RENTAL_BOOKING_MIGRATION.name,
  sql: RENTAL_BOOKING_MIGRATION.sql,
};

export interface RentalLeadExtra {
  url: string;
  userAgent: string;
  noticeVersion: string;
  /** The bot screen's reason: the attempt is kept quarantined, no car was booked. */
  quarantineReason: string | null;
  /** Fill time of a fast but otherwise clean submission (delivered, flagged). */
  possibleBotFillMs: number | null;
}

/**
 * §1 a rental booking's lead (issue 29): the rental category and event (never 'Used Vehicle'), the
 * shopper's contact, the car and the dates (`pickup_date`, `return_date`: the console, ADF comments and
 * mails read them through lead-flow's `leadSections`), stored through the lead store like every lead.
 */
export function rentalBookingLead(
  site: Site,
  car: LeadCarSource,
  booking: Pick<RentalBooking, 'id' | 'contact'> & RentalDates,
  extra: RentalLeadExtra,
): NewLead {
  const refused = extra.quarantineReason !== null;
  const contact = booking.contact as { name?: string; email?: string; phone?: string };
  const data: Record<string, unknown> = buildLead(
    {
      ...carLeadFields(car),
      name: contact.name ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      category: RENTAL_BOOKING_CATEGORY,
      event_id: EVENT_IDS.rental,
      terms_agreed: true,
      pickup_date: booking.pickUpDate,
      return_date: booking.returnDate,
      message: refused
        ? `Booking of ${car.name} refused online (suspected automated submission): the car was not booked.`
        : `Booking of ${car.name} from ${booking.pickUpDate} to ${booking.returnDate}.`,
      ...(refused ? {} : { rental_booking_id: booking.id }),
      ...(extra.possibleBotFillMs === null ? {} : { [POSSIBLE_BOT_FIELD]: extra.possibleBotFillMs }),
    },
    { site, url: extra.url, userAgent: extra.userAgent, dealershipSlug: car.dealership_slug },
  );
  return {
    site: site.slug,
    dealershipSlug: car.dealership_slug || null,
    category: RENTAL_BOOKING_CATEGORY,
    leadStatus: null,
    formCompleted: true,
    data,
    quarantineReason: extra.quarantineReason,
    consent: { noticeVersion: extra.noticeVersion, purposes: { terms: true } },
    outbox: {
      // Pending even without a CRM destination: the worker sends the shopper's booking confirmation first.
      status: refused ? 'held' : 'pending',
      topic: refused ? 'lead.quarantined' : 'lead.created',
      payload: { event: 'lead.created', site: site.slug, dealership_slug: car.dealership_slug, lead: data },
    },
  };
}
