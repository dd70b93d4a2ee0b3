import type { SiteSettingsView } from '@dealer/api-client';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SettingsPanel } from './SettingsPanel';

const Form = (props: { method: 'post'; className?: string; children: ReactNode }) => <form {...props} />;
const token = (id: string, state: 'live' | 'ending' | 'ended' | 'revoked') => ({
  id,
  siteSlug: 'harbour-auto',
  kind: 'stock_feed' as const,
  label: `Feed ${id}`,
  hint: 'abcd',
  createdAt: '2026-11-27T00:00:00Z',
  createdBy: 'admin@harbour.example',
  expiresAt: state === 'ending' || state === 'ended' ? '2026-11-28T00:00:00Z' : null,
  revokedAt: state === 'revoked' ? '2026-11-27T01:00:00Z' : null,
  replacedBy: null,
  state,
});
const manager: SiteSettingsView = {
  site: { slug: 'harbour-auto', name: 'Harbour Auto', locations: [{ id: 7, name: 'Harbour Auto Sales' }] },
  sites: [{ slug: 'harbour-auto', name: 'Harbour Auto' }],
  contact: {
    phone: '02 9000 0000',
    email: 'sales@harbour.example',
    openingHours: { '7': { monday: { status: 'open', open: '08:30', close: '17:30' } } },
    specialHours: [{ date: '2026-12-25', label: 'Christmas Day', status: 'closed' }],
  },
  contactSaved: false,
  canManageTokens: false,
};
const admin: SiteSettingsView = {
  ...manager,
  canManageTokens: true,
  destinations: { webhookUrls: ['https://crm.example.com/hook'], adfEmails: [], notificationEmails: [] },
  destinationsSaved: true,
  operatorTokens: { stock_feed: true, leads_api: false, ads_feed: false },
  tokens: [token('t1', 'live'), token('t2', 'ending'), token('t3', 'revoked')],
};
const props = { timeZone: 'Australia/Sydney', result: null, Form };

describe('SettingsPanel', () => {
  it('shows a manager the contact details and hours only', () => {
    const html = renderToStaticMarkup(<SettingsPanel settings={manager} {...props} />);
    expect(html).toContain('value="02 9000 0000"');
    expect(html).toContain('name="hours.7.monday.status"');
    expect(html).toContain('2026-12-25 | Christmas Day | closed');
    expect(html).not.toContain('Lead destinations');
    expect(html).not.toContain('Machine tokens');
  });

  it('shows a group admin the destinations and each token with what may be done to it', () => {
    const html = renderToStaticMarkup(<SettingsPanel settings={admin} {...props} />);
    expect(html).toContain('https://crm.example.com/hook');
    // Live: rotate and revoke; ending: revoke only; revoked: nothing.
    const rows = html.split('<tr data-token=').slice(1);
    expect(rows[0]).toContain('Rotate');
    expect(rows[1]).toContain('Works until');
    expect(rows[1]).not.toContain('Rotate');
    expect(rows[1]).toContain('Revoke now');
    expect(rows[2]).toContain('Revoked');
    expect(rows[2]).not.toContain('Revoke now');
    expect(html).toContain(
      'The server&#x27;s operator also set a token in its configuration for: Stock feed (DMS push).',
    );
  });

  it('shows a new token once, and a refusal beside its form', () => {
    const created = { token: 'dsf_secret', info: token('t4', 'live') };
    const html = renderToStaticMarkup(
      <SettingsPanel settings={admin} {...props} result={{ intent: 'create-token', created }} />,
    );
    expect(html).toContain('<code data-testid="new-token">dsf_secret</code>');
    const refused = renderToStaticMarkup(
      <SettingsPanel
        settings={admin}
        {...props}
        result={{ intent: 'destinations', error: 'Please check', fields: { 'webhookUrls.0': 'Enter https' } }}
      />,
    );
    expect(refused).toContain('webhookUrls.0');
    expect(refused).toContain('Enter https');
  });
});
