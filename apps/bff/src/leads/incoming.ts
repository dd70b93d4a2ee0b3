import { leadConsentPurposes, POSSIBLE_BOT_FIELD } from '@dealer/lead-flow';
import type { Site } from '@dealer/site-registry';
import {
  fieldErrors,
  type Lead,
  leadContactProblems,
  leadEnvelopeSchema,
  sitePhoneRule,
} from '@dealer/validation';
import { withoutBotFields } from '../bots/screen.js';
import { type AppContext, type AppDeps, badBody, badRequest, readJson } from '../http/context.js';
import { leadSplitTestFields } from '../http/visitor.js';
import type { NewLead } from '../store/store.js';

/**
 * A lead as it comes in on `/api/leads`: read and checked (the §3 shape, the §5 contact formats when filled,
 * this tenant's site, dealerships and cars), then the fields it is stored with.
 */

/** Tenant checks: a lead names this site, one of its dealerships and one of its cars, or none. */
function tenantProblems(deps: AppDeps, site: Site, lead: Lead): Record<string, string> {
  const problems: Record<string, string> = {};
  if (lead.website_slug !== '' && lead.website_slug !== site.slug) {
    problems['lead.website_slug'] = 'This lead belongs to another website';
  }
  if (lead.dealership_slug !== '' && !site.dealerships.some((d) => d.slug === lead.dealership_slug)) {
    problems['lead.dealership_slug'] = 'Unknown dealership for this website';
  }
  if (lead.car_id !== undefined && lead.car_id !== '') {
    const id = Number(lead.car_id);
    if (!Number.isInteger(id) || !deps.inventory.stock(site).byId.has(id)) {
      problems['lead.car_id'] = 'Unknown car for this website';
    }
  }
  return problems;
}

/** The lead of the request body `{lead}` and the raw body, or the 400 naming each bad field. */
export async function readLead(
  c: AppContext,
  deps: AppDeps,
): Promise<{ lead: Lead; raw: unknown } | { response: Response }> {
  const site = c.get('site');
  const body = await readJson(c);
  if (!body.ok) return { response: badBody(c, body) };
  const parsed = leadEnvelopeSchema.safeParse(body.value);
  if (!parsed.success) {
    return { response: badRequest(c, 'The lead has invalid fields', fieldErrors(parsed.error)) };
  }
  const lead = parsed.data.lead;
  const contact = leadContactProblems(lead, sitePhoneRule(site));
  const problems = {
    ...Object.fromEntries(Object.entries(contact).map(([field, message]) => [`lead.${field}`, message])),
    ...tenantProblems(deps, site, lead),
  };
  if (Object.keys(problems).length > 0)
    return { response: badRequest(c, 'The lead has invalid fields', problems) };
  return { lead, raw: body.value };
}

/**
 * The fields a lead is stored and delivered with: no bot-trap fields, this site's slug, and the split-test
 * arm the server assigned (§1, @dealer/experiments) in place of any the client sent.
 */
export function storedLeadFields(c: AppContext, lead: Lead): Record<string, unknown> {
  const site = c.get('site');
  // The possible-bot flag is the server's (routes/leads.ts), never the shopper's.
  const {
    finance_split_test_option: _client,
    [POSSIBLE_BOT_FIELD]: _flag,
    ...fields
  } = withoutBotFields(lead) as Lead & Record<string, unknown>;
  return {
    ...fields,
    website_slug: site.slug,
    ...leadSplitTestFields(site, lead, c.req.header('cookie')),
  };
}

/** §3 the consent record of a lead that opted in to something, under the current notice version. */
export function consentOf(deps: AppDeps, lead: Lead): NewLead['consent'] {
  const purposes = leadConsentPurposes(lead);
  return purposes ? { noticeVersion: deps.consentNoticeVersion, purposes } : null;
}
