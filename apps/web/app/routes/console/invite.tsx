import { isApiError } from '@dealer/api-client';
import { PASSWORD_MIN_LENGTH } from '@dealer/validation';
import { data, Form, redirect } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, cookieHeaders, session } from '../../lib/console.server';
import type { Route } from './+types/invite';

export const meta = () => consoleTitle('Accept invitation');

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return { invitation: await consoleApi(dealer(context)).invitation(params.token) };
  } catch (error) {
    // An unknown, used, withdrawn or expired link: one message, no hint which.
    if (isApiError(error) && (error.status === 404 || error.status === 410 || error.status === 400))
      return { invitation: null };
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const name = String(form.get('name') ?? '').trim();
  if (password !== String(form.get('confirm') ?? ''))
    return data(
      { error: 'The passwords are not the same.', fields: { confirm: 'Type the same password twice.' } },
      { status: 400 },
    );
  const answer = await consoleApi(dealer(context)).acceptInvitation(
    params.token,
    { password, ...(name ? { name } : {}) },
    session(request),
  );
  if (answer.ok) return redirect('/console/leads', { headers: cookieHeaders(answer) });
  return data(
    { error: answer.error ?? 'The invitation could not be accepted.', fields: answer.fields ?? {} },
    { status: answer.status },
  );
}

/** Console: an invitation link: choose a password (and confirm the name), then straight into the console. */
export default function ConsoleInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const fields: Record<string, string> = actionData?.fields ?? {};
  if (!invitation)
    return (
      <div className="console-panel console-narrow">
        <h1>This invitation cannot be used</h1>
        <p>It may have expired, been used or been withdrawn. Ask whoever invited you for a new one.</p>
      </div>
    );
  return (
    <div className="console-panel console-narrow">
      <h1>Join the dealer console</h1>
      <p>
        You were invited as <strong>{invitation.email}</strong>.
      </p>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post">
        <div className="console-field">
          <label htmlFor="name">Your name</label>
          <input id="name" name="name" autoComplete="name" defaultValue={invitation.name} required />
          {fields.name ? <p className="console-field__error">{fields.name}</p> : null}
        </div>
        <div className="console-field">
          <label htmlFor="password">Choose a password (at least {PASSWORD_MIN_LENGTH} characters)</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
          {fields.password ? <p className="console-field__error">{fields.password}</p> : null}
        </div>
        <div className="console-field">
          <label htmlFor="confirm">Type it again</label>
          <input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
          {fields.confirm ? <p className="console-field__error">{fields.confirm}</p> : null}
        </div>
        <button type="submit" className="console-button">
          Set password and sign in
        </button>
      </Form>
    </div>
  );
}
