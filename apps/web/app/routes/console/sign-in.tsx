import { data, Form, redirect, useNavigation } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle, safeNext } from '../../lib/console';
import { consoleSignIn } from '../../lib/console.server';
import type { Route } from './+types/sign-in';

export const meta = () => consoleTitle('Sign in');

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (key: string) => String(form.get(key) ?? '');
  const answer = await consoleSignIn(dealer(context), request, {
    email: text('email').trim(),
    password: text('password'),
    ...(text('code').trim() ? { code: text('code').trim() } : {}),
  });
  const headers = new Headers();
  for (const cookie of answer.setCookies) headers.append('set-cookie', cookie);
  if (answer.ok) return redirect(safeNext(new URL(request.url).searchParams.get('next')), { headers });
  return data(
    {
      email: text('email').trim(),
      needsCode: answer.needsCode,
      error: answer.error ?? 'The email or password is not right.',
      fields: answer.fields ?? {},
    },
    { status: answer.status, headers },
  );
}

/** #18 sign-in: email and password, then the authenticator code when the person has two-factor on. */
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
            <label htmlFor="code">Code from your authenticator app</label>
            <input
              id="code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              aria-invalid={fields.code ? true : undefined}
            />
            {fields.code ? <p className="console-field__error">{fields.code}</p> : null}
          </div>
        ) : null}
        <button type="submit" className="console-button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </Form>
    </div>
  );
}
