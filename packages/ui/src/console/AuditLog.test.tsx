import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuditLog, changeText } from './AuditLog';

const entry = {
  id: 'a1',
  at: '2026-11-24T04:05:00Z',
  actor: { id: 'u1', email: 'ada@harbour.example' },
  action: 'lead.status',
  siteSlug: 'harbour-auto',
  target: { type: 'lead', id: 'L9' },
  before: { status: 'new' },
  after: { status: 'contacted' },
  ip: null,
};

describe('AuditLog (who changed what)', () => {
  it('prints who, when, the action, a link to the lead and the change', () => {
    const html = renderToStaticMarkup(
      <AuditLog
        entries={[entry]}
        filters={{ action: 'lead.status' }}
        sites={[{ slug: 'harbour-auto', name: 'Harbour Auto' }]}
        people={[{ id: 'u1', name: 'Ada' }]}
        olderHref="?before=2026-11-24T04%3A05%3A00Z"
        timeZone="Australia/Sydney"
      />,
    );
    expect(html).toContain('<td data-label="Who">ada@harbour.example</td>');
    expect(html).toContain('24 Nov, 3:05 pm');
    expect(html).toContain('href="/console/leads/L9"');
    expect(html).toContain('<del>status: new</del> <ins>status: contacted</ins>');
    expect(html).toContain('value="lead.status"');
    expect(html).toContain('Older entries');
    expect(html).not.toContain('name="site"');
    expect(html).toContain('<option value="u1">Ada</option>');
  });

  it('prints changes of any shape as short text', () => {
    expect(changeText(null)).toBe('');
    expect(changeText('x')).toBe('x');
    expect(changeText({ siteSlugs: ['a', 'b'] })).toBe('siteSlugs: ["a","b"]');
  });
});
