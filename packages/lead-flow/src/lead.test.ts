import { describe, expect, it } from 'vitest';
import { buildLead, type LeadContext, leadName } from './lead.js';

function context(overrides: Partial<LeadContext> = {}): LeadContext {
  return {
    site: {
      slug: 'demo-motors',
      leads: { yes_no_fields: false },
      dealerships: [{ id: 1, slug: 'demo-dealer', name: 'Demo', manufacturers: [] }],
    },
    url: 'https://demo.test/contact',
    userAgent: 'UA/1.0',
    ...overrides,
  };
}

describe('lead', () => {
  it('should default every §3 contact field to an empty string', () => {
    const lead = buildLead({}, context());
    for (const field of [
      'name',
      'first_name',
      'last_name',
      'phone',
      'email',
      'postcode',
      'state',
      'day',
      'month',
      'year',
    ]) {
      expect(lead[field]).toBe('');
    }
  });

  it('should always add dealership_slug, website_slug, url, source and user_agent (§3)', () => {
    expect(buildLead({ email: ' a@b.co ' }, context())).toMatchObject({
      email: 'a@b.co',
      dealership_slug: 'demo-dealer',
      website_slug: 'demo-motors',
      url: 'https://demo.test/contact',
      source: 'Website',
      user_agent: 'UA/1.0',
    });
  });

  it('should prefer the form dealership, then the context one', () => {
    expect(
      buildLead({ dealership_slug: 'form-one' }, context({ dealershipSlug: 'ctx' })).dealership_slug,
    ).toBe('form-one');
    expect(buildLead({}, context({ dealershipSlug: 'ctx' })).dealership_slug).toBe('ctx');
  });

  it.each([
    [undefined, 'Ann', 'Ann'],
    ['', 'Ann', 'Ann'],
    ['undefined undefined', 'Ann', 'Ann'],
    ['Ann Lee', 'Ann', 'Ann Lee'],
    [undefined, undefined, ''],
  ])('should fall back to the first name (§3): name %j, first %j → %j', (name, first, expected) => {
    expect(leadName(name, first)).toBe(expected);
    expect(buildLead({ name, first_name: first }, context()).name).toBe(expected);
  });

  it('should name a finance applicant in full: first and last name (§3 finance fields)', () => {
    expect(leadName(undefined, 'Ann', 'Lee')).toBe('Ann Lee');
    expect(buildLead({ first_name: 'Ann', last_name: 'Lee' }, context()).name).toBe('Ann Lee');
    expect(buildLead({ first_name: 'Ann', 'Last Name': 'Lee' }, context()).name).toBe('Ann Lee');
    expect(buildLead({ name: 'Ann Lee-Smith', first_name: 'Ann', last_name: 'Lee' }, context()).name).toBe(
      'Ann Lee-Smith',
    );
  });

  it('should attach visit tracking as top-level fields and lead_attributes when present', () => {
    const lead = buildLead(
      {},
      context({ visitedPages: ['/', '/cars/x'], linkedQueryParams: 'utm_source=g' }),
    );
    expect(lead.visited_pages).toEqual(['/', '/cars/x']);
    expect(lead.linked_query_params).toBe('utm_source=g');
    expect(lead.lead_attributes).toEqual({
      visited_pages: ['/', '/cars/x'],
      linked_query_params: 'utm_source=g',
    });
    const bare = buildLead({}, context({ visitedPages: [] }));
    expect(bare).not.toHaveProperty('visited_pages');
    expect(bare).not.toHaveProperty('lead_attributes');
  });

  it.each([
    [true, 'Yes'],
    ['true', 'Yes'],
    ['on', 'Yes'],
    ['Yes', 'Yes'],
    [false, 'No'],
    ['', 'No'],
    [null, 'No'],
  ])('should turn the four §3 fields into Yes/No on yes_no sites: %j → %s', (value, expected) => {
    const site = { ...context().site, leads: { yes_no_fields: true } };
    const lead = buildLead(
      { 'Ready to sell': value, 'Valuation guide': value, 'Best Finance': value, 'Best Deal': value },
      context({ site }),
    );
    expect([lead['Ready to sell'], lead['Valuation guide'], lead['Best Finance'], lead['Best Deal']]).toEqual(
      [expected, expected, expected, expected],
    );
  });

  it('should leave those fields alone on other sites and not invent absent ones', () => {
    expect(buildLead({ 'Best Deal': true }, context())['Best Deal']).toBe(true);
    const site = { ...context().site, leads: { yes_no_fields: true } };
    expect(buildLead({}, context({ site }))).not.toHaveProperty('Best Deal');
  });

  it('should pass enquiry, progress and finance fields through as JSON and drop non-JSON values', () => {
    const lead = buildLead(
      {
        message: 'Hi',
        opt_in: true,
        car_id: 12,
        additional_services: ['Finance', 'Trade-in'],
        currentAddress: { street: '1 Main St', postcode: '4000', extra: undefined },
        dateTime: new Date('2026-01-02T03:04:05Z'),
        finance_split_test_option: 'a',
        callback: () => 1,
        bad: Number.NaN,
      },
      context(),
    );
    expect(lead).toMatchObject({
      message: 'Hi',
      opt_in: true,
      car_id: 12,
      additional_services: ['Finance', 'Trade-in'],
      currentAddress: { street: '1 Main St', postcode: '4000' },
      dateTime: '2026-01-02T03:04:05.000Z',
      finance_split_test_option: 'a',
    });
    expect(lead).not.toHaveProperty('callback');
    expect(lead).not.toHaveProperty('bad');
  });

  it('should not let form values overwrite the always-added fields', () => {
    const lead = buildLead({ source: 'Hacker', website_slug: 'other-site' }, context());
    expect(lead.source).toBe('Website');
    expect(lead.website_slug).toBe('demo-motors');
  });
});
