import { z } from 'zod';
import { isBlank, optionalTextSchema, requiredText } from './required.js';

/** §3 stored user details, as kept in the browser to prefill the next form. */
export const storedUserDetailsSchema = z.object({
  name: requiredText(),
  last_name: optionalTextSchema,
  email: requiredText(),
  phone: requiredText(),
  postcode: optionalTextSchema,
});
export type StoredUserDetails = z.output<typeof storedUserDetailsSchema>;

/** §5 Remembering details: only when name, email and phone are all present (non-blank). */
export function canRememberDetails(values: Readonly<Record<string, unknown>>): boolean {
  return !isBlank(values.name) && !isBlank(values.email) && !isBlank(values.phone);
}

/** The details worth remembering from submitted values, or null when §5 says not to remember them. */
export function detailsToRemember(values: Readonly<Record<string, unknown>>): StoredUserDetails | null {
  if (!canRememberDetails(values)) return null;
  const parsed = storedUserDetailsSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
