import { localTime } from '@dealer/site-registry';

/**
 * Console, tasks (issue 33 item 2): a call back or a follow-up on a lead, due at a time, on its person's
 * "Today" list: every open task due before the end of today in the site's zone (overdue ones first).
 */

export const TASK_KINDS = ['call_back', 'follow_up'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_KIND_LABELS: Readonly<Record<TaskKind, string>> = {
  call_back: 'Call back',
  follow_up: 'Follow up',
};

export function isTaskKind(value: unknown): value is TaskKind {
  return typeof value === 'string' && (TASK_KINDS as readonly string[]).includes(value);
}

export interface TaskLike {
  dueAt: Date;
  doneAt: Date | null;
}

/** Open tasks due today or earlier in `timeZone`, soonest first; each marked overdue when past `now`. */
export function todayTasks<T extends TaskLike>(
  tasks: readonly T[],
  now: Date,
  timeZone: string,
): (T & { overdue: boolean })[] {
  const today = localTime(now, timeZone).date;
  return tasks
    .filter((t) => t.doneAt === null && localTime(t.dueAt, timeZone).date <= today)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .map((t) => ({ ...t, overdue: t.dueAt.getTime() < now.getTime() }));
}
