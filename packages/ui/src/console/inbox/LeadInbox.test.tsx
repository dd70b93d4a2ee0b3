import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadInbox } from './LeadInbox';
import { leadSummary } from './test-leads';

const now = Date.parse('2026-11-24T04:00:00Z');
const sites = [
  { slug: 'harbour-auto', name: 'Harbour Auto' },
  { slug: 'harbour-city', name: 'Harbour City' },
];
const props = {
  filters: { status: 'new' },
  sites,
  assignees: [{ id: 'u1', name: 'Sally Sales' }],
  csvHref: '/api/console/leads/export.csv?status=new',
  timeZone: 'Australia/Sydney',
  now,
};

describe('LeadInbox', () => {
  it('lists leads with their overdue timer, the overdue count and the CSV link of the filter', () => {
    const list = {
      leads: [
        leadSummary({ id: 'b', overdue: true }),
        leadSummary({
          id: 'a',
          overdueAt: '2026-11-24T05:00:00Z',
          assignee: { id: 'u1', name: 'Sally Sales' },
        }),
      ],
      overdueCount: 1,
      total: 2,
    };
    const html = renderToStaticMarkup(<LeadInbox list={list} {...props} />);
    expect(html.indexOf('data-lead-id="b"')).toBeLessThan(html.indexOf('data-lead-id="a"'));
    expect(html).toContain('Overdue 1 h');
    expect(html).toContain('Due in 1 h');
    expect(html).toMatch(/data-testid="overdue-count"[^>]*>1</);
    expect(html).toContain('href="/api/console/leads/export.csv?status=new"');
    expect(html).toContain('href="/console/leads/b"');
    expect(html).toContain('<td data-label="Site">Harbour Auto</td>');
    expect(html).toContain('<td data-label="Assigned to">Sally Sales</td>');
    // The filter form keeps the URL's filters.
    expect(html).toMatch(/<option value="new" selected="">New<\/option>/);
  });

  it('hides the site column for one site and the assignee filter for a salesperson', () => {
    const list = { leads: [leadSummary()], overdueCount: 0, total: 1 };
    const html = renderToStaticMarkup(
      <LeadInbox list={list} {...props} sites={sites.slice(0, 1)} assignees={[]} filters={{}} />,
    );
    expect(html).not.toContain('data-label="Site"');
    expect(html).not.toContain('name="assignee"');
    expect(html).not.toContain('name="site"');
  });

  it('marks an unfinished lead Incomplete and one delivered as abandoned Abandoned', () => {
    const list = {
      leads: [
        leadSummary({ id: 'a', progress: 'incomplete' }),
        leadSummary({ id: 'b', progress: 'abandoned' }),
        leadSummary({ id: 'c', progress: 'complete' }),
      ],
      overdueCount: 0,
      total: 3,
    };
    const html = renderToStaticMarkup(<LeadInbox list={list} {...props} />);
    expect(html.match(/>Incomplete</g)).toHaveLength(1);
    expect(html.match(/>Abandoned</g)).toHaveLength(1);
    expect(html).not.toContain('held for review');
    const withHeld = renderToStaticMarkup(<LeadInbox list={{ ...list, heldCount: 2 }} {...props} />);
    expect(withHeld).toContain('href="/console/leads/held"');
    expect(withHeld).toContain('<strong data-testid="held-count">2</strong> held for review');
  });

  it('says so when no lead matches', () => {
    const html = renderToStaticMarkup(
      <LeadInbox list={{ leads: [], overdueCount: 0, total: 0 }} {...props} />,
    );
    expect(html).toContain('No leads match these filters.');
  });
});
