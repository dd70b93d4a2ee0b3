import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { isOverdue, leadLocation, overdueAt } from './overdue.js';

// Brisbane (UTC+10, no daylight saving): Mon–Fri 8:30–17:30, Sat 8:30–16:00, Sun by appointment (closed).
const site = createSite();
const location = site.locations[0]!;
const due = (iso: string, minutes?: number) =>
  overdueAt(site, location, new Date(iso), minutes).toISOString();

describe('overdueAt', () => {
  it('should be 120 minutes later when the yard stays open', () => {
    // Tuesday 10:00 local → 12:00 local.
    expect(due('2026-03-10T00:00:00Z')).toBe('2026-03-10T02:00:00.000Z');
  });

  it('should carry the minutes past closing time into the next morning', () => {
    // Tuesday 16:30 local: 60 minutes today, 60 from Wednesday 8:30 → 9:30 local.
    expect(due('2026-03-10T06:30:00Z')).toBe('2026-03-10T23:30:00.000Z');
  });

  it('should skip a closed Sunday: a Saturday afternoon lead is due on Monday morning', () => {
    // Saturday 15:30 local: 30 minutes until 16:00, Sunday closed, Monday 8:30 + 90 → 10:00 local.
    expect(due('2026-03-14T05:30:00Z')).toBe('2026-03-16T00:00:00.000Z');
  });

  it('should start counting at opening time for a lead sent overnight', () => {
    // Monday 6:00 local → opens 8:30 → 10:30 local; Sunday 11:00 local → Monday 10:30 too.
    expect(due('2026-03-15T20:00:00Z')).toBe('2026-03-16T00:30:00.000Z');
    expect(due('2026-03-15T01:00:00Z')).toBe('2026-03-16T00:30:00.000Z');
  });

  it('should keep the seconds of the arrival time', () => {
    expect(due('2026-03-10T00:00:30.500Z')).toBe('2026-03-10T02:00:30.500Z');
  });

  it('should skip a public holiday in special hours', () => {
    const easter = createSite({
      special_hours: [{ date: '2026-04-03', label: 'Good Friday', status: 'closed' }],
    });
    // Thursday 17:00 local: 30 minutes, Good Friday closed, Saturday 8:30 + 90 → 10:00 local.
    expect(overdueAt(easter, easter.locations[0]!, new Date('2026-04-02T07:00:00Z')).toISOString()).toBe(
      '2026-04-04T00:00:00.000Z',
    );
  });

  it('should follow the yard’s zone through daylight saving (Sydney)', () => {
    const sydney = createSite({ state: 'NSW' });
    const loc = { ...sydney.locations[0]!, state: 'NSW' };
    // Friday 3 Apr 2026 17:00 AEDT (UTC+11) → 30 min; Sat 4 Apr 8:30 AEDT + 90 → 10:00 AEDT = 23:00Z Fri.
    expect(overdueAt(sydney, loc, new Date('2026-04-03T06:00:00Z')).toISOString()).toBe(
      '2026-04-03T23:00:00.000Z',
    );
  });

  describe('in a group spanning zones and on the days clocks change', () => {
    // A Sydney group: its file names Sydney's zone; weekday hours 8:30–17:30, Sunday 10:00–16:00.
    const sundays = { sunday: { status: 'open' as const, open: '10:00', close: '16:00' } };
    const withSundays = <L extends typeof location>(loc: L): L => ({
      ...loc,
      contact_detail: {
        ...loc.contact_detail,
        opening_hours: { ...loc.contact_detail.opening_hours, ...sundays },
      },
    });
    const group = createSite({ state: 'NSW', timezone: 'Australia/Sydney' });
    const sydney = withSundays({ ...location, state: 'NSW' });
    const yardIn = (state: string, postcode: string, timezone?: string) => ({
      ...sydney,
      state,
      address: { ...sydney.address, state, postcode },
      ...(timezone ? { timezone } : {}),
    });
    const at = (loc: typeof sydney, iso: string, minutes?: number) =>
      overdueAt(group, loc, new Date(iso), minutes).toISOString();

    it('should count a Perth yard’s opening minutes for a lead sent at 17:30 in Sydney (15:30 in Perth)', () => {
      // Monday 1 June 2026 17:30 AEST = 07:30 UTC = 15:30 AWST → 17:30 AWST (09:30 UTC), Perth's closing.
      expect(at(yardIn('WA', '6000'), '2026-06-01T07:30:00Z')).toBe('2026-06-01T09:30:00.000Z');
      // The Sydney yard is closed by then: Tuesday 8:30 AEST + 120 → 10:30 AEST (00:30 UTC Tuesday).
      expect(at(sydney, '2026-06-01T07:30:00Z')).toBe('2026-06-02T00:30:00.000Z');
      // In summer Sydney is three hours ahead: Monday 30 Nov 17:30 AEDT = 14:30 AWST → 16:30 AWST.
      expect(at(yardIn('WA', '6000'), '2026-11-30T06:30:00Z')).toBe('2026-11-30T08:30:00.000Z');
    });

    it('should count an Adelaide yard (UTC+10:30) on its half-hour clock', () => {
      // Monday 17:00 ACDT (06:30 UTC): 30 minutes, then Tuesday 8:30 ACDT + 90 → 10:00 ACDT (23:30 UTC).
      expect(at(yardIn('SA', '5000'), '2026-11-30T06:30:00Z')).toBe('2026-11-30T23:30:00.000Z');
    });

    it('should not lose the skipped hour: Saturday night lead, Sydney clocks forward on Sunday 4 Oct 2026', () => {
      // Saturday 18:00 AEST (08:00 UTC); Sunday opens 10:00 AEDT (23:00 UTC) → due 12:00 AEDT (01:00 UTC).
      expect(at(sydney, '2026-10-03T08:00:00Z')).toBe('2026-10-04T01:00:00.000Z');
    });

    it('should count Lord Howe’s half-hour daylight saving (02:00 → 02:30 on 4 Oct 2026)', () => {
      const lordHowe = yardIn('NSW', '2898');
      // Saturday 18:00 LHST (+10:30, 07:30 UTC); Sunday 10:00 LHDT (+11) = 23:00 UTC → due 01:00 UTC.
      expect(at(lordHowe, '2026-10-03T07:30:00Z')).toBe('2026-10-04T01:00:00.000Z');
    });

    it('should count the Chatham Islands (UTC+13:45) and an Auckland yard’s change on 27 Sep 2026', () => {
      const nz = createSite({ country: 'NZ', state: 'Auckland' });
      const auckland = withSundays({
        ...location,
        state: 'Auckland',
        address: { ...location.address, country: 'NZ' as const, postcode: '1010' },
      });
      const chatham = { ...auckland, address: { ...auckland.address, postcode: '8942' } };
      // 04:00 UTC Monday 30 Nov is 17:45 CHADT, closed: Tuesday 8:30 + 120 → 10:30 CHADT (20:45 UTC Mon);
      // in Auckland it is 17:00 NZDT: 30 minutes, Tuesday 8:30 + 90 → 10:00 NZDT (21:00 UTC Mon).
      expect(overdueAt(nz, chatham, new Date('2026-11-30T04:00:00Z')).toISOString()).toBe(
        '2026-11-30T20:45:00.000Z',
      );
      expect(overdueAt(nz, auckland, new Date('2026-11-30T04:00:00Z')).toISOString()).toBe(
        '2026-11-30T21:00:00.000Z',
      );
      // Saturday 26 Sep 18:00 NZST (06:00 UTC); Sunday 10:00 NZDT (21:00 UTC) → 12:00 NZDT (23:00 UTC).
      expect(overdueAt(nz, auckland, new Date('2026-09-26T06:00:00Z')).toISOString()).toBe(
        '2026-09-26T23:00:00.000Z',
      );
    });

    it('should count an all-night desk only while its clock is open (skipped hour, repeated hour)', () => {
      const desk = {
        ...sydney,
        contact_detail: {
          ...sydney.contact_detail,
          opening_hours: { sunday: { status: 'open' as const, open: '00:00', close: '06:00' } },
        },
      };
      // 4 Oct 2026 00:00 AEST (14:00 UTC): open 5 real hours → 330 minutes end on Sunday 11 Oct 00:30 AEDT.
      expect(at(desk, '2026-10-03T14:00:00Z', 330)).toBe('2026-10-10T13:30:00.000Z');
      // 5 Apr 2026 00:00 AEDT (13:00 UTC): open 7 real hours → 400 minutes is 05:40 AEST (19:40 UTC).
      expect(at(desk, '2026-04-04T13:00:00Z', 400)).toBe('2026-04-04T19:40:00.000Z');
    });
  });

  it('should count plain minutes when the yard is never open', () => {
    const closed = createSite();
    const shut = {
      ...closed.locations[0]!,
      contact_detail: { ...closed.locations[0]!.contact_detail, opening_hours: {} },
    };
    expect(overdueAt(closed, shut, new Date('2026-03-10T00:00:00Z'), 30).toISOString()).toBe(
      '2026-03-10T00:30:00.000Z',
    );
  });
});

