import { describe, expect, it } from 'vitest';
import { enquiryFormFields, enquiryFormSchema, testDriveDateSchema } from './enquiry.js';
import { errorsOf, messageOf } from './test-helpers.js';

const REQUIRED = '*This is a required field.';
const SHOPPER = { name: 'Jo Bloggs', email: 'jo@example.com', phone: '0412 345 678' };

describe('§5 enquiry form', () => {
  it('requires the message on a page form', () => {
    const schema = enquiryFormSchema();
    expect(errorsOf(schema, SHOPPER)).toEqual({ message: REQUIRED });
    expect(schema.parse({ ...SHOPPER, message: 'Is it available?' })).toEqual({
      ...SHOPPER,
      message: 'Is it available?',
      opt_in: true,
    });
  });

  it('has no message at all when the message is disabled', () => {
    const schema = enquiryFormSchema({ messageDisabled: true });
    expect(schema.parse({ ...SHOPPER, message: 'ignored' })).toEqual({ ...SHOPPER, opt_in: true });
  });

  it.each(['modal', 'request-photos'] as const)('message is optional in the %s', (variant) => {
    const schema = enquiryFormSchema({ variant });
    expect(schema.parse(SHOPPER)).toEqual({ ...SHOPPER, message: '', opt_in: true });
  });

  it('requires name, email and phone', () => {
    expect(errorsOf(enquiryFormSchema({ variant: 'modal' }), {})).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      phone: REQUIRED,
    });
    expect(errorsOf(enquiryFormSchema({ variant: 'modal', nameFields: 'first-last' }), {})).toEqual({
      first_name: REQUIRED,
      last_name: REQUIRED,
      email: REQUIRED,
      phone: REQUIRED,
    });
  });

  it('requires location and dealership only when shown', () => {
    const hidden = enquiryFormFields({ variant: 'modal' });
    expect(hidden).not.toHaveProperty('location');
    expect(hidden).not.toHaveProperty('dealership_slug');
    const shown = enquiryFormSchema({ variant: 'modal', showLocation: true, showDealership: true });
    expect(errorsOf(shown, SHOPPER)).toEqual({ location: REQUIRED, dealership_slug: REQUIRED });
    expect(shown.parse({ ...SHOPPER, location: 'brisbane', dealership_slug: 'acme-motors' })).toMatchObject({
      location: 'brisbane',
      dealership_slug: 'acme-motors',
    });
  });

  it('requires the category only when selectable', () => {
    expect(enquiryFormFields()).not.toHaveProperty('category');
    const selectable = enquiryFormSchema({ variant: 'modal', categorySelectable: true });
    expect(errorsOf(selectable, SHOPPER)).toEqual({ category: REQUIRED });
    const listed = enquiryFormSchema({
      variant: 'modal',
      categorySelectable: true,
      categories: ['Service', 'Parts'],
    });
    expect(errorsOf(listed, { ...SHOPPER, category: 'Fleet' })).toEqual({
      category: 'Please choose one of the listed options.',
    });
    expect(listed.parse({ ...SHOPPER, category: 'Parts' }).category).toBe('Parts');
  });

  it('opt-in defaults to true and can be unticked', () => {
    const schema = enquiryFormSchema({ variant: 'modal' });
    expect(schema.parse(SHOPPER).opt_in).toBe(true);
    expect(schema.parse({ ...SHOPPER, opt_in: false }).opt_in).toBe(false);
    expect(schema.parse({ ...SHOPPER, opt_in: 'off' }).opt_in).toBe(false);
  });

  it('the test-drive date is optional, and a date when given', () => {
    const schema = enquiryFormSchema({ variant: 'modal', testDrive: true });
    expect(schema.parse(SHOPPER).dateTime).toBe('');
    expect(schema.parse({ ...SHOPPER, dateTime: '2026-03-14T10:30' }).dateTime).toBe('2026-03-14T10:30');
    expect(errorsOf(schema, { ...SHOPPER, dateTime: 'next Tuesday' })).toEqual({
      dateTime: 'Please enter a valid date.',
    });
  });

  it('test-drive date formats', () => {
    for (const ok of [
      '2026-03-14',
      '2026-03-14T10:30',
      '2026-03-14 10:30:15',
      '2026-03-14T10:30:00.000Z',
      '2026-03-14T10:30+13:00',
    ]) {
      expect(messageOf(testDriveDateSchema, ok)).toBeNull();
    }
    for (const bad of ['14/03/2026', '2026-13-01', '2026-02-30T10:00Z', '2026-03-14T24:00']) {
      expect(messageOf(testDriveDateSchema, bad)).toBe('Please enter a valid date.');
    }
  });

  it('uses the site phone rule', () => {
    const schema = enquiryFormSchema({ variant: 'modal', phone: 'nz-site' });
    expect(errorsOf(schema, { ...SHOPPER, phone: '+64 21 123 4567' })).toEqual({
      phone: 'Invalid phone number. Too many characters.',
    });
  });

  it('asks for a postcode when shown', () => {
    const schema = enquiryFormSchema({ variant: 'modal', showPostcode: true });
    expect(errorsOf(schema, { ...SHOPPER, postcode: '123' })).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });
});
