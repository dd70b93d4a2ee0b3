import { TASK_KIND_LABELS, TASK_KINDS } from '@dealer/staff';
import { UiLink } from '../../link';
import type { LeadActionError, LeadFormComponent } from './LeadWork';

/**
 * Tasks in the console (issue 33 item 2): the small form on a lead page (kind, due at in the site's zone,
 * note) and the person's Today list (overdue, then due today; each completed with a button).
 */

export function TaskForm({
  Form,
  timeZone,
  result,
}: {
  Form: LeadFormComponent;
  timeZone: string;
  result: LeadActionError | null;
}) {
  const refused = result?.intent === 'task' ? result : null;
  const fieldError = (name: string) =>
    refused?.fields?.[name] ? (
      <p className="console-field__error" id={`task-${name}-error`}>
        {refused.fields[name]}
      </p>
    ) : null;
  const described = (name: string) => (refused?.fields?.[name] ? `task-${name}-error` : undefined);
  return (
    <Form method="post" className="console-panel console-task-form">
      <h2>Add a task</h2>
      <input type="hidden" name="intent" value="task" />
      <div className="console-field">
        <label htmlFor="task-kind">Task</label>
        <select id="task-kind" name="kind" aria-describedby={described('kind')}>
          {TASK_KINDS.map((k) => (
            <option key={k} value={k}>
              {TASK_KIND_LABELS[k]}
            </option>
          ))}
        </select>
        {fieldError('kind')}
      </div>
      <div className="console-field">
        <label htmlFor="task-due">Due at ({timeZone.replace('_', ' ')} time)</label>
        <input
          id="task-due"
          type="datetime-local"
          name="due_at"
          step={900}
          required
          aria-invalid={refused?.fields?.due_at ? true : undefined}
          aria-describedby={described('due_at')}
        />
        {fieldError('due_at')}
      </div>
      <div className="console-field">
        <label htmlFor="task-note">Note</label>
        <input id="task-note" name="note" maxLength={2000} aria-describedby={described('note')} />
        {fieldError('note')}
      </div>
      {refused?.error && !refused.fields ? (
        <p className="console-error" role="alert">
          {refused.error}
        </p>
      ) : null}
      <button type="submit" className="console-button">
        Add the task
      </button>
    </Form>
  );
}

export interface TodayTask {
  id: string;
  leadId: string;
  kindLabel: string;
  dueAt: string;
  dueLocal: string;
  note: string;
  overdue: boolean;
  shopper: string;
}

function TaskItem({
  task,
  today,
  Form,
  onLeadPage = false,
}: {
  task: TodayTask;
  today: string;
  Form: LeadFormComponent;
  /** On the lead's own page: the task's kind alone, no link to the lead. */
  onLeadPage?: boolean;
}) {
  const [date, time] = task.dueLocal.split('T');
  return (
    <li className="console-panel console-task" aria-labelledby={`task-${task.id}`}>
      <h3 id={`task-${task.id}`} className="console-task__title">
        {onLeadPage ? (
          task.kindLabel
        ) : (
          <>
            {task.kindLabel}: <UiLink href={`/console/leads/${task.leadId}`}>{task.shopper}</UiLink>
          </>
        )}
      </h3>
      <p className="console-task__when">
        <time dateTime={task.dueAt}>
          {date === today ? (onLeadPage ? `Today ${time}` : time) : `${date} ${time}`}
        </time>
        {task.overdue ? <span className="console-badge console-badge--overdue">Overdue</span> : null}
      </p>
      {task.note ? <p>{task.note}</p> : null}
      <Form method="post">
        <input type="hidden" name="id" value={task.id} />
        <button type="submit" name="intent" value="complete" className="console-button">
          Done
          <span className="console-visually-hidden">
            : {task.kindLabel} {task.shopper}
          </span>
        </button>
      </Form>
    </li>
  );
}

/** The Today list: overdue tasks, then those due later today, each with its lead and a Done button. */
export function TodayList({
  overdue,
  due,
  today,
  Form,
}: {
  overdue: readonly TodayTask[];
  due: readonly TodayTask[];
  today: string;
  Form: LeadFormComponent;
}) {
  const group = (id: string, title: string, tasks: readonly TodayTask[], empty: string) => (
    <section aria-labelledby={id} className="console-task-group">
      <h2 id={id}>
        {title} ({tasks.length})
      </h2>
      {tasks.length === 0 ? (
        <p className="console-muted">{empty}</p>
      ) : (
        <ol className="console-task-list">
          {tasks.map((t) => (
            <TaskItem key={t.id} task={t} today={today} Form={Form} />
          ))}
        </ol>
      )}
    </section>
  );
  return (
    <>
      {group('today-overdue', 'Overdue', overdue, 'Nothing overdue.')}
      {group('today-due', 'Due today', due, 'Nothing else due today.')}
    </>
  );
}

/**
 * The lead page's open tasks (issue 33 item 2): soonest due first, each with its due time in the lead's
 * location's zone (today's by time alone), Overdue when past, its note and Done.
 */
export function LeadTasks({
  tasks,
  today,
  timeZone,
  Form,
  done,
}: {
  tasks: readonly TodayTask[];
  today: string;
  timeZone: string;
  Form: LeadFormComponent;
  /** A task was just marked done (post, redirect, get). */
  done?: boolean;
}) {
  return (
    <section className="console-panel console-lead-tasks" aria-labelledby="lead-tasks">
      <h2 id="lead-tasks">Open tasks ({tasks.length})</h2>
      <p className="console-muted">Due times in {timeZone.replace('_', ' ')} time.</p>
      {done ? (
        <p className="console-notice" role="status">
          Task done.
        </p>
      ) : null}
      {tasks.length === 0 ? (
        <p className="console-muted">No open tasks on this lead.</p>
      ) : (
        <ol className="console-task-list">
          {tasks.map((t) => (
            <TaskItem key={t.id} task={t} today={today} Form={Form} onLeadPage />
          ))}
        </ol>
      )}
    </section>
  );
}
