import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { storableTextSchema } from './storable.js';

/**
 * §5 "Fields are required by default": a value counts as missing when it is undefined, null, an empty
 * or whitespace-only string, or an empty list. (A checkbox's `false` is handled by `checkedSchema`.)
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Missing (undefined/null) gets the required message; another type gets a plain "not text" message. */
function textTypeError(requiredMessage: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage : MESSAGES.notText;
}

/**
 * A required text field: trimmed, and '*This is a required field.' when blank.
 * Numbers are accepted and turned into text (a postcode or a day may arrive as a number from JSON).
 */
export function requiredText(requiredMessage: string = MESSAGES.required) {
  return z
    .union([z.string(), z.number().transform(String)], { error: textTypeError(requiredMessage) })
    .pipe(z.string().trim().min(1, requiredMessage))
    .pipe(storableTextSchema);
}

/** The plain required text field with the §5 default message. */
export const requiredTextSchema = requiredText();

/** Optional text: blank (missing, null, whitespace) becomes '' so the value is always a string. */
export const optionalTextSchema = z
  .union([z.string(), z.number().transform(String)], { error: () => MESSAGES.notText })
  .nullish()
  .transform((value) => (value == null ? '' : value.trim()))
  .pipe(storableTextSchema);

/**
 * Wraps a rule so that blank input is allowed and comes out as '' while anything else must pass `rule`.
 * This is how a required-by-default rule becomes an optional field.
 */
export function optionalOf<T extends z.ZodType>(rule: T) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): z.output<T> | '' => {
      if (isBlank(value)) return '';
      const result = rule.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.issues.push({ ...issue, input: value } as never);
      return z.NEVER;
    });
}

const CHECKED = new Set(['true', 'on', 'yes', '1']);
const UNCHECKED = new Set(['false', 'off', 'no', '0', '']);

/** A checkbox value from a form or JSON: booleans, 'on'/'true'/'yes'/'1' and their opposites. */
export const checkboxSchema = z
  .union([z.boolean(), z.string()], { error: () => MESSAGES.required })
  .nullish()
  .transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    if (value == null) return false;
    const key = value.trim().toLowerCase();
    if (CHECKED.has(key)) return true;
    if (UNCHECKED.has(key)) return false;
    ctx.issues.push({ code: 'custom', message: MESSAGES.required, input: value });
    return z.NEVER;
  });

/** A checkbox that must be ticked (consent, terms_agreed): unticked is '*This is a required field.' */
export function checkedSchema(requiredMessage: string = MESSAGES.required) {
  return checkboxSchema.refine((checked) => checked, { message: requiredMessage });
}
