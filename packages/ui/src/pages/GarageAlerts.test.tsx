import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GarageAlerts } from './GarageAlerts';

const consent = 'I agree to receive emails from Big Box Cars when a car I favourited drops in price.';

describe('garage alerts (issue #34 item 1)', () => {
  it('lists each alert with its frequency and a delete form that posts without JavaScript', () => {
    const html = renderToString(
      <GarageAlerts
        verified
        favouritesConsentText={consent}
        alerts={[
          { id: 'a1', kind: 'search', text: 'Kia', frequency: 'daily', confirmed: true },
          {
            id: 'a2',
            kind: 'favourites',
            text: 'your favourited cars',
            frequency: 'instant',
            confirmed: false,
          },
        ]}
      />,
    );
    expect(html).toContain('Search: <!-- -->Kia');
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms).toHaveLength(4);
    for (const form of forms) expect(form).toMatch(/action="\/garage\/alerts"[^>]*method="post"/);
    expect(html).toContain('name="intent" value="delete"');
    expect(html).toContain('<option value="daily" selected="">Daily digest</option>');
    expect(html).toContain('Waiting for you to confirm');
    // Favourites alerts on already: no form to turn them on.
    expect(html).not.toContain('Turn on favourites alerts');
  });

  it('offers the favourites alerts with the consent the server records, and says when a confirm mail comes first', () => {
    const html = renderToString(
      <GarageAlerts verified={false} favouritesConsentText={consent} alerts={[]} />,
    );
    expect(html).toContain('No alerts yet');
    expect(html).toContain('Turn on favourites alerts');
    expect(html).toContain(consent);
    expect(html).toMatch(/<input type="checkbox" required="" name="consent" value="true"\/>/);
    expect(html).toContain('We will email you a link to confirm first.');
  });
});
