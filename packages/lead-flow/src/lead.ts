import type { Site } from '@dealer/site-registry';
import {
  LEAD_CONTACT_FIELDS as CONTACT_FIELDS,
  LEAD_SOURCE,
  YES_NO_LEAD_FIELDS as YES_NO_FIELDS,
} from '@dealer/validation';

/** §3 contact fields (from @dealer/validation): always sent, defaulting to empty strings. */
export { CONTACT_FIELDS, LEAD_SOURCE, YES_NO_FIELDS };
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A JSON value a lead field may hold. */
export type LeadValue =
  | string
  | number
  | boolean
  | null
  | readonly LeadValue[]
  | { readonly [key: string]: LeadValue };

/** §3 the lead as sent in `{lead:{...}}`: contact, classification, always-added, optional and step fields. */
export interface Lead extends Record<ContactField, string> {
  category?: string;
  subcategory?: string;
  lead_id?: string;
  dealership_slug: string;
  website_slug: string;
  url: string;
  source: typeof LEAD_SOURCE;
  user_agent: string;
  visited_pages?: string[];
  linked_query_params?: string;
  lead_status?: string;
  form_completed?: boolean;
  step_number?: number;
  skipped_steps?: number[];
  lead_attributes?: { visited_pages?: string[]; linked_query_params?: string };
  [field: string]: LeadValue | undefined;
}

/** What the lead builder needs from the page it runs on (never read from globals). */
export interface LeadContext {
  site: Pick<Site, 'slug' | 'leads' | 'dealerships'>;
  /** The page URL the lead is sent from (§3 url). */
  url: string;
  /** The browser's user agent (§3 user_agent). */
  userAgent: string;
  /** Dealership the lead is for when the form does not say (default: the site's first dealership). */
  dealershipSlug?: string;
  /** §4 visit tracking: pages seen before the lead. */
  visitedPages?: readonly string[];
  /** §4 visit tracking: the first-page query of this campaign. */
  linkedQueryParams?: string;
}

/** Form values as a form library hands them over (unknown shapes are filtered to JSON values). */
export type LeadInput = Readonly<Record<string, unknown>>;

function toLeadValue(value: unknown): LeadValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) {
    return value.map(toLeadValue).filter((item): item is LeadValue => item !== undefined);
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, LeadValue> = {};
    for (const [key, item] of Object.entries(value)) {
      const converted = toLeadValue(item);
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  return undefined; // functions, symbols, class instances (File, events) never reach the server
}

function contactValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** §3 a checkbox-ish value read as yes: true, 'true', 'yes', 'on', '1' (any case). */
function isYes(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && ['true', 'yes', 'on', '1'].includes(value.trim().toLowerCase());
}

/**
 * §3 name: the name as given; where it is missing or reads 'undefined undefined' (a first and last
 * name that never arrived), the first name — followed by the last name when the form has one (§3
 * finance fields carry Last Name), so a finance lead's `name` is the applicant's full name.
 */
export function leadName(name: unknown, firstName: unknown, lastName?: unknown): string {
  const text = contactValue(name);
  if (text !== '' && text !== 'undefined undefined') return text;
  return [contactValue(firstName), contactValue(lastName)].filter((part) => part !== '').join(' ');
}

/**
 * Builds the §3 lead from form values and the page context: contact fields default to '', the name
 * falls back to the first name, the always-added fields (dealership_slug, website_slug, url,
 * source 'Website', user_agent) are set, visit tracking is attached when present, and on sites with
 * `leads.yes_no_fields` the four §3 fields present in the form become 'Yes' / 'No'. Every other
 * enquiry, progress and finance field is passed through as JSON.
 */
export function buildLead(input: LeadInput, context: LeadContext): Lead {
  const extra: Record<string, LeadValue> = {};
  for (const [key, value] of Object.entries(input)) {
    const converted = toLeadValue(value);
    if (converted !== undefined) extra[key] = converted;
  }

  const contact = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, contactValue(input[field])]),
  ) as Record<ContactField, string>;
  contact.name = leadName(input.name, input.first_name, input.last_name ?? input['Last Name']);

  if (context.site.leads.yes_no_fields) {
    for (const field of YES_NO_FIELDS) {
      if (field in input) extra[field] = isYes(input[field]) ? 'Yes' : 'No';
    }
  }

  const formDealership = contactValue(input.dealership_slug);
  const lead: Lead = {
    ...extra,
    ...contact,
    dealership_slug: formDealership || context.dealershipSlug || context.site.dealerships[0]?.slug || '',
    website_slug: context.site.slug,
    url: context.url,
    source: LEAD_SOURCE,
    user_agent: context.userAgent,
  };

  const attributes: { visited_pages?: string[]; linked_query_params?: string } = {};
  if (context.visitedPages && context.visitedPages.length > 0) {
    lead.visited_pages = [...context.visitedPages];
    attributes.visited_pages = [...context.visitedPages];
  }
  if (context.linkedQueryParams) {
    lead.linked_query_params = context.linkedQueryParams;
    attributes.linked_query_params = context.linkedQueryParams;
  }
  if (Object.keys(attributes).length > 0) lead.lead_attributes = attributes;
  return lead;
}
