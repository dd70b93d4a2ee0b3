import { demoRegistry, type Site } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { consumerInformationNotice, NOT_STATED, needsCin } from './cin.js';
import { makeCar } from './testing/car-fixture.js';

const site = (slug: string) => demoRegistry().sites.find((s) => s.slug === slug) as Site;
const kiwi = site('kiwi-motors');

const used = makeCar({
  car_type: 'used',
  body: 'SUV',
  colour: 'Silver',
  km: 84_210,
  vin: 'JM0KF4W7A00123456',
  fuel: 'Petrol',
  engine_size: '2488 cc',
  overseas_first_registered: 2017,
  nz_first_registered: 2019,
  imported_damaged: false,
  security_interest: false,
  wof_expiry: '2027-03-14',
  rego_expiry: '2027-01-31',
  price_type: 'drive_away',
});

describe('consumerInformationNotice', () => {
  it('is due for used and demonstrator vehicles on NZ sites only', () => {
    expect(needsCin({ car_type: 'used' }, kiwi)).toBe(true);
    expect(needsCin({ car_type: 'demo' }, kiwi)).toBe(true);
    expect(needsCin({ car_type: 'new' }, kiwi)).toBe(false);
    expect(needsCin({ car_type: 'used' }, site('harbour-auto'))).toBe(false);
  });

  it('carries every fact of the standard from the record and the site', () => {
    const cin = consumerInformationNotice(used, kiwi);
    const all = Object.fromEntries(
      [...(cin?.trader ?? []), ...(cin?.vehicle ?? []), ...(cin?.history ?? [])].map((r) => [
        r.label,
        r.value,
      ]),
    );
    expect(all).toMatchObject({
      Name: 'Kiwi Motors Limited',
      Address: '620 Great South Road, Penrose Auckland 1061',
      'Motor vehicle trader registration number': 'M555014',
      'Engine size and fuel': '2488 cc, Petrol',
      'Odometer reading': '84,210 km',
      'Year first registered in New Zealand': '2019',
      'Year first registered overseas': '2017',
      'Registered overseas as damaged or imported as damaged': 'No',
      'Warrant of Fitness expiry': '14 Mar 2027',
      'Licence (registration) expiry': '31 Jan 2027',
      'Cash price': '$25,990 Drive Away',
    });
    expect(cin?.securityInterest).toMatch(/^No security interest is registered/);
    expect(cin?.missing).toEqual([]);
  });

  it('says Not stated for what the feed did not give, and lists it', () => {
    const cin = consumerInformationNotice(makeCar({ car_type: 'used' }), kiwi);
    expect(cin?.history[0]).toEqual({ label: 'Year first registered in New Zealand', value: NOT_STATED });
    expect(cin?.missing).toContain('Security interest');
    expect(cin?.securityInterest).toMatch(/not stated/);
  });

  it('never infers "not registered overseas" from a first NZ registration alone', () => {
    const nzNew = makeCar({ car_type: 'used', nz_first_registered: 2016, overseas_first_registered: null });
    const cin = consumerInformationNotice(nzNew, kiwi);
    expect(cin?.history[1]).toEqual({ label: 'Year first registered overseas', value: NOT_STATED });
    expect(cin?.missing).toContain('Year first registered overseas');
  });

  it('is null for a new car', () => {
    expect(consumerInformationNotice(makeCar({ car_type: 'new' }), kiwi)).toBeNull();
  });
});
