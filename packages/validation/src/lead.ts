import { z } from 'zod';
import { amountSchema, purchasePriceSchema } from './money.js';
import { storableTextSchema } from './storable.js';

/*
 * §3 Lead, sent as an object named lead. This schema checks the shape and types of any lead — a first
 * step of a multi-step flow is partial, so contact formats are the forms' business (`enquiryFormSchema`,
 * `financeFormSchema`), not this schema's. Contact text defaults to '' (§3), source to 'Website'.
 * Keys the spec does not list (a site's custom form fields) are kept when they are plain values.
 */

/** Text that defaults to '': missing or null → '', numbers → their digits (e.g. a postcode sent as 2000). */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? '' : String(v)))
  .pipe(storableTextSchema);
/** Text that may be absent. */
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? undefined : String(v)))
  .pipe(storableTextSchema.optional())
  .optional();
const id = z.union([z.number().int(), z.string()]);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** §3 "Contact": all default to empty strings. */
export const LEAD_CONTACT_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'phone',
  'email',
  'postcode',
  'state',
  'day',
  'month',
  'year',
] as const;

/** §3 "Always added" to every lead. */
export const LEAD_SOURCE = 'Website';

/** §3: on one site these enquiry answers are sent as 'Yes' or 'No'. */
export const YES_NO_LEAD_FIELDS = ['Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal'] as const;
export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];
const yesNoAnswer = z.union([z.enum(YES_NO), z.string(), z.boolean()]).optional();

/** §3 lead_status of a lead created by the first step of a multi-step flow. */
export const LEAD_STATUS_INCOMPLETE = 'Incomplete';

/** §3 finance_split_test_option values. */
export const FINANCE_SPLIT_TEST_OPTIONS = ['a', 'b'] as const;

/** §3/§4 visit tracking as carried by a lead: visited page paths and the saved first-page query. */
const visitedPages = z.array(z.string());
const linkedQueryParams = z.union([z.string(), z.record(z.string(), z.string())]);

const contactShape = Object.fromEntries(LEAD_CONTACT_FIELDS.map((field) => [field, text])) as Record<
  (typeof LEAD_CONTACT_FIELDS)[number],
  typeof text
>;

const customValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

export const leadSchema = z
  .object({
    // Contact (defaults '')
    ...contactShape,
    // Classification
    category: text,
    subcategory: text,
    lead_id: id.optional(),
    // Always added
    dealership_slug: text,
    website_slug: text,
    url: text,
    source: z.string().default(LEAD_SOURCE),
    user_agent: text,
    // Optional
    visited_pages: visitedPages.optional(),
    linked_query_params: linkedQueryParams.optional(),
    // Sent as 'Yes'/'No' on one site (lead-flow converts); other sites may send the raw tick or text.
    'Ready to sell': yesNoAnswer,
    'Valuation guide': yesNoAnswer,
    'Best Finance': yesNoAnswer,
    'Best Deal': yesNoAnswer,
    // Enquiry
    message: optionalText,
    Rego: optionalText,
    location: optionalText,
    location_id: id.optional(),
    manufacturer_slug: optionalText,
    stock_number: optionalText,
    'Vehicle Make': optionalText,
    'Vehicle Model': optionalText,
    car_type: optionalText,
    car_id: id.optional(),
    car_dealership_id: id.optional(),
    vehicle_status: optionalText,
    opt_in: flag.optional(),
    additional_services: z.union([z.string(), z.array(z.string())]).optional(),
    terms_conditions: flag.optional(),
    dateTime: optionalText,
    // Progress
    lead_status: optionalText,
    form_completed: flag.optional(),
    skipped_steps: z.array(z.union([z.number().int(), z.string()])).optional(),
    step_number: z.number().int().min(0).optional(),
    lead_attributes: z
      .object({ visited_pages: visitedPages.optional(), linked_query_params: linkedQueryParams.optional() })
      .optional(),
    // Finance
    title: optionalText,
    'Last Name': optionalText,
    dateOfBirth: optionalText,
    licenceType: optionalText,
    employmentType: optionalText,
    residencyStatus: optionalText,
    livingSituation: optionalText,
    currentAddress: optionalText,
    purchasePriceBudget: purchasePriceSchema.optional(),
    preferredDealership: optionalText,
    gender: optionalText,
    'Deposit Amount': amountSchema.optional(),
    'Additional Comments': optionalText,
    consent: flag.optional(),
    terms_agreed: flag.optional(),
    utm_campaign: optionalText,
    utm_source: optionalText,
    utm_medium: optionalText,
    vehiclePriceBudget: amountSchema.optional(),
    finance_split_test_option: z.enum(FINANCE_SPLIT_TEST_OPTIONS).optional(),
    page_id: id.optional(),
  })
  .catchall(customValue);

export type Lead = z.output<typeof leadSchema>;
export type LeadInput = z.input<typeof leadSchema>;

/** The request body: `{ lead: { ... } }` (§3 "sent as an object named lead"). */
export const leadEnvelopeSchema = z.object({ lead: leadSchema });
export type LeadEnvelope = z.output<typeof leadEnvelopeSchema>;

/** §3: a lead save answers with an object carrying the new lead's id. */
export const leadSaveResponseSchema = z.looseObject({ id });
export type LeadSaveResponse = z.output<typeof leadSaveResponseSchema>;
