import { describe, expect, it } from 'vitest';
import { formatDuration, formatLeadTime, overdueTimer } from './time';

const now = Date.parse('2026-11-24T04:00:00Z');

describe('lead times in the console', () => {
  it('prints a time in the dealer’s zone, the same on server and browser', () => {
    expect(formatLeadTime('2026-11-24T04:05:00Z', 'Australia/Sydney')).toBe('24 Nov, 3:05 pm');
    expect(formatLeadTime('2026-11-24T04:05:00Z', 'Pacific/Auckland')).toBe('24 Nov, 5:05 pm');
    expect(formatLeadTime('not a time', 'Australia/Sydney')).toBe('');
  });

  it('prints durations in whole minutes, hours and days', () => {
    expect(formatDuration(59_999)).toBe('0 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(125 * 60_000)).toBe('2 h 5 min');
    expect(formatDuration(120 * 60_000)).toBe('2 h');
    expect(formatDuration((3 * 24 + 4) * 3_600_000)).toBe('3 d 4 h');
    expect(formatDuration(-5)).toBe('0 min');
  });

  it('counts down to the due time, then up from it', () => {
    const dueSoon = { overdueAt: '2026-11-24T04:30:00Z', overdue: false };
    expect(overdueTimer(dueSoon, now)).toEqual({ kind: 'due', text: 'Due in 30 min' });
    expect(overdueTimer(dueSoon, now + 40 * 60_000)).toEqual({ kind: 'overdue', text: 'Overdue 10 min' });
  });

  it('believes the server’s overdue verdict, and shows nothing once contacted', () => {
    expect(overdueTimer({ overdueAt: '2026-11-24T03:00:00Z', overdue: true }, now).kind).toBe('overdue');
    expect(overdueTimer({ overdueAt: null, overdue: false }, now)).toEqual({ kind: 'none', text: '' });
  });
});
