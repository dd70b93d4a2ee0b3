import { describe, expect, it } from 'vitest';
import { exportedAt, parseFeedDate } from './dates.js';

describe('parseFeedDate', () => {
  it.each([
    ['2025-03-14', '2025-03-14'],
    ['2025/03/14', '2025-03-14'],
    ['14/03/2025', '2025-03-14'],
    ['4/3/2025', '2025-03-04'],
    ['14-03-2025', '2025-03-14'],
    ['14.03.2025', '2025-03-14'],
    ['14/03/25', '2025-03-14'],
    ['01/07/98', '1998-07-01'],
    ['14/03/2025 10:30', '2025-03-14'],
    ['14/03/2025 10:30:00 AM', '2025-03-14'],
    ['14 Mar 2025', '2025-03-14'],
    ['14-Mar-25', '2025-03-14'],
    ['14 March 2025', '2025-03-14'],
    ['1st Sept 2025', '2025-09-01'],
    ['Mar 2025', '2025-03-01'],
    ['March-2025', '2025-03-01'],
    ['2025-03', '2025-03-01'],
    ['03/2025', '2025-03-01'],
    ['2025-03-14T10:00:00+10:00', '2025-03-14'],
    ['45730', '2025-03-14'],
    ['31/02/2025', null],
    ['13/13/2025', null],
    ['14 Mrz 2025', null],
    ['yesterday', null],
    ['12345', null],
  ])('reads %s as %s', (text, iso) => {
    expect(parseFeedDate(text)).toBe(iso);
  });
});

describe('exportedAt (a feed’s generated_at)', () => {
  const seconds = (iso: string) => Date.parse(iso) / 1000;

  it('should read a stamp with its offset as written, on any machine', () => {
    expect(exportedAt('2026-11-28T09:00:00+11:00', 'Australia/Perth')).toBe(seconds('2026-11-27T22:00:00Z'));
    expect(exportedAt('2026-11-28T09:00:00Z', 'Australia/Sydney')).toBe(seconds('2026-11-28T09:00:00Z'));
    expect(exportedAt('Sat, 28 Nov 2026 09:00:00 GMT', 'Australia/Sydney')).toBe(
      seconds('2026-11-28T09:00:00Z'),
    );
  });

  it('should read a wall time or a date without an offset on the yard’s clock, not the machine’s', () => {
    // 09:00 in Sydney (AEDT): 22:00 UTC the day before — whatever TZ this process runs in.
    expect(exportedAt('2026-11-28T09:00:00', 'Australia/Sydney')).toBe(seconds('2026-11-27T22:00:00Z'));
    expect(exportedAt('2026-11-28 09:00', 'Australia/Perth')).toBe(seconds('2026-11-28T01:00:00Z'));
    expect(exportedAt('2026-11-28T09:00:00.250', 'Pacific/Chatham')).toBe(
      seconds('2026-11-27T19:15:00.250Z'),
    );
    expect(exportedAt('2026-11-28', 'Australia/Sydney')).toBe(seconds('2026-11-27T13:00:00Z'));
  });

  it('should name no instant for what is not one (the sold car then stays sold)', () => {
    for (const text of ['yesterday', '2026-02-30T09:00', '2026-11-28T25:00', 'Nov 28 2026 09:00', ''])
      expect(exportedAt(text, 'Australia/Sydney'), text).toBeNull();
  });
});
