import { describe, expect, it } from 'vitest';
import { isTaskKind, todayTasks } from './tasks.js';

describe('todayTasks', () => {
  const now = new Date('2026-11-26T23:00:00Z'); // Friday 27 Nov, 10:00 in Sydney
  const task = (id: string, dueAt: string, doneAt: string | null = null) => ({
    id,
    dueAt: new Date(dueAt),
    doneAt: doneAt ? new Date(doneAt) : null,
  });

  it('should list open tasks due by the end of today in the site zone, overdue first', () => {
    const list = todayTasks(
      [
        task('later-today', '2026-11-27T05:00:00Z'), // 16:00 Sydney
        task('yesterday', '2026-11-26T01:00:00Z'),
        task('tomorrow', '2026-11-27T14:00:00Z'), // 01:00 Saturday in Sydney
        task('done', '2026-11-26T22:00:00Z', '2026-11-26T22:30:00Z'),
      ],
      now,
      'Australia/Sydney',
    );
    expect(list.map((t) => [t.id, t.overdue])).toEqual([
      ['yesterday', true],
      ['later-today', false],
    ]);
  });

  it('should know the task kinds', () => {
    expect(isTaskKind('call_back')).toBe(true);
    expect(isTaskKind('lunch')).toBe(false);
  });
});
