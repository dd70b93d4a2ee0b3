import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { adfDtdErrors } from '../testing/adf-dtd.js';
import { adfXml } from './adf.js';
import { adfInterest, leadComments, leadProspect } from './lead-prospect.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto') as Site;
const provider = { name: 'Dealer Platform', service: 'Website lead' };
const receivedAt = new Date('2026-11-24T01:00:00Z');

describe('leadProspect', () => {
  it('should take the interest from the §3 category', () => {
    expect(adfInterest('Test Drive')).toBe('test-drive');
    expect(adfInterest('Book a test-drive')).toBe('test-drive');
    expect(adfInterest('Trade-In Valuation')).toBe('trade-in');
    expect(adfInterest('Sell My Car')).toBe('trade-in');
    expect(adfInterest('General Enquiry')).toBe('buy');
    expect(adfInterest('Finance')).toBe('buy');
  });

  it('should describe the stock car, the shopper and the lead’s dealership with its location contact', () => {
    const prospect = leadProspect({
      leadId: 'lead-1',
      receivedAt,
      site,
      provider,
      lead: {
        category: 'Test Drive',
        first_name: 'Ann',
        last_name: 'Lee',
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '0412 345 678',
        dealership_slug: 'harbour-toyota',
        message: 'Saturday please',
        dateTime: '2026-11-28T10:00',
        'Vehicle Make': 'Toyota',
      },
      car: {
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        vin: 'VIN1',
        stocknum: 'S1',
        odometer: 1000,
        price: 25_000,
        status: 'used',
      },
    });
    expect(prospect.vehicles).toEqual([
      {
        interest: 'test-drive',
        status: 'used',
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        vin: 'VIN1',
        stock: 'S1',
        odometer: 1000,
        price: 25_000,
        currency: 'AUD',
        comments: null,
      },
    ]);
    expect(prospect.customer).toEqual({
      name: 'Ann Lee',
      first: 'Ann',
      last: 'Lee',
      email: 'ann@example.com',
      phone: '0412 345 678',
    });
    expect(prospect.vendor).toMatchObject({
      name: 'Harbour Toyota',
      contact: { email: 'toyota@harbour-auto.example' },
    });
    expect(prospect.comments).toBe('Saturday please\nCategory: Test Drive\nRequested time: 2026-11-28T10:00');
    expect(adfDtdErrors(adfXml(prospect))).toEqual([]);
  });

  it('should write the shopper’s own car as the trade-in and fall back to the site as vendor', () => {
    const prospect = leadProspect({
      leadId: 'lead-2',
      receivedAt,
      site,
      provider,
      lead: {
        category: 'Trade-In Valuation',
        name: 'Jo',
        phone: '0400 000 000',
        Rego: 'ABC123',
        'Vehicle Make': 'Ford',
        'Vehicle Model': 'Focus',
      },
    });
    expect(prospect.vehicles).toMatchObject([
      { interest: 'trade-in', make: 'Ford', comments: 'Rego ABC123' },
    ]);
    expect(prospect.vendor.name).toBe(site.name);
    expect(adfDtdErrors(adfXml(prospect))).toEqual([]);
  });

  it('should keep the interest when the lead names no car', () => {
    const prospect = leadProspect({
      leadId: 'l',
      receivedAt,
      site,
      provider,
      lead: { category: 'Test Drive', name: 'Jo' },
    });
    expect(prospect.vehicles).toEqual([{ interest: 'test-drive' }]);
    expect(adfDtdErrors(adfXml(prospect))).toEqual([]);
  });

  it('should list the answers in the comments and skip objects and blanks', () => {
    expect(
      leadComments({
        message: ' Hi ',
        postcode: '2000',
        visited_pages: ['/a'],
        utm_source: '',
        source: 'Website',
      }),
    ).toBe('Hi\nPostcode: 2000\nSource: Website');
  });
});
