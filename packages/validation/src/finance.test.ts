import { describe, expect, it } from 'vitest';
import { financeFormFields, financeFormSchema } from './finance.js';
import { AMOUNT_MESSAGE, PURCHASE_PRICE_MESSAGE } from './money.js';
import { FINANCE_BORROW_MAX, FINANCE_BORROW_MIN, PURCHASE_PRICE_HINT } from './options.js';
import { errorsOf } from './test-helpers.js';

const REQUIRED = '*This is a required field.';

const AU_APPLICANT = {
  first_name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  purchasePriceBudget: '25000',
};

const NZ_APPLICANT = {
  title: 'Ms',
  first_name: 'Aroha',
  last_name: 'Ngata',
  email: 'aroha@example.co.nz',
  phone: '021 123 4567',
  day: '09',
  month: '4',
  year: '1990',
  gender: 'Female',
  licenceType: 'Full',
  employmentType: 'Self Employed',
  residencyStatus: 'NZ Citizen',
  livingSituation: 'Own - Freehold',
  currentAddress: '1 Queen St, Auckland',
  purchasePriceBudget: '30000',
  terms_agreed: true,
};

describe('§5 finance form, AU', () => {
  const schema = financeFormSchema({ country: 'AU' });

  it('requires first and last name (and the other fields by default)', () => {
    expect(errorsOf(schema, {})).toEqual({
      first_name: REQUIRED,
      last_name: REQUIRED,
      email: REQUIRED,
      phone: REQUIRED,
      postcode: REQUIRED,
      purchasePriceBudget: REQUIRED,
    });
    expect(errorsOf(schema, { ...AU_APPLICANT, first_name: ' ', last_name: '' })).toEqual({
      first_name: REQUIRED,
      last_name: REQUIRED,
    });
  });

  it('deposit and comments are optional', () => {
    expect(schema.parse(AU_APPLICANT)).toEqual({
      ...AU_APPLICANT,
      'Deposit Amount': '',
      'Additional Comments': '',
    });
    expect(schema.parse({ ...AU_APPLICANT, 'Deposit Amount': '5000' })['Deposit Amount']).toBe('5000');
  });

  it('should refuse a budget or deposit that is not an amount, and a budget outside the stated range', () => {
    expect(
      errorsOf(schema, { ...AU_APPLICANT, purchasePriceBudget: 'abc', 'Deposit Amount': 'lots' }),
    ).toEqual({
      purchasePriceBudget: PURCHASE_PRICE_MESSAGE,
      'Deposit Amount': AMOUNT_MESSAGE,
    });
    expect(errorsOf(schema, { ...AU_APPLICANT, purchasePriceBudget: '200000' })).toEqual({
      purchasePriceBudget: PURCHASE_PRICE_MESSAGE,
    });
  });

  it('has no terms_agreed and no consent unless shown', () => {
    const fields = financeFormFields({ country: 'AU' });
    expect(fields).not.toHaveProperty('terms_agreed');
    expect(fields).not.toHaveProperty('consent');
  });

  it('requires consent where shown', () => {
    const withConsent = financeFormSchema({ country: 'AU', showConsent: true });
    expect(errorsOf(withConsent, AU_APPLICANT)).toEqual({ consent: REQUIRED });
    expect(errorsOf(withConsent, { ...AU_APPLICANT, consent: false })).toEqual({ consent: REQUIRED });
    expect(withConsent.parse({ ...AU_APPLICANT, consent: 'on' }).consent).toBe(true);
  });

  it('checks email, phone and postcode with the §5 messages', () => {
    expect(errorsOf(schema, { ...AU_APPLICANT, email: 'x', phone: '123', postcode: '40000' })).toEqual({
      email: 'invalid email address',
      phone: 'Invalid phone number. Must be Australian or New Zealand number.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });
});

describe('§5 finance form, NZ', () => {
  const schema = financeFormSchema({ country: 'NZ' });

  it('accepts a complete application', () => {
    expect(schema.parse(NZ_APPLICANT)).toMatchObject({ ...NZ_APPLICANT, 'Deposit Amount': '' });
  });

  it('requires terms_agreed', () => {
    expect(errorsOf(schema, { ...NZ_APPLICANT, terms_agreed: undefined })).toEqual({
      terms_agreed: REQUIRED,
    });
    expect(errorsOf(schema, { ...NZ_APPLICANT, terms_agreed: false })).toEqual({ terms_agreed: REQUIRED });
  });

  it('checks the date of birth parts', () => {
    expect(errorsOf(schema, { ...NZ_APPLICANT, day: '32', month: '0', year: '2021' })).toEqual({
      day: 'Please enter valid day (DD).',
      month: 'Please enter valid month (MM).',
      year: 'Please enter valid year (YYYY).',
    });
  });

  it('checks the §9 option lists', () => {
    expect(errorsOf(schema, { ...NZ_APPLICANT, residencyStatus: 'Tourist' })).toEqual({
      residencyStatus: 'Please choose one of the listed options.',
    });
    expect(errorsOf(schema, { ...NZ_APPLICANT, title: '' })).toEqual({ title: REQUIRED });
  });

  it('uses the NZ-site phone rule by default', () => {
    expect(errorsOf(schema, { ...NZ_APPLICANT, phone: '+64 21 123 4567' })).toEqual({
      phone: 'Invalid phone number. Too many characters.',
    });
    const relaxed = financeFormSchema({ country: 'NZ', phone: 'au-nz' });
    expect(errorsOf(relaxed, { ...NZ_APPLICANT, phone: '+64 21 123 4567' })).toBeNull();
  });

  it('takes site-specific extra fields', () => {
    const withDealer = financeFormSchema({ country: 'NZ', extraFields: { preferredDealership: {} } });
    expect(errorsOf(withDealer, NZ_APPLICANT)).toEqual({ preferredDealership: REQUIRED });
  });
});

describe('§5/§9 purchase price hint', () => {
  it('borrow from $5,000 up to $150,000', () => {
    expect(FINANCE_BORROW_MIN).toBe(5000);
    expect(FINANCE_BORROW_MAX).toBe(150000);
    expect(PURCHASE_PRICE_HINT).toBe('Borrow from $5,000 up to $150,000.');
  });
});
