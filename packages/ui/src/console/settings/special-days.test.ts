import { describe, expect, it } from 'vitest';
import { parseSpecialDays, specialDayLines } from './special-days';

describe('special day lines', () => {
  it('should read closed, by-appointment and open days, and write them back the same', () => {
    const text = [
      '2026-12-25 | Christmas Day | closed',
      '',
      '2026-12-24 | Christmas Eve | 09:00-12:00',
      '2026-04-25 | Anzac Day | By appointment',
    ].join('\n');
    const parsed = parseSpecialDays(text);
    expect(parsed).toEqual({
      ok: true,
      days: [
        { date: '2026-12-25', label: 'Christmas Day', status: 'closed' },
        { date: '2026-12-24', label: 'Christmas Eve', status: 'open', open: '09:00', close: '12:00' },
        { date: '2026-04-25', label: 'Anzac Day', status: 'by_appointment' },
      ],
    });
    if (parsed.ok) expect(parseSpecialDays(specialDayLines(parsed.days))).toEqual(parsed);
  });

  it('should name the line that cannot be read', () => {
    expect(
      parseSpecialDays('2026-12-25 | Christmas | closed\n25/12/2026 | Boxing Day | closed'),
    ).toMatchObject({
      ok: false,
      line: 2,
    });
    expect(parseSpecialDays('2026-12-25 | | closed')).toMatchObject({ ok: false, line: 1 });
    expect(parseSpecialDays('2026-12-25 | Xmas | 9am to 1')).toMatchObject({ ok: false, line: 1 });
  });
});
