import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { adfDtdErrors } from '@dealer/test-utils/adf-dtd';
import { describe, expect, it } from 'vitest';
import { adfXml } from './adf.js';
import { adfInterest, INCOMPLETE_NOTE, leadComments, leadProspect } from './lead-prospect.js';

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

  it('should write a trade-in odometer typed with commas and a unit ("85,000 km") as the ADF number', () => {
    const xml = adfXml(
      leadProspect({
        leadId: 'lead-1',
        receivedAt,
        site,
        provider,
        lead: { category: 'Trade-In', make: 'Mazda', model: 'CX-5', year: '2019', km: '85,000 km' },
      }),
    );
    expect(xml).toContain('<odometer units="km">85000</odometer>');
    expect(adfDtdErrors(xml)).toEqual([]);
  });

  it('should date the request in the site’s zone, with its offset (an NZ site in Auckland time)', () => {
    const kiwi = siteBySlug(demoRegistry(), 'kiwi-motors') as Site;
    const input = { leadId: 'lead-1', receivedAt, provider, lead: { category: 'General Enquiry' } };
    expect(adfXml(leadProspect({ ...input, site }))).toContain(
      '<requestdate>2026-11-24T12:00:00+11:00</requestdate>',
    );
    expect(adfXml(leadProspect({ ...input, site: kiwi }))).toContain(
      '<requestdate>2026-11-24T14:00:00+13:00</requestdate>',
    );
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
        trim: null,
        comments: null,
      },
    ]);
    expect(prospect.customer).toEqual({
      name: 'Ann Lee',
      first: 'Ann',
      last: 'Lee',
      email: 'ann@example.com',
      phone: '0412 345 678',
      postcode: '',
    });
    expect(prospect.vendor).toMatchObject({
      name: 'Harbour Toyota',
      contact: { email: 'toyota@harbour-auto.example' },
    });
    // The test-drive time is the wall time the shopper chose at the dealer: read in the site's words.
    expect(prospect.comments).toContain('Booking\nTest drive: Sat 28 Nov, 10:00 am');
    expect(prospect.comments).toContain('Message: Saturday please');
    expect(prospect.comments).toContain('Dealership: Harbour Toyota');
    expect(prospect.comments).not.toContain('harbour-toyota');
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
      { interest: 'trade-in', make: 'Ford', model: 'Focus', comments: 'Rego ABC123' },
    ]);
    expect(prospect.vendor.name).toBe(site.name);
    expect(adfDtdErrors(adfXml(prospect))).toEqual([]);
  });

  // The lead a 3-step trade-in from a car page leaves once finished (the form's own keys).
  const tradeIn = {
    category: 'Trade-In',
    Rego: 'XYZ789',
    regoState: 'NSW',
    make: 'Mazda',
    model: 'CX-5',
    year: '2017',
    km: '98000',
    'Has the car been in an accident or had hail damage?': 'No',
    'Do you have the spare key?': 'Yes',
    name: 'Sam Shopper',
    email: 'sam@example.com',
    phone: '0412 345 678',
    postcode: '2000',
    valuation_id: 'v-1',
    offer_price: 9950,
    car_id: 12,
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'Corolla',
    lead_status: 'Complete',
    form_completed: true,
  };

  it('should write the car of interest and the trade-in as a second vehicle with its estimate', () => {
    const prospect = leadProspect({
      leadId: 'lead-3',
      receivedAt,
      site,
      provider,
      lead: tradeIn,
      car: {
        year: 2021,
        make: 'Toyota',
        model: 'Corolla',
        trim: 'Ascent Sport',
        stocknum: 'S1',
        price: 27_990,
        status: 'used',
      },
    });
    expect(prospect.vehicles).toEqual([
      expect.objectContaining({ interest: 'buy', make: 'Toyota', trim: 'Ascent Sport', price: 27_990 }),
      {
        interest: 'trade-in',
        status: 'used',
        year: '2017',
        make: 'Mazda',
        model: 'CX-5',
        odometer: 98_000,
        price: 9950,
        currency: 'AUD',
        comments:
          'Rego XYZ789 (NSW); Has the car been in an accident or had hail damage? No; Do you have the spare key? Yes',
      },
    ]);
    const xml = adfXml(prospect);
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2017</year><make>Mazda</make><model>CX-5</model>' +
        '<odometer units="km">98000</odometer><price type="appraisal" currency="AUD">9950</price>',
    );
    expect(xml).toContain('<trim>Ascent Sport</trim>');
    expect(xml).toContain('<address><street line="1"></street><postalcode>2000</postalcode></address>');
    expect(prospect.comments).toContain('Trade-in car\nCar: 2017 Mazda CX-5\nRego: XYZ789');
    expect(prospect.comments).toContain('Estimate: $9,950');
    expect(prospect.comments).not.toContain('INCOMPLETE');
  });

  it('should carry a finance application’s answers and say when it was never finished', () => {
    const prospect = leadProspect({
      leadId: 'lead-4',
      receivedAt,
      site,
      provider,
      incomplete: true,
      lead: {
        category: 'Finance',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        phone: '0412 345 678',
        postcode: '4000',
        preferredDealership: 'harbour-toyota',
        purchasePriceBudget: '25000',
        'Deposit Amount': '5000',
        lead_status: 'Incomplete',
        form_completed: false,
      },
    });
    expect(prospect.comments?.startsWith(INCOMPLETE_NOTE)).toBe(true);
    expect(prospect.comments).toContain(
      'Finance\nPurchase budget: $25,000\nDeposit: $5,000\nPreferred dealership: Harbour Toyota',
    );
    expect(prospect.vehicles).toEqual([{ interest: 'buy' }]);
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
      leadComments(
        { message: ' Hi ', postcode: '2000', visited_pages: ['/a'], utm_source: '', source: 'Website' },
        site,
      ),
    ).toBe('Shopper\nPostcode: 2000\n\nEnquiry\nMessage: Hi\n\nCampaign\nSource: Website');
  });
});
