import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadSearchBox, LeadSearchResults, ShopperTimeline } from './LeadSearch';
import { leadSummary } from './test-leads';

const common = {
  sites: [{ slug: 'harbour-auto', name: 'Harbour Auto' }],
  timeZone: 'Australia/Sydney',
  now: 0,
};

describe('LeadSearchBox', () => {
  it('is a labelled GET search form to the results page, keeping the query', () => {
    const html = renderToStaticMarkup(<LeadSearchBox q="0412" />);
    expect(html).toContain('action="/console/leads/search"');
    expect(html).toContain('<search');
    expect(html).toContain('<label for="lead-search">Find a lead</label>');
    expect(html).toContain('value="0412"');
  });
});

describe('LeadSearchResults', () => {
  it('lists the matching leads linked to their pages', () => {
    const html = renderToStaticMarkup(<LeadSearchResults q="sam" leads={[leadSummary()]} {...common} />);
    expect(html).toContain('href="/console/leads/lead-1"');
    expect(html).toContain('Leads matching “sam”');
  });

  it('says when nothing matches, and asks for a query when there is none', () => {
    expect(renderToStaticMarkup(<LeadSearchResults q="zz" leads={[]} {...common} />)).toContain(
      'No lead matches “zz”.',
    );
    expect(renderToStaticMarkup(<LeadSearchResults q=" " leads={[]} {...common} />)).toContain('Type a name');
  });
});

describe('ShopperTimeline', () => {
  it('marks this lead and links the others; nothing for a lone lead', () => {
    const leads = [leadSummary(), leadSummary({ id: 'lead-2' })];
    const html = renderToStaticMarkup(<ShopperTimeline leadId="lead-1" leads={leads} timeZone="UTC" />);
    expect(html).toContain('(this lead)');
    expect(html).toContain('href="/console/leads/lead-2"');
    expect(renderToStaticMarkup(<ShopperTimeline leadId="lead-1" leads={[leads[0]!]} timeZone="UTC" />)).toBe(
      '',
    );
  });

  it('gives managers the unmerge and merge forms', () => {
    const Form = (props: { method: 'post'; children: ReactNode }) => <form {...props} />;
    const leads = [leadSummary(), leadSummary({ id: 'lead-2' })];
    const html = renderToStaticMarkup(
      <ShopperTimeline leadId="lead-1" leads={leads} timeZone="UTC" Form={Form} />,
    );
    expect(html).toContain('name="intent" value="unmerge"');
    expect(html).toContain('name="intoLeadId"');
    const alone = renderToStaticMarkup(
      <ShopperTimeline leadId="lead-1" leads={[leads[0]!]} timeZone="UTC" Form={Form} />,
    );
    expect(alone).not.toContain('unmerge');
    expect(alone).toContain('value="merge"');
  });
});
