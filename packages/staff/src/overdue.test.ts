import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { isOverdue, overdueAt } from './overdue.js';

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

describe('isOverdue', () => {
  const at = new Date('2026-03-10T02:00:00Z');
  it('should be overdue from the due time on, until the lead is contacted', () => {
    expect(isOverdue(at, false, new Date('2026-03-10T01:59:59Z'))).toBe(false);
    expect(isOverdue(at, false, at)).toBe(true);
    expect(isOverdue(at, true, new Date('2026-03-11T00:00:00Z'))).toBe(false);
    expect(isOverdue(null, false, at)).toBe(false);
  });
});
