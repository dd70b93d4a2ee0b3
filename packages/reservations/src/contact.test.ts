import { MESSAGES } from '@dealer/validation';
import { describe, expect, it } from 'vitest';
import { parseReservationContact, reservationContactSchema } from './contact.js';

const GOOD = { name: ' Sam Buyer ', email: 'sam@example.com ', phone: '+61 412 345 678', terms_agreed: 'on' };

describe('contact', () => {
  it('should keep the trimmed name, email and phone of valid §5 details', () => {
    expect(parseReservationContact(GOOD)).toEqual({
      ok: true,
      contact: { name: 'Sam Buyer', email: 'sam@example.com', phone: '+61 412 345 678' },
    });
  });

  it('should name each missing field with the §5 required message', () => {
    expect(parseReservationContact({})).toEqual({
      ok: false,
      fieldErrors: {
        name: MESSAGES.required,
        email: MESSAGES.required,
        phone: MESSAGES.required,
        terms_agreed: MESSAGES.required,
      },
    });
  });

  it('should give the §5 email and phone messages for malformed values', () => {
    const result = parseReservationContact({ ...GOOD, email: 'sam@', phone: '555 1234' });
    expect(result).toEqual({ ok: false, fieldErrors: { email: MESSAGES.email, phone: MESSAGES.phone } });
  });

  it('should apply the NZ-site phone length rule when the site asks for it (§9 under 15 characters)', () => {
    const long = { ...GOOD, phone: '+64 21 234 5678 ' };
    expect(parseReservationContact(long).ok).toBe(true);
    expect(parseReservationContact({ ...long, phone: '+64 (0)21 234 5678' }, 'nz-site')).toEqual({
      ok: false,
      fieldErrors: { phone: MESSAGES.phoneTooLong },
    });
  });

  it('should refuse unticked terms', () => {
    expect(parseReservationContact({ ...GOOD, terms_agreed: false })).toEqual({
      ok: false,
      fieldErrors: { terms_agreed: MESSAGES.required },
    });
  });

  it('should report a body that is not an object under root', () => {
    expect(parseReservationContact('sam')).toMatchObject({
      ok: false,
      fieldErrors: { root: expect.any(String) },
    });
    expect(reservationContactSchema().safeParse(null).success).toBe(false);
  });
});
