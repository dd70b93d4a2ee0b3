import { ACCOUNT_MESSAGES } from '@dealer/validation';
import type { ReactNode } from 'react';

type FormComponent = (props: { method: 'post'; className?: string; children: ReactNode }) => ReactNode;

function PlainForm(props: { method: 'post'; className?: string; children: ReactNode }) {
  return <form {...props} />;
}

/** Field messages from the server (§8: a 400 carries a message per field), and a form-level message. */
export interface GarageFormErrors {
  form?: string;
  fields?: Readonly<Record<string, string>>;
}

function Field({
  id,
  name,
  label,
  type,
  autoComplete,
  error,
}: {
  id: string;
  name: string;
  label: string;
  type: string;
  autoComplete: string;
  error: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface GarageSignInProps {
  siteName: string;
  Form?: FormComponent;
  /** Errors of the last submission, by intent. */
  errors?: { intent: 'sign-in' | 'sign-up'; errors: GarageFormErrors } | null;
}

/** The garage's sign-in and sign-up forms (POST; they work without JavaScript). */
export function GarageSignIn({ siteName, Form = PlainForm, errors }: GarageSignInProps) {
  const signIn = errors?.intent === 'sign-in' ? errors.errors : undefined;
  const signUp = errors?.intent === 'sign-up' ? errors.errors : undefined;
  return (
    <div className="garage-auth">
      <section aria-labelledby="sign-in-title" className="panel">
        <h2 id="sign-in-title">Sign in</h2>
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="sign-in" />
          {signIn?.form ? (
            <p role="alert" className="alert alert--destructive">
              {signIn.form}
            </p>
          ) : null}
          <Field
            id="sign-in-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={signIn?.fields?.email}
          />
          <Field
            id="sign-in-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={signIn?.fields?.password}
          />
          <button type="submit" className="button button--primary">
            Sign in
          </button>
        </Form>
      </section>
      <section aria-labelledby="sign-up-title" className="panel">
        <h2 id="sign-up-title">Create an account</h2>
        <p>Save vehicles to your {siteName} watchlist and see them on any device.</p>
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="sign-up" />
          {signUp?.form ? (
            <p role="alert" className="alert alert--destructive">
              {signUp.form}
            </p>
          ) : null}
          <Field
            id="sign-up-name"
            name="name"
            label="Name"
            type="text"
            autoComplete="name"
            error={signUp?.fields?.name}
          />
          <Field
            id="sign-up-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            error={signUp?.fields?.email}
          />
          <Field
            id="sign-up-password"
            name="password"
            label={`Password (${ACCOUNT_MESSAGES.passwordHint})`}
            type="password"
            autoComplete="new-password"
            error={signUp?.fields?.password}
          />
          <button type="submit" className="button button--primary">
            Create account
          </button>
        </Form>
      </section>
    </div>
  );
}

export interface GarageWatchlistProps {
  userName: string;
  Form?: FormComponent;
  /** How many cars are on the watchlist. */
  count: number;
  /** The watchlist's cars, rendered by the caller as car cards. */
  children?: ReactNode;
}

/** The signed-in garage: the watchlist and a sign-out button. */
export function GarageWatchlist({ userName, Form = PlainForm, count, children }: GarageWatchlistProps) {
  return (
    <div>
      <div className="garage-bar">
        <p>Signed in as {userName}.</p>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="button button--outline button--small">
            Sign out
          </button>
        </Form>
      </div>
      <h2>Watchlist</h2>
      {count === 0 ? <p>Your watchlist is empty. Save a vehicle from its page to see it here.</p> : children}
    </div>
  );
}
