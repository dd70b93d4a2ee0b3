import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  appointmentActions,
  calendarDays,
  calendarStep,
  holdsCar,
  isCalendarDate,
  moveAppointment,
  slotsOverlap,
  wallTime,
  zonedInstant,
} from './appointments.js';

describe('moveAppointment', () => {
  it.each([
    ['pending', 'confirm', 'confirmed', 'appointment.confirmed'],
    ['pending', 'reschedule', 'pending', 'appointment.rescheduled'],
    ['pending', 'cancel', 'cancelled', 'appointment.cancelled'],
    ['confirmed', 'reschedule', 'confirmed', 'appointment.rescheduled'],
    ['confirmed', 'complete', 'completed', 'appointment.completed'],
    ['confirmed', 'no_show', 'no_show', 'appointment.no_show'],
    ['confirmed', 'cancel', 'cancelled', 'appointment.cancelled'],
  ] as const)('should move %s by %s to %s (%s)', (from, action, status, topic) => {
    expect(moveAppointment(from, action)).toEqual({ ok: true, status, topic });
  });

  it.each([
    ['pending', 'complete'],
    ['pending', 'no_show'],
    ['confirmed', 'confirm'],
    ['cancelled', 'confirm'],
    ['completed', 'cancel'],
    ['no_show', 'reschedule'],
  ] as const)('should refuse %s by %s naming the field', (from, action) => {
    const move = moveAppointment(from, action);
    expect(move).toMatchObject({ ok: false, field: 'action' });
  });

  it('should offer no action on a final appointment and hold the car only while open', () => {
    for (const status of APPOINTMENT_STATUSES) {
      const final = ['completed', 'no_show', 'cancelled'].includes(status);
      expect(appointmentActions(status).length === 0).toBe(final);
      expect(holdsCar(status)).toBe(!final);
    }
  });
});

describe('slotsOverlap', () => {
  const at = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00Z`);
  it('should judge overlapping slots, back-to-back ones apart', () => {
    const a = { startsAt: at('10:00'), endsAt: at('10:30') };
    expect(slotsOverlap(a, { startsAt: at('10:15'), endsAt: at('10:45') })).toBe(true);
    expect(slotsOverlap(a, { startsAt: at('09:00'), endsAt: at('11:00') })).toBe(true);
    expect(slotsOverlap(a, { startsAt: at('10:30'), endsAt: at('11:00') })).toBe(false);
    expect(slotsOverlap(a, { startsAt: at('09:30'), endsAt: at('10:00') })).toBe(false);
  });
});

describe('zonedInstant and wallTime', () => {
  it('should read a wall time in Sydney summer time (UTC+11) and back', () => {
    const instant = zonedInstant('2026-11-27T10:00', 'Australia/Sydney');
    expect(instant?.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(wallTime(instant as Date, 'Australia/Sydney')).toBe('2026-11-27T10:00');
  });

  it('should read Brisbane (no daylight saving) and refuse what is not a wall time', () => {
    expect(zonedInstant('2026-07-01T09:30', 'Australia/Brisbane')?.toISOString()).toBe(
      '2026-06-30T23:30:00.000Z',
    );
    expect(zonedInstant('2026-02-30T09:00', 'Australia/Sydney')).toBeNull();
    expect(zonedInstant('tomorrow', 'Australia/Sydney')).toBeNull();
    expect(zonedInstant('2026-02-01T25:00', 'Australia/Sydney')).toBeNull();
  });

  it('should refuse years that do not read back as written (0–99 are 1900–1999 to Date.UTC)', () => {
    expect(zonedInstant('0050-01-01T00:00', 'UTC')).toBeNull();
    expect(zonedInstant('0999-12-31T00:00', 'UTC')).toBeNull();
    expect(zonedInstant('1000-01-01T00:00', 'UTC')?.toISOString()).toBe('1000-01-01T00:00:00.000Z');
    expect(zonedInstant('9999-12-31T23:59', 'UTC')?.toISOString()).toBe('9999-12-31T23:59:00.000Z');
  });
});

describe('isCalendarDate', () => {
  it('should take the real dates a person may choose, and never throw', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2026-03-10', '9998-12-31'])
      expect(isCalendarDate(date), date).toBe(true);
    for (const date of [
      '2026-13-45',
      '2026-02-29',
      '2026-00-10',
      '0000-01-01',
      '0099-12-31',
      '1899-12-31',
      '9999-12-31',
      '+02026-03-10',
      '2026-3-10',
      '',
      null,
      20260310,
    ])
      expect(isCalendarDate(date), String(date)).toBe(false);
  });
});

describe('calendarDays', () => {
  const now = new Date('2026-11-26T23:00:00Z'); // Friday 27 Nov, 10:00 in Sydney

  it('should show today in the site zone by default, midnight to midnight', () => {
    const [day, ...more] = calendarDays('day', 'Australia/Sydney', now);
    expect(more).toEqual([]);
    expect(day?.date).toBe('2026-11-27');
    expect(day?.startsAt.toISOString()).toBe('2026-11-26T13:00:00.000Z');
    expect(day?.endsAt.toISOString()).toBe('2026-11-27T13:00:00.000Z');
  });

  it('should show Monday to Sunday of the anchor week and ignore a bad anchor', () => {
    const week = calendarDays('week', 'Australia/Sydney', now, '2026-11-27');
    expect(week.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendarDays('day', 'Australia/Sydney', now, 'junk')[0]?.date).toBe('2026-11-27');
    // Anchors whose day or week would leave the four-digit years read as no anchor (once a 500).
    for (const anchor of ['9999-12-31', '9999-12-30', '0000-01-01', '0099-12-31', '2026-13-45'])
      for (const view of ['day', 'week'] as const) {
        const days = calendarDays(view, 'Australia/Sydney', now, anchor);
        expect(days.every((d) => d.startsAt instanceof Date && d.endsAt instanceof Date)).toBe(true);
        expect(days.map((d) => d.date)).toContain('2026-11-27');
      }
    const last = calendarDays('week', 'Australia/Sydney', now, '9998-12-31');
    expect(last.at(-1)?.endsAt.toISOString()).toBe('9999-01-03T13:00:00.000Z');
    expect(calendarStep('week', '2026-11-27')).toEqual({ previous: '2026-11-20', next: '2026-12-04' });
  });
});
