import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS, bookingLocations, bookingSlots } from './bookings.js';
import { demoRegistry } from './demo.js';
import { siteBySlug } from './registry.js';
import type { Site } from './schema.js';

const kiwi = siteBySlug(demoRegistry(), 'kiwi-motors') as Site; // NZ: Mon–Sat 8:30am–5:30pm, Sunday closed
// Tuesday 2 June 2026, 9:00am in Auckland.
const NOW = new Date('2026-06-01T21:00:00Z');

describe('bookingSlots (§7 bookings)', () => {
  const [appointments] = bookingSlots(
    kiwi,
    kiwi.locations.slice(0, 1),
    'available_appointment_bookings',
    NOW,
  );
  const [services] = bookingSlots(kiwi, kiwi.locations.slice(0, 1), 'available_service_bookings', NOW);

  it('should offer two weeks from the local date, in the location’s zone', () => {
    expect(appointments?.time_zone).toBe('Pacific/Auckland');
    expect(appointments?.days).toHaveLength(BOOKING_WINDOW_DAYS);
    expect(appointments?.days[0]).toMatchObject({ date: '2026-06-02', weekday: 'tuesday' });
  });

  it('should cut half-hour appointments from two hours ahead, whole slots inside the hours', () => {
    expect(appointments?.slot_minutes).toBe(30);
    expect(appointments?.days[0]?.slots[0]).toBe('11:00');
    expect(appointments?.days[0]?.slots.at(-1)).toBe('17:00');
    expect(appointments?.days[1]?.slots[0]).toBe('08:30');
  });

  it('should give service bookings an hour each and a day’s notice', () => {
    expect(services?.slot_minutes).toBe(60);
    expect(services?.days[0]?.slots).toEqual([]);
    expect(services?.days[1]?.slots).toEqual([
      '08:30',
      '09:30',
      '10:30',
      '11:30',
      '12:30',
      '13:30',
      '14:30',
      '15:30',
      '16:30',
    ]);
  });

  it('should offer nothing on a closed day', () => {
    const sunday = services?.days.find((d) => d.weekday === 'sunday');
    expect(sunday).toMatchObject({ status: 'closed', slots: [] });
  });
});

describe('bookingLocations', () => {
  it('should book at the dealership’s own locations, else at every location of the site', () => {
    const dealership = kiwi.dealerships[0] as Site['dealerships'][number];
    const own = kiwi.locations.filter((l) => l.dealership_slug === dealership.slug);
    expect(bookingLocations(kiwi, dealership)).toEqual(own.length > 0 ? own : kiwi.locations);
    expect(bookingLocations(kiwi, { slug: 'nobody' })).toEqual(kiwi.locations);
  });
});
