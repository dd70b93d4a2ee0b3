import { data, Form, Link } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi } from '../../lib/console.server';
import type { Route } from './+types/forgot-password';

export const meta = () => consoleTitle('Forgot your password');

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await consoleApi(dealer(context)).forgotPassword(String(form.get('email') ?? ''));
  if (answer.ok) return { sent: answer.body?.message ?? 'Check your mail.' };
  return data(
    { error: answer.error ?? 'The link could not be sent.', fields: answer.fields ?? {} },
    { status: answer.status },
  );
}

/** Console: ask for a link to choose a new password (the same answer for every email). */
export default function ConsoleForgotPassword({ actionData }: Route.ComponentProps) {
  const result = actionData as { sent?: string; error?: string; fields?: Record<string, string> } | undefined;
  return (
    <div className="console-panel console-narrow">
      <h1>Forgot your password</h1>
      {result?.sent ? (
        <p role="status">{result.sent}</p>
      ) : (
        <>
          <p>Type the email of your console account: we mail you a link to choose a new password.</p>
          {result?.error ? (
            <p className="console-error" role="alert">
              {[result.error, ...Object.values(result.fields ?? {})].join(' ')}
            </p>
          ) : null}
          <Form method="post">
            <div className="console-field">
              <label htmlFor="email">Email</label>
              <input id="email" name="email" type="email" autoComplete="email" required />
            </div>
            <button type="submit" className="console-button">
              Mail me a link
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/console/sign-in">Back to sign-in</Link>
      </p>
    </div>
  );
}
