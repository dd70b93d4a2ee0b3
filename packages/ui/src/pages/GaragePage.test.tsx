import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GarageSignIn, GarageWatchlist } from './GaragePage';

describe('garage (§1 garage with sign-in and watchlist)', () => {
  it('offers sign-in and sign-up forms with labelled fields that post without JavaScript', () => {
    const html = renderToString(<GarageSignIn siteName="Big Box Cars" />);
    expect(html.match(/<form[^>]*method="post"/g) ?? []).toHaveLength(2);
    expect(html).toContain('<label for="sign-in-email">Email</label>');
    expect(html).toContain('autoComplete="current-password"');
    expect(html).toContain('name="intent" value="sign-up"');
  });
  it('ties server field errors to their inputs and announces the form error', () => {
    const html = renderToString(
      <GarageSignIn
        siteName="Big Box Cars"
        errors={{
          intent: 'sign-up',
          errors: { form: 'Please fix the fields', fields: { email: 'Email is taken' } },
        }}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="sign-up-email-error"');
    expect(html).toContain('id="sign-up-email-error"');
    expect(html).not.toContain('aria-describedby="sign-in-email-error"');
  });
  it('shows the watchlist or an empty message, and a sign-out form', () => {
    const empty = renderToString(<GarageWatchlist userName="Sam" count={0} />);
    expect(empty).toContain('Your watchlist is empty');
    expect(empty).toContain('value="sign-out"');
    const full = renderToString(
      <GarageWatchlist userName="Sam" count={1}>
        <p>card</p>
      </GarageWatchlist>,
    );
    expect(full).toContain('<p>card</p>');
  });
});
