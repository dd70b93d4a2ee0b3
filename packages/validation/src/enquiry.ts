import { z } from 'zod';
import { defineForm, type FieldSpec, type FormInput, type FormSpec } from './form.js';
import { MESSAGES } from './messages.js';
import type { PhoneRule } from './phone.js';

/** Where an enquiry form is shown: its own page/section, the enquiry modal, or the Request Photos form. */
export const ENQUIRY_FORM_VARIANTS = ['page', 'modal', 'request-photos'] as const;
export type EnquiryFormVariant = (typeof ENQUIRY_FORM_VARIANTS)[number];

export interface EnquiryFormOptions {
  /** Default 'page'. In 'modal' and 'request-photos' the message is optional (§5). */
  readonly variant?: EnquiryFormVariant;
  /** The message box is switched off for this form: no message field at all. */
  readonly messageDisabled?: boolean;
  /** A location picker is shown, so `location` is required (§5). */
  readonly showLocation?: boolean;
  /** A dealership picker is shown, so `dealership_slug` is required (§5). */
  readonly showDealership?: boolean;
  /** The shopper can pick the category, so `category` is required (§5). */
  readonly categorySelectable?: boolean;
  /** Restricts a selectable category to these values (any non-blank value otherwise). */
  readonly categories?: readonly string[];
  /** 'name' (one field, default) or 'first-last' (first_name and last_name). */
  readonly nameFields?: 'name' | 'first-last';
  /** The form asks for a postcode (required when shown). */
  readonly showPostcode?: boolean;
  /** A test-drive booking: adds the optional `dateTime` (§5 "the test-drive date is optional"). */
  readonly testDrive?: boolean;
  /** The site's phone rule; default 'au-nz'. */
  readonly phone?: PhoneRule;
  /** Site-specific fields added to (or replacing) these. */
  readonly extraFields?: FormSpec;
}

/** An ISO date, optionally with a time (what a date picker or `<input type="datetime-local">` gives). */
const ISO_DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for a real calendar date in ISO form (2026-02-30 is not one), with an optional valid time. */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The test-drive booking date (§3 dateTime): an ISO date or date-time (blank is allowed by the form). */
export const testDriveDateSchema = z
  .string({ error: () => MESSAGES.date })
  .trim()
  .refine(isIsoDateTime, MESSAGES.date);

/**
 * The enquiry form's fields (§5 Enquiry), named as in the §3 lead:
 * name (or first_name + last_name), email, phone — required; postcode when asked;
 * message — required on a page form, optional in the modal and Request Photos, absent when disabled;
 * location / dealership_slug — required when shown; category — required when selectable;
 * opt_in — a tick, true unless the shopper unticks it; dateTime — optional, test drives only.
 */
export function enquiryFormFields(options: EnquiryFormOptions = {}): FormSpec {
  const variant = options.variant ?? 'page';
  const messageOptional = variant === 'modal' || variant === 'request-photos';
  const category: FieldSpec = options.categories
    ? { kind: 'select', options: options.categories }
    : { kind: 'select' };
  return {
    ...(options.nameFields === 'first-last' ? { first_name: {}, last_name: {} } : { name: {} }),
    email: { kind: 'email' },
    phone: { kind: 'phone', phone: options.phone ?? 'au-nz' },
    ...(options.showPostcode ? { postcode: { kind: 'postcode' } } : {}),
    ...(options.messageDisabled ? {} : { message: { kind: 'textarea', optional: messageOptional } }),
    ...(options.showLocation ? { location: { kind: 'select' } } : {}),
    ...(options.showDealership ? { dealership_slug: { kind: 'select' } } : {}),
    ...(options.categorySelectable ? { category } : {}),
    opt_in: { kind: 'checkbox', optional: true, default: true },
    ...(options.testDrive ? { dateTime: { optional: true, rule: testDriveDateSchema } } : {}),
    ...options.extraFields,
  } satisfies FormSpec;
}

export interface EnquiryFormValues {
  name?: string;
  first_name?: string;
  last_name?: string;
  email: string;
  phone: string;
  postcode?: string;
  message?: string;
  location?: string;
  dealership_slug?: string;
  category?: string;
  opt_in: boolean;
  dateTime?: string;
  [extra: string]: unknown;
}

/** §5 enquiry form schema for one form's options (see `enquiryFormFields`). */
export function enquiryFormSchema(options: EnquiryFormOptions = {}) {
  return defineForm(enquiryFormFields(options)) as unknown as z.ZodType<EnquiryFormValues, FormInput>;
}
