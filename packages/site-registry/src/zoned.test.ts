import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  localInstant,
  localTime,
  nextOffsetChange,
  startOfLocalDay,
  weekdayOf,
  zoneOffsetMs,
} from './zoned.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const HOUR = 3_600_000;

describe('zoned time', () => {
  describe('zoneOffsetMs', () => {
    it.each([
      ['Australia/Sydney', '2026-11-28T11:30:00Z', 11 * HOUR],
      ['Australia/Perth', '2026-11-28T11:30:00Z', 8 * HOUR],
      ['Australia/Adelaide', '2026-11-28T11:30:00Z', 10.5 * HOUR],
      ['Australia/Darwin', '2026-11-28T11:30:00Z', 9.5 * HOUR],
      ['Australia/Lord_Howe', '2026-11-28T11:30:00Z', 11 * HOUR],
      ['Australia/Lord_Howe', '2026-06-28T11:30:00Z', 10.5 * HOUR],
      ['Pacific/Chatham', '2026-11-28T11:30:00Z', 13.75 * HOUR],
      ['Pacific/Chatham', '2026-06-28T11:30:00Z', 12.75 * HOUR],
    ])('should read %s at %s as UTC%+d ms', (zone, at, offset) => {
      expect(zoneOffsetMs(new Date(at), zone)).toBe(offset);
    });
  });

  describe('nextOffsetChange', () => {
    it('should find the minute daylight saving starts (Sydney 4 Oct 2026 02:00 AEST = 16:00 UTC on the 3rd)', () => {
      const change = nextOffsetChange(
        new Date('2026-10-03T12:00:00Z'),
        new Date('2026-10-04T12:00:00Z'),
        'Australia/Sydney',
      );
      expect(iso(change)).toBe('2026-10-03T16:00:00.000Z');
    });

    it('should find Chatham’s 02:45 change and none on an ordinary day', () => {
      // Chatham: last Sunday of September 2026 (27th), 02:45 CHAST (+12:45) = 14:00 UTC on the 26th.
      expect(
        iso(
          nextOffsetChange(
            new Date('2026-09-26T00:00:00Z'),
            new Date('2026-09-27T00:00:00Z'),
            'Pacific/Chatham',
          ),
        ),
      ).toBe('2026-09-26T14:00:00.000Z');
      expect(
        nextOffsetChange(
          new Date('2026-11-02T00:00:00Z'),
          new Date('2026-11-03T00:00:00Z'),
          'Pacific/Chatham',
        ),
      ).toBeNull();
    });
  });

  describe('localInstant', () => {
    it('should be the instant the zone’s clock reads the time (half- and three-quarter-hour zones)', () => {
      expect(iso(localInstant('2026-11-30', 8 * 60 + 30, 'Australia/Perth'))).toBe(
        '2026-11-30T00:30:00.000Z',
      );
      expect(iso(localInstant('2026-11-30', 8 * 60 + 30, 'Australia/Adelaide'))).toBe(
        '2026-11-29T22:00:00.000Z',
      );
      expect(iso(localInstant('2026-11-30', 8 * 60 + 30, 'Pacific/Chatham'))).toBe(
        '2026-11-29T18:45:00.000Z',
      );
    });

    it('should give the jump for a time the clock skips (Sydney 02:30 on 4 Oct 2026 → 03:00 AEDT)', () => {
      expect(iso(localInstant('2026-10-04', 150, 'Australia/Sydney'))).toBe('2026-10-03T16:00:00.000Z');
      // Lord Howe goes forward half an hour, 02:00 → 02:30 (+10:30 → +11).
      expect(iso(localInstant('2026-10-04', 135, 'Australia/Lord_Howe'))).toBe('2026-10-03T15:30:00.000Z');
      // Auckland, 27 Sep 2026 02:00 → 03:00.
      expect(iso(localInstant('2026-09-27', 150, 'Pacific/Auckland'))).toBe('2026-09-26T14:00:00.000Z');
    });

    it('should give the first or the last reading of a repeated time (Sydney 02:30 on 5 Apr 2026)', () => {
      expect(iso(localInstant('2026-04-05', 150, 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
      expect(iso(localInstant('2026-04-05', 150, 'Australia/Sydney', 'last'))).toBe(
        '2026-04-04T16:30:00.000Z',
      );
      // Lord Howe repeats 01:30–02:00 (+11 → +10:30).
      expect(iso(localInstant('2026-04-05', 105, 'Australia/Lord_Howe', 'first'))).toBe(
        '2026-04-04T14:45:00.000Z',
      );
      expect(iso(localInstant('2026-04-05', 105, 'Australia/Lord_Howe', 'last'))).toBe(
        '2026-04-04T15:15:00.000Z',
      );
    });

    it('should take 24:00 as the next midnight, and 29 February as a day', () => {
      expect(iso(localInstant('2028-02-28', 24 * 60, 'Australia/Perth'))).toBe('2028-02-28T16:00:00.000Z');
      expect(localTime(localInstant('2028-02-29', 9 * 60, 'Australia/Perth'), 'Australia/Perth')).toEqual({
        date: '2028-02-29',
        weekday: 'tuesday',
        minutes: 9 * 60,
      });
    });
  });

  describe('startOfLocalDay / addLocalDays / weekdayOf', () => {
    it('should start New Year’s Day at local midnight, not UTC’s', () => {
      expect(iso(startOfLocalDay('2027-01-01', 'Australia/Sydney'))).toBe('2026-12-31T13:00:00.000Z');
      expect(iso(startOfLocalDay('2027-01-01', 'Pacific/Chatham'))).toBe('2026-12-31T10:15:00.000Z');
    });

    it('should count calendar days across a leap day and a year end', () => {
      expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
      expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addLocalDays('2027-03-01', -1)).toBe('2027-02-28');
      expect(weekdayOf('2028-02-29')).toBe('tuesday');
    });
  });
});
