import type { TotpEnrolment } from '@dealer/api-client';
import { formatLeadTime } from '@dealer/ui';
import { PASSWORD_MIN_LENGTH } from '@dealer/validation';
import { data, Form, redirect, useRouteLoaderData } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import {
  consoleApi,
  consoleMe,
  consoleRead,
  cookieHeaders,
  formText,
  refusal,
  session,
} from '../../lib/console.server';
import { qrSvg } from '../../lib/qr.server';
import type { loader as layoutLoader } from '../console';
import type { Route } from './+types/account';

export const meta = () => consoleTitle('Account');

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const [me, sessions] = await Promise.all([
    consoleMe(ctx, request),
    consoleRead(() => consoleApi(ctx).sessions(session(request))),
  ]);
  if (!me) throw data('Not found', { status: 404 });
  return {
    email: me.staff.email,
    name: me.staff.name,
    totpEnabled: me.totpEnabled,
    recoveryCodesLeft: me.recoveryCodesLeft ?? 0,
    sessions,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(dealer(context));
  const s = session(request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const proof = () => {
    const code = formText(form, 'code');
    return { password: formText(form, 'password'), ...(code ? { code } : {}) };
  };
  if (intent === 'totp-enrol') {
    const answer = await api.totpEnrol(proof(), s);
    if (!answer.ok) return refusal(intent, answer);
    const enrolment = answer.body as TotpEnrolment;
    return { intent, enrolment, qr: qrSvg(enrolment.uri) };
  }
  if (intent === 'totp-confirm') {
    const answer = await api.totpConfirm(formText(form, 'code'), s);
    if (!answer.ok) {
      const refused = refusal(intent, answer);
      // The enrolment stays on screen while its code is wrong.
      const enrolment = { secret: formText(form, 'secret'), uri: formText(form, 'uri') };
      const shown = enrolment.uri ? { enrolment, qr: qrSvg(enrolment.uri) } : {};
      return data({ ...refused.data, ...shown }, refused.init ?? undefined);
    }
    return { intent, done: true, recoveryCodes: answer.body?.recoveryCodes ?? null };
  }
  if (intent === 'totp-disable' || intent === 'recovery-codes') {
    const given = { password: formText(form, 'password'), code: formText(form, 'code') };
    const answer =
      intent === 'totp-disable' ? await api.totpDisable(given, s) : await api.newRecoveryCodes(given, s);
    if (!answer.ok) return refusal(intent, answer);
    const codes = (answer.body as { recoveryCodes?: string[] } | undefined)?.recoveryCodes ?? null;
    return { intent, done: true, recoveryCodes: codes };
  }
  if (intent === 'password-change') {
    if (formText(form, 'newPassword') !== formText(form, 'confirm'))
      return data(
        {
          intent,
          error: 'The new passwords are not the same.',
          fields: { confirm: 'Type the same password twice.' },
        },
        { status: 400 },
      );
    const answer = await api.changePassword(
      { currentPassword: formText(form, 'currentPassword'), newPassword: formText(form, 'newPassword') },
      s,
    );
    return answer.ok ? { intent, done: true } : refusal(intent, answer);
  }
  if (intent === 'revoke-session') {
    const answer = await api.revokeSession(formText(form, 'sessionId'), s);
    return answer.ok ? { intent, done: true } : refusal(intent, answer);
  }
  if (intent === 'sign-out-everywhere') {
    const answer = await api.signOutEverywhere(s);
    if (!answer.ok) return refusal(intent, answer);
    return redirect('/console/sign-in', { headers: cookieHeaders(answer) });
  }
  return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });
}

type ActionData = {
  intent: string;
  error?: string;
  fields?: Record<string, string>;
  enrolment?: TotpEnrolment;
  /** The set-up link as a QR code, an SVG drawn on the server (lib/qr.server). */
  qr?: string | null;
  done?: boolean;
  /** New one-time recovery codes: shown once, on this answer only. */
  recoveryCodes?: string[] | null;
};

function Refusal({ result, intent }: { result: ActionData | undefined; intent: string }) {
  if (!result?.intent.startsWith(intent) || !result.error) return null;
  return (
    <p className="console-error" role="alert">
      {[result.error, ...Object.values(result.fields ?? {})].join(' ')}
    </p>
  );
}

function CodeField({ id, recovery = false }: { id: string; recovery?: boolean }) {
  return (
    <div className="console-field">
      <label htmlFor={id}>
        {recovery
          ? 'Code from your authenticator app, or a recovery code'
          : 'Code from your authenticator app'}
      </label>
      <input
        id={id}
        name="code"
        autoComplete="one-time-code"
        {...(recovery ? {} : { inputMode: 'numeric' as const, pattern: '[0-9]{6}' })}
        required
      />
    </div>
  );
}

function PasswordField({
  id,
  label = 'Your password',
  name = 'password',
}: {
  id: string;
  label?: string;
  name?: string;
}) {
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="password" autoComplete="current-password" required />
    </div>
  );
}

