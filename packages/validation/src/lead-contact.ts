import { emailSchema } from './email.js';
import type { Lead } from './lead.js';
import { type PhoneRule, phoneSchemaFor } from './phone.js';
import { postcodeSchema } from './postcode.js';

/**
 * §5 contact formats on a lead, checked when filled: a multi-step first step may leave them empty (the
 * lead schema allows a partial lead), but a filled email, phone or postcode must be valid — for the phone,
 * under the site's rule (`sitePhoneRule`). The problems by field name; empty when all is well.
 */
export function leadContactProblems(
  lead: Pick<Lead, 'email' | 'phone' | 'postcode'>,
  phoneRule: PhoneRule = 'au-nz',
): Record<string, string> {
  const checks = [
    ['email', emailSchema],
    ['phone', phoneSchemaFor(phoneRule)],
    ['postcode', postcodeSchema],
  ] as const;
  const problems: Record<string, string> = {};
  for (const [field, schema] of checks) {
    const value = lead[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const result = schema.safeParse(value);
    if (!result.success) problems[field] = result.error.issues[0]?.message ?? 'Invalid value';
  }
  return problems;
}
