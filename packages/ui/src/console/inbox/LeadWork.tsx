import type { ConsoleLeadDetail } from '@dealer/api-client';
import { LEAD_STATUS_LABELS } from '@dealer/staff';
import type { ReactNode } from 'react';
import { Section } from './Section';
import { formatLeadTime } from './time';

export type LeadFormComponent = (props: {
  method: 'post';
  className?: string;
  children: ReactNode;
}) => ReactNode;

/** A refused lead action: which form, the server's message and its field messages (§8). */
export interface LeadActionError {
  intent: string;
  error?: string;
  fields?: Readonly<Record<string, string>>;
}

function FormError({ intent, result }: { intent: string; result: LeadActionError | null }) {
  if (!result || result.intent !== intent) return null;
  const messages = [result.error, ...Object.values(result.fields ?? {})].filter(Boolean);
  return (
    <p className="console-error" role="alert">
      {messages.join(' ')}
    </p>
  );
}

/** Call or email the shopper; a call is what moves a New lead to Contacted (the button records it). */
export function ContactActions({ lead, Form }: { lead: ConsoleLeadDetail; Form: LeadFormComponent }) {
  const { phone, email } = lead.shopper;
  const canContact = lead.nextStatuses.includes('contacted');
  return (
    <div className="console-actions">
      {phone ? (
        <a className="console-button" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          Call {phone}
        </a>
      ) : null}
      {phone ? (
        <a className="console-button console-button--quiet" href={`sms:${phone.replace(/[^\d+]/g, '')}`}>
          SMS
        </a>
      ) : null}
      {email ? (
        <a className="console-button console-button--quiet" href={`mailto:${email}`}>
          Email {email}
        </a>
      ) : null}
      {canContact ? (
        <Form method="post">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value="contacted" />
          <button type="submit" className="console-button console-button--quiet">
            Mark as contacted
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export function StatusForm({
  lead,
  Form,
  result,
}: {
  lead: ConsoleLeadDetail;
  Form: LeadFormComponent;
  result: LeadActionError | null;
}) {
  if (lead.nextStatuses.length === 0) return null;
  return (
    <Form method="post" className="console-panel">
      <h2>Status</h2>
      <input type="hidden" name="intent" value="status" />
      <div className="console-field">
        <label htmlFor="lead-status">Move to</label>
        <select id="lead-status" name="status" required>
          {lead.nextStatuses.map((s) => (
            <option key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor="lost-reason">Reason (when lost)</label>
        <input id="lost-reason" name="lostReason" maxLength={500} />
      </div>
      <FormError intent="status" result={result} />
      <button type="submit" className="console-button">
        Change status
      </button>
    </Form>
  );
}

export function AssignForm({
  lead,
  assignees,
  Form,
  result,
}: {
  lead: ConsoleLeadDetail;
  assignees: readonly { id: string; name: string }[];
  Form: LeadFormComponent;
  result: LeadActionError | null;
}) {
  if (assignees.length === 0) return null;
  return (
    <Form method="post" className="console-panel">
      <h2>Assigned to</h2>
      <input type="hidden" name="intent" value="assign" />
      <div className="console-field">
        <label htmlFor="lead-assignee">Person</label>
        <select id="lead-assignee" name="assigneeId" defaultValue={lead.assignee?.id ?? ''}>
          <option value="">Nobody</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <FormError intent="assign" result={result} />
      <button type="submit" className="console-button">
        {lead.assignee ? 'Reassign' : 'Assign'}
      </button>
    </Form>
  );
}

/**
 * The notes and the note box. `noteId` is the next note's id (new on every page load): a double tap posts
 * it twice and the server stores one note; the form is keyed by it, so a saved note leaves an empty box.
 */
export function Notes({
  lead,
  Form,
  result,
  timeZone,
  noteId,
}: {
  lead: ConsoleLeadDetail;
  Form: LeadFormComponent;
  result: LeadActionError | null;
  timeZone: string;
  noteId?: string;
}) {
  return (
    <Section title="Notes">
      {lead.notes.length === 0 ? <p className="console-muted">No notes yet.</p> : null}
      <ul className="console-list">
        {lead.notes.map((note) => (
          <li key={note.id}>
            <p className="console-muted">
              {note.author?.name ?? 'Someone'}, {formatLeadTime(note.createdAt, timeZone)}
            </p>
            <p className="console-note">{note.body}</p>
          </li>
        ))}
      </ul>
      <Form method="post" key={noteId}>
        <input type="hidden" name="intent" value="note" />
        {noteId ? <input type="hidden" name="noteId" value={noteId} /> : null}
        <div className="console-field">
          <label htmlFor="note-body">Add a note</label>
          <textarea id="note-body" name="body" rows={3} required maxLength={4000} />
        </div>
        <FormError intent="note" result={result} />
        <button type="submit" className="console-button">
          Add note
        </button>
      </Form>
    </Section>
  );
}

export function LeadHistory({ lead, timeZone }: { lead: ConsoleLeadDetail; timeZone: string }) {
  if (lead.history.length === 0) return null;
  return (
    <Section title="History" open={false}>
      <ul className="console-list">
        {lead.history.map((entry) => (
          <li key={entry.id}>
            {formatLeadTime(entry.at, timeZone)}: {entry.action} by {entry.actor.email ?? 'the system'}
          </li>
        ))}
      </ul>
    </Section>
  );
}