describe('leadLocation', () => {
  const base = createSite().locations[0]!;
  const sydney = {
    ...base,
    id: 1,
    slug: 'harbour-brookvale',
    dealership_slug: 'harbour-toyota',
    primary: true,
  };
  const perth = {
    ...base,
    id: 2,
    slug: 'harbour-osborne-park',
    dealership_slug: 'harbour-perth',
    primary: false,
  };
  const site = { locations: [sydney, perth] };

  it('should time a lead on the yard it names, the shopper chose, or its dealership’s, else the primary', () => {
    expect(leadLocation(site, { location_id: 2 }).id).toBe(2);
    expect(leadLocation(site, { location_id: '2' }).id).toBe(2);
    // The enquiry form's location picker sends the chosen yard's dealership slug (§5).
    expect(leadLocation(site, { location: 'harbour-perth', dealership_slug: 'harbour-toyota' }).id).toBe(2);
    expect(leadLocation(site, { location: 'harbour-osborne-park' }).id).toBe(2);
    expect(leadLocation(site, { dealership_slug: 'harbour-perth' }).id).toBe(2);
    expect(leadLocation(site, { dealership_slug: 'harbour-toyota' }).id).toBe(1);
    expect(leadLocation(site, { location_id: 99, location: 'nowhere' }).id).toBe(1);
    expect(leadLocation(site, {}).id).toBe(1);
  });

  it('should count a Perth enquiry sent at 17:30 in Sydney in Perth’s opening hours', () => {
    const group = createSite({ state: 'NSW', timezone: 'Australia/Sydney' });
    const yards = {
      locations: [
        { ...sydney, state: 'NSW' },
        { ...perth, state: 'WA', address: { ...perth.address, state: 'WA', postcode: '6017' } },
      ],
    };
    const yard = leadLocation(yards, { location: 'harbour-perth', dealership_slug: 'harbour-toyota' });
    // Monday 1 June 2026 17:30 AEST (07:30 UTC) = 15:30 AWST → 17:30 AWST (09:30 UTC).
    expect(overdueAt(group, yard, new Date('2026-06-01T07:30:00Z')).toISOString()).toBe(
      '2026-06-01T09:30:00.000Z',
    );
  });
});

describe('isOverdue', () => {
  const at = new Date('2026-03-10T02:00:00Z');
  it('should be overdue from the due time on, until the lead is contacted', () => {
    expect(isOverdue(at, false, new Date('2026-03-10T01:59:59Z'))).toBe(false);
    expect(isOverdue(at, false, at)).toBe(true);
    expect(isOverdue(at, true, new Date('2026-03-11T00:00:00Z'))).toBe(false);
    expect(isOverdue(null, false, at)).toBe(false);
  });
});
