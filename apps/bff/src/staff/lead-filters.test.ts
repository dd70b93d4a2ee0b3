import { describe, expect, it } from 'vitest';
import { parseLeadFilters } from './lead-filters.js';

const bounds = (query: Record<string, string>, timeZone: string) => {
  const result = parseLeadFilters(query, 500, timeZone);
  if (!result.ok) throw new Error(`${result.field}: ${result.message}`);
  return { from: result.value.from?.toISOString(), to: result.value.to?.toISOString() };
};

describe('parseLeadFilters dates', () => {
  it('should read a date alone as a whole day on the console site’s clock, not UTC’s', () => {
    // 28 Nov 2026 in Sydney (AEDT, UTC+11): 13:00 UTC on the 27th up to 13:00 UTC on the 28th.
    expect(bounds({ from: '2026-11-28', to: '2026-11-28' }, 'Australia/Sydney')).toEqual({
      from: '2026-11-27T13:00:00.000Z',
      to: '2026-11-28T13:00:00.000Z',
    });
    // The same day in Perth (UTC+8) and on the Chatham Islands (UTC+13:45).
    expect(bounds({ from: '2026-11-28' }, 'Australia/Perth').from).toBe('2026-11-27T16:00:00.000Z');
    expect(bounds({ from: '2026-11-28' }, 'Pacific/Chatham').from).toBe('2026-11-27T10:15:00.000Z');
  });

  it('should make a day daylight saving lengthens 25 hours long (Sydney, 5 Apr 2026)', () => {
    expect(bounds({ from: '2026-04-05', to: '2026-04-05' }, 'Australia/Sydney')).toEqual({
      from: '2026-04-04T13:00:00.000Z',
      to: '2026-04-05T14:00:00.000Z',
    });
  });

  it('should take a date and time as written, and name the field of a date that is not one', () => {
    expect(bounds({ from: '2026-11-28T09:00:00+11:00' }, 'Australia/Perth').from).toBe(
      '2026-11-27T22:00:00.000Z',
    );
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-45', 'yesterday']) {
      expect(parseLeadFilters({ from: bad }, 500, 'Australia/Sydney')).toMatchObject({
        ok: false,
        field: 'from',
      });
    }
    expect(bounds({ from: '2028-02-29' }, 'Australia/Sydney').from).toBe('2028-02-28T13:00:00.000Z');
  });
});

describe('parseLeadFilters: the inbox date range', () => {
  it('should take days and date-times people choose, the end of a day being the next midnight', () => {
    expect(parseLeadFilters({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      ok: true,
      value: { limit: 100, from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') },
    });
    expect(parseLeadFilters({ from: '2026-03-01T09:30:00+11:00' })).toMatchObject({
      ok: true,
      value: { from: new Date('2026-02-28T22:30:00Z') },
    });
    expect(parseLeadFilters({ to: '9998-12-31' })).toMatchObject({ ok: true });
  });

  it('should refuse, naming the field, what is no such day or leaves the four-digit years (once a 500)', () => {
    const refused: [Record<string, string>, string][] = [
      [{ to: '9999-12-31' }, 'to'],
      [{ from: '9999-12-31T12:00:00Z' }, 'from'],
      [{ from: '0001-01-01' }, 'from'],
      [{ from: '0099-12-31' }, 'from'],
      [{ to: '+010000-01-01T00:00:00Z' }, 'to'],
      [{ from: '-000001-01-01T00:00:00Z' }, 'from'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'Sat, 01 Jan 10000 00:00:00 GMT' }, 'to'],
      [{ from: 'yesterday' }, 'from'],
    ];
    for (const [query, field] of refused)
      expect(parseLeadFilters(query), JSON.stringify(query)).toMatchObject({ ok: false, field });
  });
});
