import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineForm, FIELD_KINDS, FORM_VALIDATION_MODE } from './form.js';
import { errorsOf } from './test-helpers.js';

const REQUIRED = '*This is a required field.';

describe('§5 forms: defineForm', () => {
  it('validates on submit and revalidates on submit only', () => {
    expect(FORM_VALIDATION_MODE).toEqual({ mode: 'onSubmit', reValidateMode: 'onSubmit' });
  });

  it('lists the §3 field kinds', () => {
    for (const kind of ['string', 'textarea', 'email', 'phone', 'postcode', 'select', 'hidden', 'custom']) {
      expect(FIELD_KINDS).toContain(kind);
    }
    expect(FIELD_KINDS).toContain('card-expiry');
  });

  it('makes every field required by default and reports all at once', () => {
    const form = defineForm({ name: {}, email: { kind: 'email' }, phone: { kind: 'phone' } });
    expect(errorsOf(form, {})).toEqual({ name: REQUIRED, email: REQUIRED, phone: REQUIRED });
    expect(errorsOf(form, { name: ' ', email: 'x', phone: '1' })).toEqual({
      name: REQUIRED,
      email: 'invalid email address',
      phone: 'Invalid phone number. Must be Australian or New Zealand number.',
    });
  });

  it('applies each kind’s rule and trims text', () => {
    const form = defineForm({ name: {}, email: { kind: 'email' }, postcode: { kind: 'postcode' } });
    expect(form.parse({ name: ' Jo ', email: ' jo@x.co ', postcode: '4000' })).toEqual({
      name: 'Jo',
      email: 'jo@x.co',
      postcode: '4000',
    });
    expect(errorsOf(form, { name: 'Jo', email: 'jo@x.co', postcode: '400' })).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
  });

  it('uses the site phone rule', () => {
    const form = defineForm({ phone: { kind: 'phone', phone: 'nz-site' } });
    expect(errorsOf(form, { phone: '+64 21 123 4567' })).toEqual({
      phone: 'Invalid phone number. Too many characters.',
    });
  });

  it('optional fields accept blank as an empty string but still check a filled value', () => {
    const form = defineForm({ email: { kind: 'email', optional: true } });
    expect(form.parse({})).toEqual({ email: '' });
    expect(form.parse({ email: null })).toEqual({ email: '' });
    expect(errorsOf(form, { email: 'nope' })).toEqual({ email: 'invalid email address' });
  });

  it('hidden fields are not validated and pass through', () => {
    const form = defineForm({ name: {}, car_id: { kind: 'hidden' }, promo: { hidden: true, kind: 'email' } });
    expect(form.parse({ name: 'Jo', car_id: 42, promo: 'not-an-email' })).toEqual({
      name: 'Jo',
      car_id: 42,
      promo: 'not-an-email',
    });
    expect(form.parse({ name: 'Jo' })).toEqual({ name: 'Jo' });
    // Only plain values pass through.
    expect(form.parse({ name: 'Jo', car_id: { $gt: 1 } })).toEqual({ name: 'Jo' });
  });

  it('a field conditional on another is checked only once that one is filled without error', () => {
    const form = defineForm({ trade_in: { optional: true }, rego: { when: { filled: 'trade_in' } } });
    expect(form.parse({})).toEqual({ trade_in: '' });
    expect(errorsOf(form, { trade_in: 'yes' })).toEqual({ rego: REQUIRED });
    expect(form.parse({ trade_in: 'yes', rego: 'ABC123' })).toEqual({ trade_in: 'yes', rego: 'ABC123' });

    const chained = defineForm({ email: { kind: 'email' }, confirm: { when: { filled: 'email' } } });
    // email has an error, so confirm is not asked for (and not reported).
    expect(errorsOf(chained, { email: 'bad' })).toEqual({ email: 'invalid email address' });
    // A stale value of an inactive field is dropped.
    expect(errorsOf(chained, { email: 'bad', confirm: 'x' })).toEqual({ email: 'invalid email address' });
  });

  it('a field conditional on a function', () => {
    const form = defineForm({
      contact_by: { kind: 'select', options: ['phone', 'email'] },
      phone: { kind: 'phone', when: (values) => values.contact_by === 'phone' },
    });
    expect(form.parse({ contact_by: 'email', phone: 'junk' })).toEqual({ contact_by: 'email' });
    expect(errorsOf(form, { contact_by: 'phone' })).toEqual({ phone: REQUIRED });
  });

  it('select checks its options', () => {
    const form = defineForm({ title: { kind: 'select', options: ['Mr', 'Ms'] } });
    expect(errorsOf(form, { title: '' })).toEqual({ title: REQUIRED });
    expect(errorsOf(form, { title: 'Dr' })).toEqual({ title: 'Please choose one of the listed options.' });
    expect(form.parse({ title: 'Ms' })).toEqual({ title: 'Ms' });
  });

  it('checkboxes: required means ticked; a default applies when the value is missing', () => {
    const form = defineForm({
      consent: { kind: 'checkbox' },
      opt_in: { kind: 'checkbox', optional: true, default: true },
    });
    expect(errorsOf(form, { consent: false })).toEqual({ consent: REQUIRED });
    expect(form.parse({ consent: 'on' })).toEqual({ consent: true, opt_in: true });
    expect(form.parse({ consent: true, opt_in: false })).toEqual({ consent: true, opt_in: false });
  });

  it('per-field rule override', () => {
    const form = defineForm({ rego: { rule: z.string().regex(/^[A-Z0-9]{1,7}$/, 'Invalid rego.') } });
    expect(errorsOf(form, { rego: 'abc 123 456' })).toEqual({ rego: 'Invalid rego.' });
    expect(errorsOf(form, { rego: '' })).toEqual({ rego: REQUIRED });
    expect(form.parse({ rego: 'ABC123' })).toEqual({ rego: 'ABC123' });
  });

  it('custom required message and custom required rule', () => {
    const form = defineForm({
      name: { required: 'Tell us your name' },
      mobile: {
        optional: true,
        required: (value, values) =>
          values.callback !== 'yes' || typeof value === 'string' || 'We need a number to call you back',
      },
      callback: { optional: true },
    });
    expect(errorsOf(form, {})).toEqual({ name: 'Tell us your name' });
    expect(errorsOf(form, { name: 'Jo', callback: 'yes' })).toEqual({
      mobile: 'We need a number to call you back',
    });
    expect(form.parse({ name: 'Jo' })).toEqual({ name: 'Jo', mobile: '', callback: '' });
  });

  it('nested rule issues keep their path under the field', () => {
    const form = defineForm({ dob: { rule: z.object({ year: z.string().length(4, 'YYYY') }) } });
    expect(errorsOf(form, { dob: { year: '90' } })).toEqual({ 'dob.year': 'YYYY' });
  });

  it('drops unknown keys and rejects a non-object', () => {
    const form = defineForm({ name: {} });
    expect(form.parse({ name: 'Jo', admin: true })).toEqual({ name: 'Jo' });
    expect(form.safeParse('Jo').success).toBe(false);
  });

  it('refuses a spec that depends on a missing field or on itself', () => {
    expect(() => defineForm({ a: { when: { filled: 'b' } } })).toThrow(/unknown field 'b'/);
    expect(() => defineForm({ a: { when: { filled: 'b' } }, b: { when: { filled: 'a' } } })).toThrow(/cycle/);
  });

  it('infers the values type', () => {
    const form = defineForm({
      name: {},
      consent: { kind: 'checkbox' },
      car_id: { kind: 'hidden' },
      rego: { when: { filled: 'name' } },
      year: { rule: z.coerce.number() },
    });
    expectTypeOf<z.output<typeof form>>().toEqualTypeOf<{
      name: string;
      consent: boolean;
      year: number | '';
      car_id?: string | number | boolean;
      rego?: string;
    }>();
  });
});
