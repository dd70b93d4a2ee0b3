import type { FeedPullReportView, FeedPullSettings } from '@dealer/api-client';
import type { ReactNode } from 'react';
import { formatLeadTime } from '../inbox/time';
import type { FormComponent, SettingsActionResult } from './types';

/** Which input shows a server field message (`auth.token` and a missing secret: the secret input). */
const FIELD_OF: Record<string, string> = {
  url: 'url',
  auth: 'secret',
  'auth.kind': 'authKind',
  'auth.username': 'username',
  'auth.password': 'secret',
  'auth.token': 'secret',
  intervalMinutes: 'intervalMinutes',
  mode: 'mode',
  enabled: 'enabled',
};

const COUNTS = ['records', 'added', 'updated', 'removed', 'rejected'] as const;

function counts(report: FeedPullReportView): string {
  const parts = COUNTS.filter((k) => typeof report.summary[k] === 'number').map(
    (k) => `${report.summary[k] as number} ${k}`,
  );
  return parts.join(', ') || '—';
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy || undefined, error ? true : undefined)}
      {hint ? (
        <span id={`${id}-hint`} className="console-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p className="console-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Reports({ reports, timeZone }: { reports: readonly FeedPullReportView[]; timeZone: string }) {
  if (reports.length === 0) return <p>No pulls yet.</p>;
  return (
    <table className="console-table console-table--cards console-feed-pull__reports">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Result</th>
          <th scope="col">Error</th>
          <th scope="col">Cars</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id} data-report={report.ok ? 'ok' : 'failed'}>
            <td data-label="When">{formatLeadTime(report.at, timeZone)}</td>
            <td data-label="Result">{report.ok ? 'Imported' : 'Failed'}</td>
            <td data-label="Error">{report.error ?? '—'}</td>
            <td data-label="Cars">{counts(report)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The site's scheduled DMS feed pull (a group admin's): the feed address, its auth (the secret is
 * write-only: "set" when one is stored, blank keeps it), every how many minutes, the import mode, on or
 * off; Save, Pull now and Remove; the server's field messages at their fields; the last pulls' reports.
 */
export function FeedPullPanel({
  feedPull,
  timeZone,
  result,
  Form,
}: {
  feedPull: FeedPullSettings;
  timeZone: string;
  result: SettingsActionResult | null;
  Form: FormComponent;
}) {
  const pull = feedPull.pull;
  const mine = result?.intent.startsWith('feed-pull') ? result : null;
  const refused = mine?.intent === 'feed-pull' && !mine.saved ? mine : null;
  const posted = refused?.values ?? {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(refused?.fields ?? {})) {
    const input = FIELD_OF[field] ?? 'url';
    errors[input] ??= message;
  }
  const value = (name: string, stored: string) => posted[name] ?? stored;
  const authKind = value('authKind', pull?.auth.kind ?? 'none');
  return (
    <section className="console-panel console-feed-pull" aria-labelledby="feed-pull-heading">
      <h2 id="feed-pull-heading">Scheduled feed pull</h2>
      <p className="console-muted">
        The server fetches your DMS export from this address on a schedule and imports it as a push would be
        imported.{' '}
        {pull
          ? pull.source === 'file'
            ? 'From the site file until you save here.'
            : 'Saved in the console (the site file no longer changes it).'
          : 'None set.'}
      </p>
      {pull ? (
        <p>
          {pull.enabled ? `Next pull ${formatLeadTime(pull.nextAt, timeZone)}` : 'Paused (not enabled).'}
          {pull.failures > 0 ? ` — ${pull.failures} failed in a row, retrying with a back-off.` : ''}
        </p>
      ) : null}
      {mine?.saved ? (
        <p className="console-notice" role="status">
          {mine.intent === 'feed-pull-now'
            ? 'The pull is due now: it starts within a minute. Reload to see its report.'
            : mine.intent === 'feed-pull-remove'
              ? 'Removed: the feed is no longer pulled.'
              : 'Saved. The first pull starts within a minute.'}
        </p>
      ) : null}
      {mine && !mine.saved && mine.error ? (
        <p className="console-error" role="alert">
          {/* The message a field shows already is not said twice. */}
          {Object.values(mine.fields ?? {}).includes(mine.error)
            ? 'Please check the highlighted fields.'
            : mine.error}
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="feed-pull" />
        <Field
          id="feed-pull-url"
          label="Feed address"
          error={errors.url}
          hint="https:// — the CSV or JSON export"
        >
          {(describedBy, invalid) => (
            <input
              id="feed-pull-url"
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              required
              defaultValue={value('url', pull?.url ?? '')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field id="feed-pull-auth" label="Sign-in to the feed" error={errors.authKind}>
          {(describedBy, invalid) => (
            <select
              id="feed-pull-auth"
              name="authKind"
              defaultValue={authKind}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              <option value="none">None</option>
              <option value="basic">Username and password (basic)</option>
              <option value="bearer">Token (bearer)</option>
            </select>
          )}
        </Field>
        <Field id="feed-pull-username" label="Username (basic only)" error={errors.username}>
          {(describedBy, invalid) => (
            <input
              id="feed-pull-username"
              name="username"
              autoComplete="off"
              defaultValue={value('username', pull?.auth.username ?? '')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          id="feed-pull-secret"
          label="Password or token"
          error={errors.secret}
          hint={
            pull?.auth.secretSet
              ? 'Set — leave blank to keep it; it is never shown again.'
              : 'Not set. Never shown again once saved.'
          }
        >
          {(describedBy, invalid) => (
            <input
              id="feed-pull-secret"
              name="secret"
              type="password"
              autoComplete="new-password"
              placeholder={pull?.auth.secretSet ? 'set' : ''}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          id="feed-pull-interval"
          label="Every (minutes)"
          error={errors.intervalMinutes}
          hint="At least 5"
        >
          {(describedBy, invalid) => (
            <input
              id="feed-pull-interval"
              name="intervalMinutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={10080}
              step={1}
              required
              defaultValue={value('intervalMinutes', String(pull?.intervalMinutes ?? 60))}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field
          id="feed-pull-mode"
          label="Import mode"
          error={errors.mode}
          hint="Replace: cars missing from the export leave the site (at most 30% at once). Upsert: adds and updates only."
        >
          {(describedBy, invalid) => (
            <select
              id="feed-pull-mode"
              name="mode"
              defaultValue={value('mode', pull?.mode ?? 'replace')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            >
              <option value="replace">Replace</option>
              <option value="upsert">Upsert</option>
            </select>
          )}
        </Field>
        <div className="console-field console-field--check">
          <label>
            <input
              type="checkbox"
              name="enabled"
              defaultChecked={refused ? posted.enabled === 'on' : (pull?.enabled ?? true)}
            />{' '}
            Pull on this schedule
          </label>
          {errors.enabled ? <p className="console-field__error">{errors.enabled}</p> : null}
        </div>
        <button type="submit" className="console-button">
          Save feed pull
        </button>
      </Form>
      {pull ? (
        <div className="console-actions">
          <Form method="post">
            <input type="hidden" name="intent" value="feed-pull-now" />
            <button type="submit" className="console-button console-button--quiet">
              Pull now
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="feed-pull-remove" />
            <button type="submit" className="console-button console-button--danger">
              Remove feed pull
            </button>
          </Form>
        </div>
      ) : null}
      <h3>Last pulls</h3>
      <Reports reports={feedPull.reports} timeZone={timeZone} />
    </section>
  );
}
