import { describe, expect, it } from 'vitest';
import { leadContactProblems } from './lead-contact.js';
import { MESSAGES } from './messages.js';

describe('leadContactProblems (§5 contact formats when filled)', () => {
  it('should pass a lead whose contact fields are empty (a partial multi-step first step)', () => {
    expect(leadContactProblems({ email: '', phone: '  ', postcode: '' })).toEqual({});
  });

  it('should pass valid contact details', () => {
    expect(leadContactProblems({ email: 'jo@example.com', phone: '0412 345 678', postcode: '4000' })).toEqual(
      {},
    );
  });

  it('should name each filled field that is not valid, with its message', () => {
    expect(leadContactProblems({ email: 'jo@', phone: '12345', postcode: '40000' })).toEqual({
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      postcode: MESSAGES.postcode,
    });
  });

  it("should check the phone under the site's rule (NZ length cap on nz-site)", () => {
    const long = '+64 21 123 456 789 0';
    expect(leadContactProblems({ email: '', phone: long, postcode: '' }, 'nz-site')).toEqual({
      phone: MESSAGES.phoneTooLong,
    });
    expect(leadContactProblems({ email: '', phone: '021 123 4567', postcode: '' }, 'nz-site')).toEqual({});
  });
});
