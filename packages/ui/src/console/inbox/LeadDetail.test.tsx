import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadDetail } from './LeadDetail';
import { leadDetail } from './test-leads';

const Form = (props: { method: 'post'; className?: string; children: ReactNode }) => <form {...props} />;
const base = {
  car: { name: '2022 Kia Sportage', href: '/cars/kia-7', image: 'https://img.example/k.jpg' },
  siteName: 'Harbour Auto',
  assignees: [{ id: 'u1', name: 'Sally Sales' }],
  result: null,
  timeZone: 'Australia/Sydney',
  now: Date.parse('2026-11-24T04:00:00Z'),
  Form,
};

describe('LeadDetail (the lead page)', () => {
  it('shows the shopper, the car with photo and link, consent and the delivery log', () => {
    const html = renderToStaticMarkup(<LeadDetail lead={leadDetail()} {...base} />);
    expect(html).toContain('<h1>Sam Shopper</h1>');
    expect(html).toContain('href="tel:0400000000"');
    expect(html).toContain('href="mailto:sam@example.com"');
    expect(html).toContain('<a href="/cars/kia-7">2022 Kia Sportage</a>');
    expect(html).toContain('src="https://img.example/k.jpg"');
    expect(html).toContain('<dd>Still there?</dd>');
    expect(html).toContain('<dd>google</dd>');
    expect(html).toContain('contact yes, marketing no');
    expect(html).toContain('<td data-label="To">crm@harbour.example</td>');
    expect(html).toContain('Overdue 1 h');
  });

  it('offers the statuses the lead may move to, assignment and a note form', () => {
    const html = renderToStaticMarkup(<LeadDetail lead={leadDetail()} {...base} />);
    expect(html).toContain('<option value="lost">Lost</option>');
    expect(html).not.toContain('<option value="new">');
    expect(html).toContain('name="lostReason"');
    expect(html).toContain('<option value="u1">Sally Sales</option>');
    expect(html).toContain('Mark as contacted');
    expect(html).toContain('name="body"');
  });

  it('shows a refused action’s messages beside its own form only', () => {
    const html = renderToStaticMarkup(
      <LeadDetail
        lead={leadDetail()}
        {...base}
        result={{
          intent: 'status',
          error: 'Not saved.',
          fields: { lostReason: 'Say why the lead was lost.' },
        }}
      />,
    );
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html).toContain('Not saved. Say why the lead was lost.');
  });

  it('has no status form once the lead is final, and no assign form for someone who may not assign', () => {
    const html = renderToStaticMarkup(
      <LeadDetail
        lead={leadDetail({ status: 'won', nextStatuses: [], overdueAt: null })}
        {...base}
        assignees={[]}
      />,
    );
    expect(html).not.toContain('Change status');
    expect(html).not.toContain('Mark as contacted');
    expect(html).not.toContain('name="assigneeId"');
    expect(html).not.toContain('Overdue');
  });
});
