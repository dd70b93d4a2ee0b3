import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadTasks, TaskForm, TodayList } from './Tasks';

const PlainForm = (props: { method: 'post'; className?: string; children: React.ReactNode }) => (
  <form {...props} />
);

describe('tasks', () => {
  it('names the refused field next to its input', () => {
    const html = renderToStaticMarkup(
      <TaskForm
        Form={PlainForm}
        timeZone="Australia/Sydney"
        result={{ intent: 'task', error: 'Check', fields: { due_at: 'Give the date and time it is due.' } }}
      />,
    );
    expect(html).toContain('Due at (Australia/Sydney time)');
    expect(html).toContain('aria-describedby="task-due_at-error"');
    expect(html).toContain(
      '<p class="console-field__error" id="task-due_at-error">Give the date and time it is due.</p>',
    );
    expect(
      renderToStaticMarkup(<TaskForm Form={PlainForm} timeZone="UTC" result={{ intent: 'note' }} />),
    ).not.toContain('console-field__error');
  });

  it('groups overdue and due-today tasks, each with its lead and a Done button', () => {
    const task = {
      id: 't1',
      leadId: 'l1',
      kindLabel: 'Call back',
      dueAt: '2026-03-10T22:00:00.000Z',
      dueLocal: '2026-03-11T09:00',
      note: 'Ring',
      overdue: true,
      shopper: 'Tess',
    };
    const html = renderToStaticMarkup(
      <TodayList overdue={[task]} due={[]} today="2026-03-11" Form={PlainForm} />,
    );
    expect(html).toContain('Overdue (1)');
    expect(html).toContain('Due today (0)');
    expect(html).toContain('href="/console/leads/l1"');
    expect(html).toContain('>09:00</time>');
    expect(html).toContain('value="complete"');
  });

  it("lists a lead's open tasks with their due times in its location's zone, each with Done", () => {
    const base = { leadId: 'l1', note: '', overdue: false, shopper: 'Pia' };
    const html = renderToStaticMarkup(
      <LeadTasks
        tasks={[
          {
            ...base,
            id: 't1',
            kindLabel: 'Call back',
            dueAt: '2026-03-10T22:30:00.000Z',
            dueLocal: '2026-03-11T06:30',
            overdue: true,
          },
          {
            ...base,
            id: 't2',
            kindLabel: 'Follow up',
            dueAt: '2026-03-12T01:00:00.000Z',
            dueLocal: '2026-03-12T09:00',
            note: 'Brochure',
          },
        ]}
        today="2026-03-11"
        timeZone="Australia/Perth"
        Form={PlainForm}
        done
      />,
    );
    expect(html).toContain('Open tasks (2)');
    expect(html).toContain('Due times in Australia/Perth time.');
    expect(html).toContain('<time dateTime="2026-03-10T22:30:00.000Z">Today 06:30</time>');
    expect(html).toContain('>2026-03-12 09:00</time>');
    expect(html).toContain('Overdue');
    expect(html).toContain('Brochure');
    expect(html).not.toContain('href="/console/leads/l1"');
    expect(html.match(/value="complete"/g)).toHaveLength(2);
    expect(html).toContain('Task done.');
    const none = renderToStaticMarkup(
      <LeadTasks tasks={[]} today="2026-03-11" timeZone="UTC" Form={PlainForm} />,
    );
    expect(none).toContain('No open tasks on this lead.');
  });
});
