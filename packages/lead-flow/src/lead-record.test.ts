import { describe, expect, it } from 'vitest';
import { leadConsentPurposes, leadFormCompleted } from './lead-record.js';

describe('leadConsentPurposes (§3)', () => {
  it('should map opt-in, credit-check consent and either terms box to their purposes', () => {
    expect(
      leadConsentPurposes({ opt_in: true, consent: false, terms_agreed: false, terms_conditions: true }),
    ).toEqual({
      marketing: true,
      credit_check: false,
      terms: true,
    });
  });

  it('should record nothing when nothing was consented to', () => {
    expect(leadConsentPurposes({})).toBeNull();
    expect(leadConsentPurposes({ opt_in: false, terms_agreed: false })).toBeNull();
  });
});

describe('leadFormCompleted (§4)', () => {
  it('should take the lead’s own word, else count a lead without a status as complete', () => {
    expect(leadFormCompleted({})).toBe(true);
    expect(leadFormCompleted({ lead_status: 'Incomplete' })).toBe(false);
    expect(leadFormCompleted({ lead_status: 'Incomplete', form_completed: true })).toBe(true);
    expect(leadFormCompleted({ form_completed: false })).toBe(false);
  });
});
