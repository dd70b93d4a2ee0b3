import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle, safeNext } from '../../lib/console';
import { consoleApi, cookieHeaders, session } from '../../lib/console.server';
import { pageUrl } from '../../lib/page-url';
import type { Route } from './+types/sign-in';

export const meta = () => consoleTitle('Sign in');

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (key: string) => String(form.get(key) ?? '');
  const code = text('code').trim();
  const answer = await consoleApi(dealer(context)).signIn(
    { email: text('email').trim(), password: text('password'), ...(code ? { totp: code } : {}) },
    session(request),
  );
  const headers = cookieHeaders(answer);
  if (answer.ok) return redirect(safeNext(pageUrl(request).searchParams.get('next')), { headers });
  return data(
    {
      email: text('email').trim(),
      needsCode: answer.totpRequired === true || code !== '',
      error:
        answer.totpRequired && !code
          ? 'Enter the code from your authenticator app.'
          : (answer.error ?? 'The email or password is not right.'),
      fields: answer.fields ?? {},
    },
    { status: answer.status, headers },
  );
}

/** Console: sign-in: email and password, then the authenticator code when the person has two-factor on. */
export default function ConsoleSignIn({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const needsCode = actionData?.needsCode ?? false;
  const fields = actionData?.fields ?? {};
  return (
    <div className="console-panel console-narrow">
      <h1>Sign in to the console</h1>
      {actionData?.error ? (
        <p className="console-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post">
        <div className="console-field">
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ''}
            aria-invalid={fields.email ? true : undefined}
          />
          {fields.email ? <p className="console-field__error">{fields.email}</p> : null}
        </div>
        <div className="console-field">
          <label htmlFor="password">Password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          {fields.password ? <p className="console-field__error">{fields.password}</p> : null}
        </div>
        {needsCode ? (
          <div className="console-field">
            <label htmlFor="code">Code from your authenticator app, or a recovery code</label>
            <input
              id="code"
              name="code"
              autoComplete="one-time-code"
              required
              aria-invalid={fields.totp ? true : undefined}
            />
            {fields.totp ? <p className="console-field__error">{fields.totp}</p> : null}
          </div>
        ) : null}
        <button type="submit" className="console-button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </Form>
      <p>
        <Link to="/console/forgot-password">Forgot your password?</Link>
      </p>
    </div>
  );
}
