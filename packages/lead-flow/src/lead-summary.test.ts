import { demoRegistry, type Site, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import {
  amountOf,
  isUnfinishedLead,
  kilometresOf,
  leadMoney,
  leadSections,
  leadTimeText,
} from './lead-summary.js';

const site = siteBySlug(demoRegistry(), 'harbour-auto') as Site;
const sectionsOf = (lead: Record<string, unknown>) =>
  Object.fromEntries(
    leadSections(lead, { site }).map((s) => [
      s.id,
      Object.fromEntries(s.rows.map((r) => [r.label, r.value])),
    ]),
  );

describe('leadMoney and amountOf', () => {
  it('should read amounts the way shoppers type them and refuse what is not one', () => {
    expect(leadMoney(9950)).toBe('$9,950');
    expect(leadMoney('9950')).toBe('$9,950');
    expect(leadMoney('$25,000')).toBe('$25,000');
    expect(amountOf(' 1 500.50 ')).toBe(1500.5);
    expect(leadMoney('abc')).toBeNull();
    expect(amountOf('1e5')).toBeNull();
    expect(amountOf(Number.NaN)).toBeNull();
  });
});

describe('kilometresOf', () => {
  it('should read odometers the way people write them, and refuse what is not one', () => {
    for (const written of [
      '85,000 km',
      '85000',
      '85000kms',
      '85 000 kilometres',
      '85k',
      '85K km',
      ' 85,000KM. ',
    ])
      expect(kilometresOf(written), written).toBe(85_000);
    expect(kilometresOf(48_210)).toBe(48_210);
    expect(kilometresOf('1,234,567 km')).toBe(1_234_567);
    for (const bad of ['', 'about 85', '85,00 km', '-5', 'km', null, {}])
      expect(kilometresOf(bad)).toBeNull();
  });

  it('should show an odometer written with its unit as the number and unit once (Odometer: 85,000 km)', () => {
    const rows = sectionsOf({ category: 'Trade-In', km: '85,000 km' })['trade-in'];
    expect(rows?.Odometer).toBe('85,000 km');
    expect(sectionsOf({ category: 'Trade-In', km: '85k' })['trade-in']?.Odometer).toBe('85,000 km');
  });
});

describe('leadTimeText', () => {
  it('should read a form’s wall time as the site’s and an instant in the site’s zone', () => {
    expect(leadTimeText('2026-12-01T09:30', 'Australia/Sydney')).toBe('Tue 1 Dec, 9:30 am');
    expect(leadTimeText('2026-12-01T00:05', 'Australia/Sydney')).toBe('Tue 1 Dec, 12:05 am');
    expect(leadTimeText('2026-11-30T22:30:00Z', 'Australia/Sydney')).toBe('Tue 1 Dec, 9:30 am');
    expect(leadTimeText('2026-11-30T22:30:00Z', 'Australia/Brisbane')).toBe('Tue 1 Dec, 8:30 am');
    expect(leadTimeText('2026-12-24', 'Australia/Sydney')).toBe('Thu 24 Dec 2026');
    expect(leadTimeText('next Tuesday', 'Australia/Sydney')).toBe('next Tuesday');
    expect(leadTimeText('2026-02-30T10:00', 'Australia/Sydney')).toBe('2026-02-30T10:00');
  });
});

describe('leadSections', () => {
  it('should put a trade-in’s car under the trade-in, not finance, with its estimate in dollars', () => {
    const s = sectionsOf({
      category: 'Trade-In',
      name: 'Sam Shopper',
      email: 'sam@example.com',
      Rego: 'XYZ789',
      regoState: 'NSW',
      make: 'Mazda',
      model: 'CX-5',
      year: '2017',
      km: '98000',
      'Do you have the spare key?': 'Yes',
      offer_price: 9950,
      valuation_id: 'v-1',
      website_slug: 'harbour-auto',
    });
    expect(s['trade-in']).toEqual({
      Car: '2017 Mazda CX-5',
      Rego: 'XYZ789',
      'Registered in': 'NSW',
      Odometer: '98,000 km',
      'Do you have the spare key?': 'Yes',
      Estimate: '$9,950',
    });
    expect(s.finance).toBeUndefined();
    expect(s.other).toBeUndefined();
    expect(s.shopper).toEqual({ Name: 'Sam Shopper', Email: 'sam@example.com' });
  });

  it('should name dealerships and locations, format the booking time and keep unknown answers', () => {
    const location = site.locations[0];
    const s = sectionsOf({
      category: 'Test Drive',
      first_name: 'Ann',
      last_name: 'Lee',
      dealership_slug: site.dealerships[0]?.slug,
      location: location?.slug,
      dateTime: '2026-12-01T09:30',
      'Favourite colour': 'Blue',
    });
    expect(s.car).toEqual({ Dealership: site.dealerships[0]?.name, Location: location?.location_name });
    expect(s.booking).toEqual({ 'Test drive': 'Tue 1 Dec, 9:30 am' });
    expect(s.other).toEqual({ 'Favourite colour': 'Blue' });
  });

  it('should show a finance application’s budget and birth date under finance', () => {
    const s = sectionsOf({
      category: 'Finance',
      purchasePriceBudget: '25000',
      'Deposit Amount': 'abc',
      day: '1',
      month: '2',
      year: '1990',
    });
    expect(s.finance).toEqual({ 'Purchase budget': '$25,000', Deposit: 'abc', 'Date of birth': '1/2/1990' });
  });

  it('should know an unfinished lead', () => {
    expect(isUnfinishedLead({ lead_status: 'Incomplete' })).toBe(true);
    expect(isUnfinishedLead({ form_completed: false })).toBe(true);
    expect(isUnfinishedLead({ lead_status: 'Complete', form_completed: true })).toBe(false);
  });
});
