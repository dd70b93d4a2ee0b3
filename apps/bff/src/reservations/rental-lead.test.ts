import { EVENT_IDS, RENTAL_BOOKING_CATEGORY } from '@dealer/event-ids';
import { leadComments } from '@dealer/lead-flow';
import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { RENTAL_BOOKINGS_MIGRATION, rentalBookingLead } from './rental-lead.js';

const site = demoRegistry().sites.find((s) => s.slug === 'cityhop-rentals') as Site;
const car = {
  id: 91,
  name: '2024 Toyota Yaris',
  slug: '2024-toyota-yaris-91',
  make: 'Toyota',
  model: 'Yaris',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'R91',
  dealership_id: 1,
  dealership_slug: site.dealerships[0]?.slug ?? '',
};
const booking = {
  id: '0f0e0d0c-0000-4000-8000-000000000091',
  contact: { name: 'Ann Lee', email: 'ann@example.com', phone: '0412 345 678' },
  pickUpDate: '2026-12-01',
  returnDate: '2026-12-04',
};
const extra = {
  url: 'https://cityhop.example/cars/x/checkout',
  userAgent: 'UA',
  noticeVersion: 'v1',
  quarantineReason: null,
  possibleBotFillMs: null,
};

describe('rental booking lead (issue 29)', () => {
  it('should file the booking under the rental category and event with its dates, for the CRM', () => {
    const lead = rentalBookingLead(site, car, booking, extra);
    expect(lead.category).toBe(RENTAL_BOOKING_CATEGORY);
    expect(lead.data).toMatchObject({
      event_id: EVENT_IDS.rental,
      pickup_date: '2026-12-01',
      return_date: '2026-12-04',
      rental_booking_id: booking.id,
      email: 'ann@example.com',
    });
    expect(lead.outbox.topic).toBe('lead.created');
    expect(lead.quarantineReason).toBeNull();
  });

  it('should show the dates as people read them in the ADF comments and mails (lead-flow)', () => {
    const text = leadComments(rentalBookingLead(site, car, booking, extra).data, site);
    expect(text).toContain('Pick-up: Tue 1 Dec 2026');
    expect(text).toContain('Return: Fri 4 Dec 2026');
    expect(text).not.toContain('rental_booking_id');
  });

  it("should keep a bot suspect's attempt held, naming no booking, and flag a fast one", () => {
    const held = rentalBookingLead(site, car, booking, { ...extra, quarantineReason: 'honeypot_filled' });
    expect(held.outbox).toMatchObject({ status: 'held', topic: 'lead.quarantined' });
    expect(held.data).not.toHaveProperty('rental_booking_id');
    const fast = rentalBookingLead(site, car, booking, { ...extra, possibleBotFillMs: 1_350 });
    expect(fast.data.possible_bot_fill_ms).toBe(1_350);
  });

  it('should be migration 85 (this branch owns 85–89)', () => {
    expect(RENTAL_BOOKINGS_MIGRATION.version).toBe(85);
    expect(RENTAL_BOOKINGS_MIGRATION.sql).toContain('CREATE TABLE rental_bookings');
  });
});
