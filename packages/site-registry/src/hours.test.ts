import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import {
  formatClock,
  hasOpeningHours,
  hoursOn,
  isOpenAt,
  localTime,
  nextLocalDayStart,
  openingInterval,
  primaryLocation,
  siteTimeZone,
  todaysHours,
  weekdayOf,
  weekHours,
} from './hours.js';
import { siteBySlug } from './registry.js';
import type { Site } from './schema.js';

const site = (slug: string): Site => siteBySlug(demoRegistry(), slug)!;
const at = (iso: string) => new Date(iso);

describe('hours', () => {
  describe('siteTimeZone', () => {
    it.each([
      ['bayside-mazda', 'Australia/Brisbane'],
      ['harbour-auto', 'Australia/Sydney'],
      ['northside-skoda', 'Australia/Melbourne'],
      ['summit-pre-owned', 'Australia/Adelaide'],
      ['throttle-moto', 'Australia/Perth'],
      ['hitch-trailers', 'Australia/Darwin'],
      ['zippy-scooters', 'Australia/Hobart'],
      ['kiwi-motors', 'Pacific/Auckland'],
    ])('should keep %s hours in %s', (slug, zone) => {
      expect(siteTimeZone(site(slug), primaryLocation(site(slug)))).toBe(zone);
    });

    it('should prefer an explicit zone and fall back to the §9 default state QLD', () => {
      const s = site('bayside-mazda');
      expect(siteTimeZone({ ...s, timezone: 'Australia/Sydney' })).toBe('Australia/Sydney');
      expect(siteTimeZone({ ...s, state: 'Somewhere' })).toBe('Australia/Brisbane');
      expect(siteTimeZone(s, { ...primaryLocation(s), timezone: 'Australia/Perth' })).toBe('Australia/Perth');
    });

    it('should keep a yard in another state on its own clock even when the site names its zone', () => {
      // A Sydney group whose file says Australia/Sydney, with a yard in Perth and one in Adelaide.
      const group = { ...site('harbour-auto'), timezone: 'Australia/Sydney' };
      const sydney = primaryLocation(group);
      const perth = { ...sydney, state: 'WA', address: { ...sydney.address, state: 'WA', postcode: '6000' } };
      const adelaide = {
        ...sydney,
        state: 'SA',
        address: { ...sydney.address, state: 'SA', postcode: '5000' },
      };
      expect(siteTimeZone(group, perth)).toBe('Australia/Perth');
      expect(siteTimeZone(group, adelaide)).toBe('Australia/Adelaide');
      expect(siteTimeZone(group, sydney)).toBe('Australia/Sydney');
      expect(siteTimeZone(group, { ...sydney, state: 'Western Australia' })).toBe('Australia/Perth');
      // A state we cannot read takes the site's zone, not Brisbane's.
      expect(siteTimeZone({ ...group, timezone: undefined }, { ...sydney, state: 'Somewhere' })).toBe(
        'Australia/Sydney',
      );
    });

    it('should know the places off their state’s clock by postcode: Broken Hill, Lord Howe, Chatham', () => {
      const nsw = site('harbour-auto');
      const yard = primaryLocation(nsw);
      const at = (postcode: string) => ({ ...yard, address: { ...yard.address, postcode } });
      expect(siteTimeZone(nsw, at('2880'))).toBe('Australia/Broken_Hill');
      expect(siteTimeZone(nsw, at('2898'))).toBe('Australia/Lord_Howe');
      expect(siteTimeZone({ ...nsw, timezone: 'Australia/Sydney' }, at('2898'))).toBe('Australia/Lord_Howe');
      const kiwi = site('kiwi-motors');
      const chatham = primaryLocation(kiwi);
      expect(siteTimeZone(kiwi, { ...chatham, address: { ...chatham.address, postcode: '8942' } })).toBe(
        'Pacific/Chatham',
      );
    });
  });

  describe('localTime / weekdayOf', () => {
    it('should read the wall clock of a zone', () => {
      expect(localTime(at('2026-05-31T22:30:00Z'), 'Australia/Brisbane')).toEqual({
        date: '2026-06-01',
        weekday: 'monday',
        minutes: 8 * 60 + 30,
      });
      expect(localTime(at('2026-01-04T21:30:00Z'), 'Australia/Sydney').minutes).toBe(8 * 60 + 30);
    });

    it.each([
      ['2026-06-01', 'monday'],
      ['2026-04-03', 'friday'],
      ['2026-07-05', 'sunday'],
    ])('should know %s is a %s', (date, weekday) => {
      expect(weekdayOf(date)).toBe(weekday);
    });
  });

  describe('formatClock', () => {
    it.each([
      ['08:30', '8:30am'],
      ['17:30', '5:30pm'],
      ['12:00', '12:00pm'],
      ['00:15', '12:15am'],
      ['09:05', '9:05am'],
    ])('should show %s as %s', (clock, text) => {
      expect(formatClock(clock)).toBe(text);
    });
  });

  describe('isOpenAt', () => {
    const mazda = site('bayside-mazda');
    const showroom = primaryLocation(mazda);

    it.each([
      ['2026-05-31T22:29:00Z', false, 'Monday 8:29am, a minute before opening'],
      ['2026-05-31T22:30:00Z', true, 'Monday 8:30am, opening minute'],
      ['2026-06-01T07:29:00Z', true, 'Monday 5:29pm'],
      ['2026-06-01T07:30:00Z', false, 'Monday 5:30pm, closing minute'],
      ['2026-06-06T05:59:00Z', true, 'Saturday 3:59pm'],
      ['2026-06-06T06:00:00Z', false, 'Saturday 4:00pm'],
      ['2026-06-07T01:00:00Z', false, 'Sunday 11am, by appointment'],
    ])('should judge Brisbane at %s open=%s (%s)', (iso, open) => {
      expect(isOpenAt(mazda, showroom, at(iso))).toBe(open);
    });

    it("should judge each yard on its own state's clock (NSW daylight saving vs QLD)", () => {
      // 21:30Z on 4 Jan is 8:30am Monday in Sydney (AEDT, +11) but 7:30am in Brisbane (+10).
      const instant = at('2026-01-04T21:30:00Z');
      expect(isOpenAt(site('harbour-auto'), primaryLocation(site('harbour-auto')), instant)).toBe(true);
      expect(isOpenAt(mazda, showroom, instant)).toBe(false);
    });

    it('should open a 24-hour desk for all of a repeated hour and none of a skipped one', () => {
      const harbour = site('harbour-auto');
      const desk = primaryLocation(harbour);
      const allNight = {
        ...desk,
        contact_detail: {
          ...desk.contact_detail,
          opening_hours: { sunday: { status: 'open' as const, open: '01:00', close: '02:30' } },
        },
      };
      // 5 April 2026: 01:00 AEDT … 02:59 AEDT, then 02:00 AEST … 02:30 AEST (15:00–16:30 UTC on the 4th).
      expect(isOpenAt(harbour, allNight, at('2026-04-04T14:00:00Z'))).toBe(true); // 01:00 AEDT
      expect(isOpenAt(harbour, allNight, at('2026-04-04T15:45:00Z'))).toBe(true); // 02:45 AEDT
      expect(isOpenAt(harbour, allNight, at('2026-04-04T16:15:00Z'))).toBe(true); // 02:15 AEST, again
      expect(isOpenAt(harbour, allNight, at('2026-04-04T16:30:00Z'))).toBe(false); // 02:30 AEST
      expect(openingInterval(harbour, allNight, '2026-04-05')).toEqual({
        opensAt: at('2026-04-04T14:00:00Z'),
        closesAt: at('2026-04-04T16:30:00Z'),
      });
      // 4 October 2026: 02:00 AEST jumps to 03:00 AEDT; open 01:00–02:30 is one hour (15:00–16:00 UTC).
      expect(openingInterval(harbour, allNight, '2026-10-04')).toEqual({
        opensAt: at('2026-10-03T15:00:00Z'),
        closesAt: at('2026-10-03T16:00:00Z'),
      });
      expect(isOpenAt(harbour, allNight, at('2026-10-03T16:00:00Z'))).toBe(false); // 03:00 AEDT
    });

    it('should honour special hours for the date (§9 special_hours)', () => {
      const harbour = site('harbour-auto');
      const brookvale = primaryLocation(harbour);
      // Christmas Eve (AEDT): open 8:30am–1:00pm instead of 5:30pm.
      expect(isOpenAt(harbour, brookvale, at('2026-12-24T01:00:00Z'))).toBe(true); // 12:00 local
      expect(isOpenAt(harbour, brookvale, at('2026-12-24T03:00:00Z'))).toBe(false); // 14:00 local
      // Good Friday closed all day.
      expect(isOpenAt(harbour, brookvale, at('2026-04-02T23:00:00Z'))).toBe(false); // 10:00 local
    });

    it('should let a location-specific special day beat a site-wide one', () => {
      const harbour = site('harbour-auto');
      const withLocal: Site = {
        ...harbour,
        special_hours: [
          ...harbour.special_hours,
          {
            date: '2026-04-03',
            label: 'Good Friday sale',
            status: 'open',
            open: '10:00',
            close: '14:00',
            location_id: 10101,
          },
        ],
      };
      expect(hoursOn(withLocal, harbour.locations[0]!, '2026-04-03').text).toBe('10:00am - 2:00pm');
      expect(hoursOn(withLocal, harbour.locations[1]!, '2026-04-03').status).toBe('closed');
    });
  });

  describe('the configured NZ site (§9 Mon–Sat 8:30am–5:30pm, Sunday closed)', () => {
    const kiwi = site('kiwi-motors');
    const yard = primaryLocation(kiwi);

    it('should list its week from its data', () => {
      expect(weekHours(kiwi, yard).map((d) => d.line)).toEqual([
        'Monday: 8:30am - 5:30pm',
        'Tuesday: 8:30am - 5:30pm',
        'Wednesday: 8:30am - 5:30pm',
        'Thursday: 8:30am - 5:30pm',
        'Friday: 8:30am - 5:30pm',
        'Saturday: 8:30am - 5:30pm',
        'Sunday: Closed',
      ]);
    });

    it.each([
      ['2026-07-03T20:29:00Z', false, 'Saturday 8:29am NZST'],
      ['2026-07-03T20:30:00Z', true, 'Saturday 8:30am NZST'],
      ['2026-07-04T05:29:00Z', true, 'Saturday 5:29pm NZST'],
      ['2026-07-04T05:30:00Z', false, 'Saturday 5:30pm NZST'],
      ['2026-07-04T23:00:00Z', false, 'Sunday 11am NZST'],
      ['2026-01-11T20:30:00Z', true, 'Monday 9:30am NZDT'],
      ['2026-02-05T21:00:00Z', false, 'Waitangi Day 10am'],
    ])('should judge %s open=%s (%s)', (iso, open) => {
      expect(isOpenAt(kiwi, yard, at(iso))).toBe(open);
    });
  });

  describe('todaysHours', () => {
    it("should give today's text on the yard's clock", () => {
      const mazda = site('bayside-mazda');
      // 23:00Z Saturday is already Sunday in Brisbane.
      expect(todaysHours(mazda, primaryLocation(mazda), at('2026-06-06T23:00:00Z'))).toMatchObject({
        date: '2026-06-07',
        weekday: 'sunday',
        status: 'by_appointment',
        text: 'By Appointment',
      });
      expect(todaysHours(mazda, primaryLocation(mazda), at('2026-06-01T02:00:00Z')).text).toBe(
        '8:30am - 5:30pm',
      );
    });

    it('should mark a special day with its label', () => {
      const harbour = site('harbour-auto');
      expect(todaysHours(harbour, primaryLocation(harbour), at('2026-12-24T01:00:00Z'))).toMatchObject({
        text: '8:30am - 1:00pm',
        special: { label: 'Christmas Eve' },
      });
    });
  });

  describe('weekHours', () => {
    it('should show no week for a location whose file gives no hours (not seven Closed days)', () => {
      const mazda = site('bayside-mazda');
      const location = {
        ...primaryLocation(mazda),
        contact_detail: { phone: '02 5550 9001', opening_hours: {} },
      };
      expect(hasOpeningHours(location)).toBe(false);
      expect(weekHours(mazda, location)).toEqual([]);
      expect(weekHours(mazda, location, at('2026-04-01T02:00:00Z'))).toEqual([]);
      expect(hasOpeningHours(primaryLocation(mazda))).toBe(true);
    });

    it("should say 'Sunday: By Appointment' on the locations page", () => {
      const mazda = site('bayside-mazda');
      const lines = weekHours(mazda, primaryLocation(mazda)).map((d) => d.line);
      expect(lines[5]).toBe('Saturday: 8:30am - 4:00pm');
      expect(lines[6]).toBe('Sunday: By Appointment');
    });

    it('should say Closed for a weekday without hours and prefer formated_hours text', () => {
      const mazda = site('bayside-mazda');
      const location = {
        ...primaryLocation(mazda),
        contact_detail: {
          phone: '(07) 5550 2210',
          opening_hours: {
            monday: { status: 'open' as const, open: '09:00', close: '17:00', formated_hours: '9am – 5pm' },
          },
        },
      };
      const lines = weekHours(mazda, location).map((d) => d.line);
      expect(lines[0]).toBe('Monday: 9am – 5pm');
      expect(lines[1]).toBe('Tuesday: Closed');
    });

    it("should apply this week's special hours when given now", () => {
      const harbour = site('harbour-auto');
      const week = weekHours(harbour, primaryLocation(harbour), at('2026-04-01T02:00:00Z'));
      expect(week.map((d) => d.date)).toEqual([
        '2026-03-30',
        '2026-03-31',
        '2026-04-01',
        '2026-04-02',
        '2026-04-03',
        '2026-04-04',
        '2026-04-05',
      ]);
      expect(week[4]!.line).toBe('Friday: Closed (Good Friday)');
      expect(week[3]!.line).toBe('Thursday: 8:30am - 5:30pm');
    });
  });

  describe('primaryLocation', () => {
    it('should give the primary location, else the first', () => {
      const harbour = site('harbour-auto');
      expect(primaryLocation(harbour).slug).toBe('harbour-toyota-brookvale');
      const none = { locations: harbour.locations.map((l) => ({ ...l, primary: false })) };
      expect(primaryLocation(none).slug).toBe('harbour-toyota-brookvale');
    });
  });

  describe('nextLocalDayStart', () => {
    const site = (timezone: string) =>
      ({ timezone, country: 'AU', state: 'NSW', locations: [] }) as unknown as Pick<
        Site,
        'timezone' | 'country' | 'state' | 'locations'
      >;

    it('is the next local midnight of the site, not UTC midnight', () => {
      // 10:15 in Sydney (AEDT, UTC+11) → midnight Sydney is 13:00 UTC.
      expect(
        nextLocalDayStart(site('Australia/Sydney'), new Date('2026-11-27T23:15:30Z')).toISOString(),
      ).toBe('2026-11-28T13:00:00.000Z');
      // Adelaide is half an hour off the hour (ACDT, UTC+10:30).
      expect(
        nextLocalDayStart(site('Australia/Adelaide'), new Date('2026-11-28T10:00:00Z')).toISOString(),
      ).toBe('2026-11-28T13:30:00.000Z');
    });

    it('takes the earliest midnight among the locations’ own zones', () => {
      const twoZones = {
        ...site('Australia/Sydney'),
        locations: [{ timezone: 'Australia/Perth', state: 'WA', address: { country: 'AU' } }],
      } as unknown as Pick<Site, 'timezone' | 'country' | 'state' | 'locations'>;
      // 12:30 UTC: Sydney (UTC+11) turns at 13:00 UTC, Perth (UTC+8) at 16:00 UTC.
      expect(nextLocalDayStart(twoZones, new Date('2026-11-28T12:30:00Z')).toISOString()).toBe(
        '2026-11-28T13:00:00.000Z',
      );
    });

    it('counts a day whose clock goes back, and Lord Howe’s half-hour change', () => {
      // 01:00 AEDT on 5 April 2026 (14:00 UTC on the 4th): the day is 25 hours; midnight is 23 h away.
      expect(
        nextLocalDayStart(site('Australia/Sydney'), new Date('2026-04-04T14:00:00Z')).toISOString(),
      ).toBe('2026-04-05T14:00:00.000Z');
      // Lord Howe, 4 October 2026 01:00 (+10:30) → 02:00 becomes 02:30 (+11): midnight (+11) is 13:00 UTC.
      expect(
        nextLocalDayStart(site('Australia/Lord_Howe'), new Date('2026-10-03T14:30:00Z')).toISOString(),
      ).toBe('2026-10-04T13:00:00.000Z');
    });

    it('counts a day whose clock goes forward (Sydney, 4 October 2026, 02:00 → 03:00)', () => {
      // 01:30 AEST on 4 October (15:30 UTC on the 3rd): the next midnight is 22 hours 30 minutes away.
      expect(
        nextLocalDayStart(site('Australia/Sydney'), new Date('2026-10-03T15:30:00Z')).toISOString(),
      ).toBe('2026-10-04T13:00:00.000Z');
    });
  });
});
