import type { FeedPullSettings } from '@dealer/api-client';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FeedPullPanel } from './FeedPullPanel';

const Form = (props: { method: 'post'; className?: string; children: ReactNode }) => <form {...props} />;
const saved: FeedPullSettings = {
  pull: {
    url: 'https://dms.example.com/stock.csv',
    auth: { kind: 'bearer', username: null, secretSet: true },
    intervalMinutes: 30,
    mode: 'upsert',
    enabled: true,
    nextAt: '2026-11-27T00:30:00Z',
    failures: 0,
    source: 'file',
  },
  reports: [
    {
      id: 'r2',
      at: '2026-11-27T00:00:00Z',
      ok: true,
      error: null,
      summary: { records: 12, added: 2, updated: 10, removed: 0, rejected: 0 },
    },
    {
      id: 'r1',
      at: '2026-11-26T23:30:00Z',
      ok: false,
      error: 'The feed address answered HTTP 503',
      summary: {},
    },
  ],
};
const props = { timeZone: 'Australia/Sydney', Form };

describe('FeedPullPanel', () => {
  it('shows the saved pull with the secret as set, never its value, and the reports newest first', () => {
    const html = renderToStaticMarkup(<FeedPullPanel feedPull={saved} result={null} {...props} />);
    expect(html).toContain('value="https://dms.example.com/stock.csv"');
    expect(html).toContain('placeholder="set"');
    expect(html).toContain('From the site file until you save here.');
    expect(html).toContain('Pull now');
    expect(html.indexOf('12 records, 2 added, 10 updated, 0 removed, 0 rejected')).toBeLessThan(
      html.indexOf('The feed address answered HTTP 503'),
    );
  });

  it('puts the server’s messages at their fields and keeps what was typed', () => {
    const html = renderToStaticMarkup(
      <FeedPullPanel
        feedPull={{ pull: null, reports: [] }}
        result={{
          intent: 'feed-pull',
          error: 'Please check the highlighted fields.',
          fields: { url: 'The feed address must start with https://', intervalMinutes: 'At least 5 minutes' },
          values: { url: 'http://dms.example.com/x.csv', intervalMinutes: '2', mode: 'upsert', enabled: '' },
        }}
        {...props}
      />,
    );
    expect(html).toContain(
      '<p class="console-field__error" id="feed-pull-url-error">The feed address must start with https://</p>',
    );
    expect(html).toMatch(/id="feed-pull-url"[^>]*aria-describedby="feed-pull-url-hint feed-pull-url-error"/);
    expect(html).toContain('id="feed-pull-interval-error">At least 5 minutes');
    expect(html).toContain('value="http://dms.example.com/x.csv"');
    expect(html).not.toContain('Pull now');
    expect(html).toContain('No pulls yet.');
    expect(html).toContain('role="alert">Please check the highlighted fields.</p>');
  });

  it('does not say a field’s message twice', () => {
    const message = 'The feed address must start with https://';
    const html = renderToStaticMarkup(
      <FeedPullPanel
        feedPull={{ pull: null, reports: [] }}
        result={{ intent: 'feed-pull', error: message, fields: { url: message }, values: {} }}
        {...props}
      />,
    );
    expect(html.split(message)).toHaveLength(2);
  });
});
