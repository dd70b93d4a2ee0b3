/**
 * §3 what a received lead means for its record: whether the form is complete and what the shopper
 * consented to. The server stores both beside the lead; the rules are here so every lead call (create,
 * update, a reservation's lead) reads a lead the same way.
 */

/** The consent fields a lead may carry (§3: opt-in, the credit-check consent, the terms boxes). */
export interface LeadConsentFields {
  readonly opt_in?: boolean | undefined;
  readonly consent?: boolean | undefined;
  readonly terms_agreed?: boolean | undefined;
  readonly terms_conditions?: boolean | undefined;
}

export type ConsentPurpose = 'marketing' | 'credit_check' | 'terms';

/**
 * The purposes a lead answered, each true or false: opt_in → marketing, consent → credit_check, either
 * terms box → terms. Null when nothing was consented to (a record of refusals alone proves nothing).
 */
export function leadConsentPurposes(
  lead: LeadConsentFields,
): Partial<Record<ConsentPurpose, boolean>> | null {
  const purposes: Partial<Record<ConsentPurpose, boolean>> = {};
  if (lead.opt_in !== undefined) purposes.marketing = lead.opt_in;
  if (lead.consent !== undefined) purposes.credit_check = lead.consent;
  if (lead.terms_agreed !== undefined) purposes.terms = lead.terms_agreed;
  if (lead.terms_conditions !== undefined) purposes.terms = purposes.terms || lead.terms_conditions;
  return Object.values(purposes).some(Boolean) ? purposes : null;
}

/**
 * §4 a lead's form is complete when it says so; a lead without a lead status (a single-step form) is
 * complete, one with a status (a multi-step form's earlier step) is not until it says so.
 */
export function leadFormCompleted(lead: {
  readonly form_completed?: boolean | undefined;
  readonly lead_status?: string | undefined;
}): boolean {
  return lead.form_completed ?? lead.lead_status === undefined;
}
