import { describe, expect, it } from 'vitest';
import {
  checkRentalDates,
  DEFAULT_RENTAL_WINDOW,
  overlapField,
  rentalDatesOverlap,
  rentalPickUpRange,
  rentalWindowOf,
} from './rental-dates.js';

// 28 Nov 2026, 23:30 UTC: already 29 Nov in Brisbane (UTC+10).
const NOW = new Date('2026-11-28T23:30:00Z');
const site = { timezone: 'Australia/Brisbane', country: 'AU', state: 'QLD' } as const;
const check = (pickUpDate: unknown, returnDate: unknown, s: Parameters<typeof checkRentalDates>[1] = site) =>
  checkRentalDates({ pickUpDate, returnDate }, s, NOW);

describe('rental dates (§1 rental bookings, issue 29)', () => {
  it('should default the bookable window to 180 days ahead and 90 days long, else take the site setting', () => {
    expect(rentalWindowOf({})).toEqual(DEFAULT_RENTAL_WINDOW);
    expect(DEFAULT_RENTAL_WINDOW).toEqual({ daysAhead: 180, maxDays: 90 });
    expect(rentalWindowOf({ rental_bookings: { days_ahead: 30 } })).toEqual({ daysAhead: 30, maxDays: 90 });
  });

  it("should count today in the site's time zone, by the injected clock", () => {
    expect(rentalPickUpRange(site, NOW)).toEqual({ min: '2026-11-29', max: '2027-05-28', maxDays: 90 });
    expect(check('2026-11-28', '2026-11-30')).toEqual({
      ok: false,
      fieldErrors: { pickUpDate: 'The pick-up date has passed.' },
    });
    expect(check('2026-11-29', '2026-11-30')).toEqual({
      ok: true,
      dates: { pickUpDate: '2026-11-29', returnDate: '2026-11-30' },
    });
  });

  it('should count today at the pick-up depot: a Perth depot of a Sydney site is still on Perth’s day', () => {
    const sydney = { timezone: 'Australia/Sydney', country: 'AU', state: 'NSW' } as const;
    const depot = (state: string, postcode: string) => ({
      state,
      address: { street: '1 Depot Rd', city: 'Depot', state, postcode, country: 'AU' as const },
    });
    // 14:30 UTC on 30 Nov 2026: 01:30 on 1 Dec in Sydney, 22:30 on 30 Nov in Perth.
    const late = new Date('2026-11-30T14:30:00Z');
    const dates = { pickUpDate: '2026-11-30', returnDate: '2026-12-02' };
    expect(checkRentalDates(dates, sydney, late, depot('WA', '6105')).ok).toBe(true);
    expect(rentalPickUpRange(sydney, late, depot('WA', '6105')).min).toBe('2026-11-30');
    expect(checkRentalDates(dates, sydney, late, depot('NSW', '2020'))).toEqual({
      ok: false,
      fieldErrors: { pickUpDate: 'The pick-up date has passed.' },
    });
    expect(rentalPickUpRange(sydney, late).min).toBe('2026-12-01');
  });

  it.each([
    ['', '2026-12-02', 'pickUpDate', 'Choose a pick-up date.'],
    ['2026-02-30', '2026-12-02', 'pickUpDate', 'Choose a pick-up date.'],
    ['2026-12-01', 'soon', 'returnDate', 'Choose a return date.'],
    ['2026-12-01', '2026-12-01', 'returnDate', 'The return date must be after the pick-up date.'],
    ['2026-12-05', '2026-12-01', 'returnDate', 'The return date must be after the pick-up date.'],
    ['2026-12-01', '2027-03-02', 'returnDate', 'A booking can be at most 90 days long.'],
    ['2027-05-29', '2027-06-01', 'pickUpDate', 'Bookings open up to 180 days ahead.'],
  ])('should refuse pick-up %j and return %j naming %s', (pickUp, back, field, message) => {
    const result = check(pickUp, back);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.fieldErrors[field as 'pickUpDate']).toBe(message);
  });

  it('should accept the edges of the window: 180 days ahead, 90 days long', () => {
    expect(check('2027-05-28', '2027-06-01').ok).toBe(true);
    expect(check('2026-12-01', '2027-03-01').ok).toBe(true);
    expect(check('2026-12-20', '2026-12-22', { ...site, rental_bookings: { days_ahead: 14 } }).ok).toBe(
      false,
    );
  });

  it('should let a car returned on a day be picked up that day, and catch every real overlap', () => {
    const taken = { pickUpDate: '2026-12-10', returnDate: '2026-12-15' };
    expect(rentalDatesOverlap(taken, { pickUpDate: '2026-12-15', returnDate: '2026-12-18' })).toBe(false);
    expect(rentalDatesOverlap(taken, { pickUpDate: '2026-12-05', returnDate: '2026-12-10' })).toBe(false);
    expect(rentalDatesOverlap(taken, { pickUpDate: '2026-12-14', returnDate: '2026-12-18' })).toBe(true);
    expect(rentalDatesOverlap(taken, { pickUpDate: '2026-12-01', returnDate: '2026-12-20' })).toBe(true);
    expect(overlapField({ pickUpDate: '2026-12-12', returnDate: '2026-12-20' }, taken)).toBe('pickUpDate');
    expect(overlapField({ pickUpDate: '2026-12-08', returnDate: '2026-12-11' }, taken)).toBe('returnDate');
  });
});
