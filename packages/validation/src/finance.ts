import type { z } from 'zod';
import { daySchema, monthSchema, yearSchema } from './date-of-birth.js';
import { defineForm, type FieldSpec, type FormInput, type FormSpec } from './form.js';
import { amountText, purchasePriceText } from './money.js';
import {
  EMPLOYMENT_TYPES,
  GENDERS,
  LICENCE_TYPES,
  LIVING_SITUATIONS,
  RESIDENCY_STATUSES,
  TITLES,
} from './options.js';
import type { PhoneRule } from './phone.js';

export type FinanceCountry = 'AU' | 'NZ';

export interface FinanceFormOptions {
  /** Which variant: NZ adds the applicant details and the required terms_agreed tick (§5). */
  readonly country: FinanceCountry;
  /** The site shows the consent tick; it is then required (§5 "consent required where shown"). */
  readonly showConsent?: boolean;
  /** The phone rule; defaults to 'nz-site' on the NZ form and 'au-nz' on the AU form. */
  readonly phone?: PhoneRule;
  /** Site-specific fields added to (or replacing) the variant's fields. */
  readonly extraFields?: FormSpec;
}

/**
 * The finance form's fields, named as the §3 lead carries them so the values drop straight into the lead.
 *
 * Both variants: first_name, last_name (§5: required), email, phone, purchasePriceBudget (required; see
 * PURCHASE_PRICE_HINT), 'Deposit Amount' (§5: optional), 'Additional Comments' (optional).
 * AU adds postcode. NZ adds title, date of birth (day/month/year), gender, licenceType, employmentType,
 * residencyStatus, livingSituation, currentAddress and terms_agreed (§5: required on NZ).
 * consent is present, and required, only when `showConsent`.
 */
export function financeFormFields(options: FinanceFormOptions): FormSpec {
  const nz = options.country === 'NZ';
  const phone = options.phone ?? (nz ? 'nz-site' : 'au-nz');
  const select = (choices: readonly string[]): FieldSpec => ({ kind: 'select', options: choices });
  return {
    ...(nz ? { title: select(TITLES) } : {}),
    first_name: {},
    last_name: {},
    email: { kind: 'email' },
    phone: { kind: 'phone', phone },
    ...(nz
      ? {
          day: { rule: daySchema },
          month: { rule: monthSchema },
          year: { rule: yearSchema },
          gender: select(GENDERS),
          licenceType: select(LICENCE_TYPES),
          employmentType: select(EMPLOYMENT_TYPES),
          residencyStatus: select(RESIDENCY_STATUSES),
          livingSituation: select(LIVING_SITUATIONS),
          currentAddress: {},
        }
      : { postcode: { kind: 'postcode' } }),
    purchasePriceBudget: { rule: purchasePriceText },
    'Deposit Amount': { optional: true, rule: amountText },
    'Additional Comments': { kind: 'textarea', optional: true },
    ...(options.showConsent ? { consent: { kind: 'checkbox' } } : {}),
    ...(nz ? { terms_agreed: { kind: 'checkbox' } } : {}),
    ...options.extraFields,
  } satisfies FormSpec;
}

/** Values of a finance form: text fields as trimmed strings, ticks as booleans. */
export interface FinanceFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  purchasePriceBudget: string;
  'Deposit Amount': string;
  'Additional Comments': string;
  postcode?: string;
  title?: string;
  day?: string;
  month?: string;
  year?: string;
  gender?: string;
  licenceType?: string;
  employmentType?: string;
  residencyStatus?: string;
  livingSituation?: string;
  currentAddress?: string;
  consent?: boolean;
  terms_agreed?: boolean;
  [extra: string]: unknown;
}

/** §5 finance form schema for one site's variant (see `financeFormFields`). */
export function financeFormSchema(options: FinanceFormOptions) {
  return defineForm(financeFormFields(options)) as unknown as z.ZodType<FinanceFormValues, FormInput>;
}
