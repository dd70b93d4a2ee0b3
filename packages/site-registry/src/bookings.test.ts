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

describe('bookingSlots on other clocks', () => {
  const harbour = siteBySlug(demoRegistry(), 'harbour-auto') as Site; // Sydney
  const yard = harbour.locations[0] as Site['locations'][number];
  const withHours = (hours: Record<string, { status: 'open'; open: string; close: string }>) => ({
    ...yard,
    contact_detail: { ...yard.contact_detail, opening_hours: hours },
  });
  const desk = { status: 'open' as const, open: '00:00', close: '06:00' };
  const nights = withHours({
    monday: desk,
    tuesday: desk,
    wednesday: desk,
    thursday: desk,
    friday: desk,
    saturday: desk,
    sunday: desk,
  });

  it('should cut a Perth yard’s slots on Perth’s clock when the group’s site names Sydney’s zone', () => {
    const group = { ...harbour, timezone: 'Australia/Sydney' };
    const perth = { ...yard, state: 'WA', address: { ...yard.address, state: 'WA', postcode: '6000' } };
    // Monday 30 Nov 2026 13:00 AWST = 16:00 AEDT (05:00 UTC): two hours on, Perth's 15:00 is still today.
    const [bookings] = bookingSlots(
      group,
      [perth],
      'available_appointment_bookings',
      new Date('2026-11-30T05:00:00Z'),
    );
    expect(bookings?.time_zone).toBe('Australia/Perth');
    expect(bookings?.days[0]?.date).toBe('2026-11-30');
    expect(bookings?.days[0]?.slots[0]).toBe('15:00');
  });

  it('should keep two real hours of notice across midnight and the hour clocks go forward', () => {
    // Monday 23:00 AEDT (12:00 UTC, 30 Nov): the desk opens at midnight; 00:00 and 00:30 are too soon.
    const [late] = bookingSlots(
      harbour,
      [nights],
      'available_appointment_bookings',
      new Date('2026-11-30T12:00:00Z'),
    );
    expect(late?.days[0]?.slots).toEqual([]);
    expect(late?.days[1]?.slots[0]).toBe('01:00');
    // Sunday 4 Oct 2026 01:00 AEST (15:00 UTC on the 3rd): two real hours on is 04:00 AEDT.
    const [dst] = bookingSlots(
      harbour,
      [nights],
      'available_appointment_bookings',
      new Date('2026-10-03T15:00:00Z'),
    );
    expect(dst?.days[0]?.slots[0]).toBe('04:00');
  });

  it('should offer no time the clock skips, and a repeated time once', () => {
    // Saturday 3 Oct 2026 10:00 AEST: Sunday's desk hours lose 02:00–03:00.
    const [forward] = bookingSlots(
      harbour,
      [nights],
      'available_service_bookings',
      new Date('2026-10-03T00:00:00Z'),
    );
    expect(forward?.days[1]).toMatchObject({
      date: '2026-10-04',
      slots: ['00:00', '01:00', '03:00', '04:00', '05:00'],
    });
    // Saturday 4 Apr 2026 10:00 AEDT: Sunday's 02:00 happens twice, offered once.
    const [back] = bookingSlots(
      harbour,
      [nights],
      'available_service_bookings',
      new Date('2026-04-03T23:00:00Z'),
    );
    expect(back?.days[1]).toMatchObject({
      date: '2026-04-05',
      slots: ['00:00', '01:00', '02:00', '03:00', '04:00', '05:00'],
    });
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