/** New recovery codes, shown once: the person writes them down or prints them. */
function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div className="console-notice" role="status">
      <p>
        Your recovery codes. Keep them somewhere safe, away from your phone: each one signs you in once in
        place of a code. They are shown only now.
      </p>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TwoFactor({
  enabled,
  codesLeft,
  result,
}: {
  enabled: boolean;
  codesLeft: number;
  result: ActionData | undefined;
}) {
  const enrolment = result?.enrolment;
  const codes = result?.recoveryCodes;
  if (enrolment)
    return (
      <Form method="post">
        <p>Scan this code with your authenticator app, then type the code it shows.</p>
        {result?.qr ? (
          <figure className="totp-qr">
            {/* Drawn on the server from the set-up link (squares only: no text or script in it). */}
            <div dangerouslySetInnerHTML={{ __html: result.qr }} />
            <figcaption>
              Cannot scan it? Type the key below into the app, or open the link on your phone.
            </figcaption>
          </figure>
        ) : null}
        <p>
          Key: <code data-testid="totp-secret">{enrolment.secret}</code>
        </p>
        <p>
          Link: <code data-testid="totp-uri">{enrolment.uri}</code>
        </p>
        <input type="hidden" name="intent" value="totp-confirm" />
        <input type="hidden" name="secret" value={enrolment.secret} />
        <input type="hidden" name="uri" value={enrolment.uri} />
        <CodeField id="totp-confirm-code" />
        <Refusal result={result} intent="totp-confirm" />
        <button type="submit" className="console-button">
          Turn two-factor on
        </button>
      </Form>
    );
  if (enabled)
    return (
      <>
        <p>Two-factor sign-in is on. Recovery codes left: {codesLeft}.</p>
        {codes ? <RecoveryCodeList codes={codes} /> : null}
        <details>
          <summary>Make new recovery codes</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="recovery-codes" />
            <PasswordField id="recovery-password" />
            <CodeField id="recovery-code" recovery />
            <Refusal result={result} intent="recovery-codes" />
            <button type="submit" className="console-button">
              Make new recovery codes
            </button>
          </Form>
        </details>
        <details>
          <summary>Use a new authenticator app</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="totp-enrol" />
            <PasswordField id="replace-password" />
            <CodeField id="replace-code" recovery />
            <Refusal result={result} intent="totp-enrol" />
            <button type="submit" className="console-button">
              Set up the new app
            </button>
          </Form>
        </details>
        <details>
          <summary>Turn two-factor off</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="totp-disable" />
            <PasswordField id="totp-disable-password" />
            <CodeField id="totp-disable-code" recovery />
            <Refusal result={result} intent="totp-disable" />
            <button type="submit" className="console-button console-button--danger">
              Turn two-factor off
            </button>
          </Form>
        </details>
      </>
    );
  return (
    <Form method="post">
      <p>Two-factor sign-in is off. With it on, signing in also asks for a code from an app on your phone.</p>
      <input type="hidden" name="intent" value="totp-enrol" />
      <PasswordField id="totp-enrol-password" />
      <Refusal result={result} intent="totp-enrol" />
      <button type="submit" className="console-button">
        Set up two-factor
      </button>
    </Form>
  );
}

function ChangePassword({ result }: { result: ActionData | undefined }) {
  const changed = result?.intent === 'password-change' && result.done;
  return (
    <Form method="post">
      {changed ? <p role="status">Your password was changed. Your other sessions were signed out.</p> : null}
      <input type="hidden" name="intent" value="password-change" />
      <PasswordField id="current-password" label="Current password" name="currentPassword" />
      <div className="console-field">
        <label htmlFor="new-password">New password (at least {PASSWORD_MIN_LENGTH} characters)</label>
        <input
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
      </div>
      <div className="console-field">
        <label htmlFor="confirm-password">Type the new password again</label>
        <input id="confirm-password" name="confirm" type="password" autoComplete="new-password" required />
      </div>
      <Refusal result={result} intent="password-change" />
      <button type="submit" className="console-button">
        Change password
      </button>
    </Form>
  );
}

/** The person's own account: two-factor, sessions, sign out everywhere. */
export default function ConsoleAccount({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/console');
  const timeZone = layout?.timeZone ?? 'Australia/Sydney';
  const result = actionData as ActionData | undefined;
  return (
    <>
      <h1>Account</h1>
      <p>
        {loaderData.name}, {loaderData.email}
      </p>
      <section className="console-panel">
        <h2>Two-factor sign-in</h2>
        <TwoFactor
          enabled={loaderData.totpEnabled}
          codesLeft={loaderData.recoveryCodesLeft}
          result={result}
        />
      </section>
      <section className="console-panel">
        <h2>Password</h2>
        <ChangePassword result={result} />
      </section>
      <section className="console-panel">
        <h2>Where you are signed in</h2>
        <ul className="console-cards">
          {loaderData.sessions.map((s) => (
            <li key={s.id} className="console-actions">
              <span>
                {s.userAgent ?? 'Unknown browser'}
                {s.ip ? `, ${s.ip}` : ''}, last seen {formatLeadTime(s.lastSeenAt, timeZone)}
                {s.current ? ' (this browser)' : ''}
              </span>
              {s.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button type="submit" className="console-button console-button--quiet">
                    Sign out there
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Refusal result={result} intent="revoke-session" />
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className="console-button console-button--danger">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </>
  );
}
