import { PASSWORD_MIN_LENGTH } from '@dealer/validation';
import { data, Form, Link } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi } from '../../lib/console.server';
import type { Route } from './+types/reset-password';

export const meta = () => consoleTitle('Choose a new password');

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('confirm') ?? ''))
    return data(
      { error: 'The passwords are not the same.', fields: { confirm: 'Type the same password twice.' } },
      { status: 400 },
    );
  const answer = await consoleApi(dealer(context)).resetPassword({ token: params.token, password });
  if (answer.ok) return { done: true };
  return data(
    { error: answer.error ?? 'The password could not be changed.', fields: answer.fields ?? {} },
    { status: answer.status },
  );
}

/** Console: the mailed link: choose a new password (once, within 30 minutes), then sign in with it. */
export default function ConsoleResetPassword({ actionData }: Route.ComponentProps) {
  const result = actionData as
    | { done?: boolean; error?: string; fields?: Record<string, string> }
    | undefined;
  if (result?.done)
    return (
      <div className="console-panel console-narrow">
        <h1>Your password was changed</h1>
        <p role="status">Every session of your account was signed out. Sign in with the new password.</p>
        <p>
          <Link to="/console/sign-in">Sign in</Link>
        </p>
      </div>
    );
  return (
    <div className="console-panel console-narrow">
      <h1>Choose a new password</h1>
      {result?.error ? (
        <p className="console-error" role="alert">
          {[result.error, ...Object.values(result.fields ?? {}).filter((f) => f !== result.error)].join(' ')}
        </p>
      ) : null}
      <Form method="post">
        <div className="console-field">
          <label htmlFor="password">New password (at least {PASSWORD_MIN_LENGTH} characters)</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
        </div>
        <div className="console-field">
          <label htmlFor="confirm">Type it again</label>
          <input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
        </div>
        <button type="submit" className="console-button">
          Set the new password
        </button>
      </Form>
      <p>
        <Link to="/console/forgot-password">Ask for a new link</Link>
      </p>
    </div>
  );
}
