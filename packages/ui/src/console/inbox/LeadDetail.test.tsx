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

  it('reads a trade-in as a salesperson does: sections, dollars, the site’s time, names not slugs', () => {
    const lead = leadDetail({
      category: 'Trade-In',
      progress: 'abandoned',
      data: {
        name: 'Sam Shopper',
        category: 'Trade-In',
        Rego: 'XYZ789',
        make: 'Mazda',
        model: 'CX-5',
        year: '2017',
        km: '98000',
        offer_price: 9950,
        dateTime: '2026-11-30T22:30:00Z',
        dealership_slug: 'harbour-toyota',
      },
    });
    const html = renderToStaticMarkup(
      <LeadDetail
        lead={lead}
        {...base}
        places={{ dealerships: [{ slug: 'harbour-toyota', name: 'Harbour Toyota' }], locations: [] }}
      />,
    );
    expect(html).toContain('<h2>Trade-in car</h2>');
    expect(html).toContain('<dd>2017 Mazda CX-5</dd>');
    expect(html).toContain('<dd>$9,950</dd>');
    expect(html).toContain('<dd>98,000 km</dd>');
    expect(html).toContain('<dd>Tue 1 Dec, 9:30 am</dd>');
    expect(html).toContain('<dd>Harbour Toyota</dd>');
    expect(html).not.toContain('harbour-toyota');
    expect(html).not.toContain('<h2>Finance</h2>');
    expect(html).toContain('Abandoned');
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

describe('LeadDetail on a phone (issue 33)', () => {
  it('puts call, SMS and email and the car at the top, before the work', () => {
    const html = renderToStaticMarkup(<LeadDetail lead={leadDetail()} {...base} />);
    expect(html).toContain('href="sms:0400000000"');
    const car = html.indexOf('console-car');
    expect(car).toBeGreaterThan(html.indexOf('href="tel:0400000000"'));
    expect(car).toBeLessThan(html.indexOf('console-lead__work'));
  });

  it('makes the sections collapsible and hides the delivery log from a salesperson', () => {
    const html = renderToStaticMarkup(<LeadDetail lead={leadDetail()} {...base} showDeliveries={false} />);
    expect(html).toContain('<details class="console-panel console-section" open=""><summary><h2>Notes</h2>');
    expect(html).toContain('<summary><h2>Consent</h2></summary>');
    expect(html).toContain('<details class="console-panel console-section"><summary><h2>Campaign</h2>');
    expect(html).not.toContain('Delivery to the CRM');
    expect(html).not.toContain('crm@harbour.example');
  });

  it('carries the next note id, and shows the shopper timeline when there are two leads', () => {
    const second = { ...leadDetail(), id: 'lead-2', category: 'Finance Enquiry' };
    const html = renderToStaticMarkup(
      <LeadDetail lead={leadDetail()} {...base} noteId="n-1" shopperLeads={[leadDetail(), second]} />,
    );
    expect(html).toContain('name="noteId" value="n-1"');
    expect(html).toContain('data-testid="shopper-timeline"');
    expect(html).toContain('href="/console/leads/lead-2"');
    const alone = renderToStaticMarkup(
      <LeadDetail lead={leadDetail()} {...base} shopperLeads={[leadDetail()]} />,
    );
    expect(alone).not.toContain('shopper-timeline');
  });
});
