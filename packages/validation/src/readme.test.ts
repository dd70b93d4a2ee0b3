import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AU_STATES,
  defineForm,
  enquiryFormSchema,
  fieldErrors,
  financeFormSchema,
  leadEnvelopeSchema,
  normalisePhone,
  phoneSchema,
} from './index.js';

// The README's examples, kept honest.
describe('README examples', () => {
  it('quick example', () => {
    expect(phoneSchema.safeParse('+61 412 345 678').success).toBe(true);
    expect(normalisePhone('0061 412-345-678')).toBe('0412345678');
    const form = enquiryFormSchema({ variant: 'modal', showLocation: true });
    const result = form.safeParse({ name: 'Jo', email: 'jo@x', phone: '12345' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      email: 'invalid email address',
      phone: 'Invalid phone number. Must be Australian or New Zealand number.',
      location: '*This is a required field.',
    });
    expect(
      financeFormSchema({ country: 'NZ', showConsent: true }).safeParse({}).error?.issues,
    ).toContainEqual(expect.objectContaining({ path: ['terms_agreed'] }));
    expect(leadEnvelopeSchema.parse({ lead: { name: 'Jo' } }).lead.email).toBe('');
  });

  it('defineForm example', () => {
    const tradeIn = defineForm({
      name: {},
      email: { kind: 'email' },
      phone: { kind: 'phone', phone: 'nz-site' },
      has_trade_in: { kind: 'checkbox', optional: true },
      rego: { when: (v) => v.has_trade_in === true },
      regoState: { kind: 'select', options: AU_STATES, when: { filled: 'rego' } },
      car_id: { kind: 'hidden' },
      comments: { kind: 'textarea', optional: true },
      odometer: { rule: z.coerce.number().int().min(0) },
      mobile: {
        required: (value, values) => values.callback !== 'yes' || !!value || 'We need your number',
      },
    });
    const base = { name: 'Jo', email: 'jo@x.co', phone: '021 123 4567', odometer: '120000', car_id: 7 };
    expect(tradeIn.parse(base)).toEqual({
      ...base,
      has_trade_in: false,
      comments: '',
      odometer: 120000,
      mobile: '',
    });
    expect(fieldErrors(tradeIn.safeParse({ ...base, has_trade_in: true, callback: 'yes' }).error!)).toEqual({
      rego: '*This is a required field.',
      mobile: 'We need your number',
    });
    expect(fieldErrors(tradeIn.safeParse({ ...base, has_trade_in: true, rego: 'ABC1' }).error!)).toEqual({
      regoState: '*This is a required field.',
    });
  });
});
