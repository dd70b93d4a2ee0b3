import type { SettingsSpecialDay } from '@dealer/api-client';

/**
 * The console's special hours (§9 special_hours) as lines a person types, one day a line:
 * `2026-12-25 | Christmas Day | closed`, `2026-12-24 | Christmas Eve | 09:00-12:00`,
 * `2026-04-25 | Anzac Day | by appointment`. The server checks the days again (dates, times).
 */

const STATUS_WORDS: Record<string, SettingsSpecialDay['status']> = {
  closed: 'closed',
  'by appointment': 'by_appointment',
  by_appointment: 'by_appointment',
};

export function specialDayLines(days: readonly SettingsSpecialDay[]): string {
  return days
    .map((day) => {
      const when =
        day.status === 'open'
          ? `${day.open ?? ''}-${day.close ?? ''}`
          : day.status === 'closed'
            ? 'closed'
            : 'by appointment';
      return `${day.date} | ${day.label} | ${when}`;
    })
    .join('\n');
}

/** The days the lines say, or the first line that cannot be read (numbered from 1). */
export function parseSpecialDays(
  text: string,
): { ok: true; days: SettingsSpecialDay[] } | { ok: false; line: number; problem: string } {
  const days: SettingsSpecialDay[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const [date = '', label = '', when = ''] = line.split('|').map((part) => part.trim());
    const problem = (message: string) => ({ ok: false as const, line: index + 1, problem: message });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return problem('Start the line with the date as YYYY-MM-DD');
    if (label === '') return problem('Name the day after the date, e.g. | Christmas Day |');
    const status = STATUS_WORDS[when.toLowerCase()];
    if (status) {
      days.push({ date, label, status });
      continue;
    }
    const hours = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(when);
    if (!hours) return problem('End the line with closed, by appointment, or the hours as 09:00-13:00');
    days.push({ date, label, status: 'open', open: hours[1] as string, close: hours[2] as string });
  }
  return { ok: true, days };
}
