import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaskForm, TodayList } from './Tasks';

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
});
