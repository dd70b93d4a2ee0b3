import { describe, expect, it } from 'vitest';
import {
  LEAD_CONTACT_FIELDS,
  LEAD_SOURCE,
  leadEnvelopeSchema,
  leadSaveResponseSchema,
  leadSchema,
} from './lead.js';
import { errorsOf } from './test-helpers.js';

describe('§3 lead', () => {
  it('defaults every contact field to an empty string', () => {
    const lead = leadSchema.parse({});
    for (const field of LEAD_CONTACT_FIELDS) expect(lead[field]).toBe('');
    expect(LEAD_CONTACT_FIELDS).toEqual([
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
    ]);
  });

  it('defaults classification and always-added text to empty strings and source to Website', () => {
    expect(leadSchema.parse({})).toEqual({
      name: '',
      first_name: '',
      last_name: '',
      phone: '',
      email: '',
      postcode: '',
      state: '',
      day: '',
      month: '',
      year: '',
      category: '',
      subcategory: '',
      dealership_slug: '',
      website_slug: '',
      url: '',
      source: 'Website',
      user_agent: '',
    });
    expect(LEAD_SOURCE).toBe('Website');
  });

  it('turns null and numbers in contact fields into text', () => {
    const lead = leadSchema.parse({ name: null, postcode: 4000, day: 9, year: 1990 });
    expect(lead).toMatchObject({ name: '', postcode: '4000', day: '9', year: '1990' });
  });

  it('keeps enquiry, progress and finance fields under their §3 names', () => {
    const input = {
      message: 'Hi',
      Rego: 'ABC123',
      location: 'brisbane',
      location_id: 3,
      manufacturer_slug: 'toyota',
      stock_number: 'S123',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: 991,
      car_dealership_id: '12',
      vehicle_status: 'in_stock',
      opt_in: true,
      additional_services: ['Finance', 'Trade-in'],
      terms_conditions: 'true',
      dateTime: '2026-03-14T10:30',
      lead_status: 'Incomplete',
      form_completed: false,
      skipped_steps: [2],
      step_number: 1,
      lead_attributes: { visited_pages: ['/cars'], linked_query_params: 'utm_source=google' },
      lead_id: 'a1b2',
      title: 'Mr',
      'Last Name': 'Lee',
      dateOfBirth: '1990-04-09',
      licenceType: 'Full',
      employmentType: 'Full Time',
      residencyStatus: 'NZ Citizen',
      livingSituation: 'Rent',
      currentAddress: '1 Queen St',
      purchasePriceBudget: 25000,
      preferredDealership: 'acme',
      gender: 'Male',
      'Deposit Amount': '5000',
      'Additional Comments': 'Thanks',
      consent: true,
      terms_agreed: true,
      utm_campaign: 'spring',
      utm_source: 'google',
      utm_medium: 'cpc',
      vehiclePriceBudget: '30000',
      finance_split_test_option: 'b',
      page_id: 7,
      visited_pages: ['/', '/cars'],
      linked_query_params: { utm_source: 'google' },
      'Ready to sell': 'Yes',
      'Best Deal': 'No',
    };
    const lead = leadSchema.parse(input);
    expect(lead).toMatchObject({ ...input, terms_conditions: true });
  });

  it('rejects wrong types with a path per field', () => {
    expect(
      errorsOf(leadSchema, {
        step_number: -1,
        finance_split_test_option: 'c',
        'Best Finance': 3,
        name: {},
      }),
    ).toEqual({
      step_number: expect.any(String),
      finance_split_test_option: expect.any(String),
      'Best Finance': expect.any(String),
      name: expect.any(String),
    });
  });

  it('keeps a site’s custom fields when they are plain values', () => {
    expect(leadSchema.parse({ 'Trade-in Odometer': '120000', Newsletter: true })).toMatchObject({
      'Trade-in Odometer': '120000',
      Newsletter: true,
    });
    expect(leadSchema.safeParse({ custom: { nested: 'object' } }).success).toBe(false);
  });

  it('is sent as an object named lead', () => {
    expect(leadEnvelopeSchema.parse({ lead: { name: 'Jo' } }).lead.name).toBe('Jo');
    expect(errorsOf(leadEnvelopeSchema, {})).toEqual({ lead: expect.any(String) });
    expect(errorsOf(leadEnvelopeSchema, { lead: { step_number: 'x' } })).toEqual({
      'lead.step_number': expect.any(String),
    });
  });

  it('a save response carries the id', () => {
    expect(leadSaveResponseSchema.parse({ id: 12, token: 't' })).toEqual({ id: 12, token: 't' });
    expect(leadSaveResponseSchema.safeParse({ error: 'nope' }).success).toBe(false);
  });
});
