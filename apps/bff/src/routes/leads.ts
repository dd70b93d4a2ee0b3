import { leadConsentPurposes, leadFormCompleted } from '@dealer/lead-flow';
import { leadDestinations, type Site } from '@dealer/site-registry';
import {
  emailSchema,
  fieldErrors,
  type Lead,
  leadEnvelopeSchema,
  phoneSchemaFor,
  postcodeSchema,
  sitePhoneRule,
} from '@dealer/validation';
import type { Hono } from 'hono';
import { botScreenFor, withoutBotFields } from '../bots/screen.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  clientIp,
  readJson,
} from '../http/context.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { NO_STORE } from '../http/security.js';
import { leadSplitTestFields } from '../http/visitor.js';
import { IdempotencyConflictError, type NewLead } from '../store/store.js';

/**
 * §7 lead calls: POST /api/leads {lead} → 201 {id, update_token} once the lead, its consent record and
 * its outbox row are committed; PUT /api/leads/{id} with `Authorization: Bearer <update_token>`.
 */

/** A hidden form input people never fill; bots that fill it are stored as quarantined, never dropped. */
export { HONEYPOT_FIELD } from '../bots/screen.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function rateLimited(c: AppContext, limiter: RateLimiter | null, deps: AppDeps) {
  if (!limiter) return null;
  const retryAfter = limiter.hit(`${c.get('site').slug}|${clientIp(c, deps.trustProxy)}`);
  if (retryAfter === null) return null;
  return c.json({ error: 'Too many requests. Please try again shortly.' }, 429, {
    'retry-after': String(retryAfter),
    ...NO_STORE,
  });
}

export function idempotencyKey(c: AppContext): { ok: true; key: string | null } | { ok: false } {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return { ok: true, key: null };
  return IDEMPOTENCY_KEY.test(key) ? { ok: true, key } : { ok: false };
}

export function badIdempotencyKey(c: AppContext) {
  const message = 'Idempotency-Key must be 1-255 visible ASCII characters';
  return badRequest(c, message, { 'Idempotency-Key': message });
}

/** Contact formats (§5) checked when filled: a multi-step first step may be partial, a bad value never passes. */
function contactProblems(site: Site, lead: Lead): Record<string, string> {
  const problems: Record<string, string> = {};
  const checks: [
    keyof Lead,
    { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  ][] = [
    ['email', emailSchema],
    ['phone', phoneSchemaFor(sitePhoneRule(site))],
    ['postcode', postcodeSchema],
  ];
  for (const [field, schema] of checks) {
    const value = lead[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const result = schema.safeParse(value);
    if (!result.success)
      problems[`lead.${String(field)}`] = result.error?.issues[0]?.message ?? 'Invalid value';
  }
  return problems;
}

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

function consentOf(deps: AppDeps, lead: Lead): NewLead['consent'] {
  const purposes = leadConsentPurposes(lead);
  return purposes ? { noticeVersion: deps.consentNoticeVersion, purposes } : null;
}

async function validLead(c: AppContext, deps: AppDeps) {
  const site = c.get('site');
  const body = await readJson(c);
  if (!body.ok) return { response: badBody(c, body) };
  const parsed = leadEnvelopeSchema.safeParse(body.value);
  if (!parsed.success) {
    return {
      response: badRequest(c, 'The lead has invalid fields', fieldErrors(parsed.error)),
    };
  }
  const lead = parsed.data.lead;
  const problems = { ...contactProblems(site, lead), ...tenantProblems(deps, site, lead) };
  if (Object.keys(problems).length > 0)
    return { response: badRequest(c, 'The lead has invalid fields', problems) };
  return { lead, raw: body.value };
}

export function registerLeadRoutes(app: Hono<AppEnv>, deps: AppDeps, onLeadStored: () => void): void {
  app.post('/api/leads', async (c) => {
    const limited = rateLimited(c, deps.limits.leads, deps);
    if (limited) return limited;
    const key = idempotencyKey(c);
    if (!key.ok) return badIdempotencyKey(c);
    const checked = await validLead(c, deps);
    if ('response' in checked) return checked.response;
    const { lead, raw } = checked;
    const site = c.get('site');

    // §1 bot protection: a suspect is stored quarantined with its reason, never dropped (bots/screen.ts).
    const quarantineReason = await botScreenFor(deps).screen(c, site, lead.category || 'lead', lead);
    const { finance_split_test_option: _client, ...fields } = withoutBotFields(lead);
    const data: Record<string, unknown> = {
      ...fields,
      website_slug: site.slug,
      ...leadSplitTestFields(site, lead, c.req.header('cookie')),
    };
    if (data.user_agent === '') data.user_agent = c.req.header('user-agent') ?? '';
    const newLead: NewLead = {
      site: site.slug,
      dealershipSlug: lead.dealership_slug || null,
      category: lead.category || null,
      leadStatus: lead.lead_status ?? null,
      formCompleted: leadFormCompleted(lead),
      data,
      quarantineReason,
      consent: consentOf(deps, lead),
      outbox: {
        // Nothing to deliver (no CRM webhook) or held back (suspected bot): settled at insert, no worker pass.
        status: quarantineReason ? 'held' : leadDestinations(site, 'created').length ? 'pending' : 'stored',
        topic: quarantineReason ? 'lead.quarantined' : 'lead.created',
        payload: {
          event: 'lead.created',
          site: site.slug,
          dealership_slug: lead.dealership_slug,
          lead: data,
        },
      },
    };
    try {
      const result = await deps.store.createLead(site.slug, key.key, { method: 'POST', body: raw }, newLead);
      onLeadStored();
      return c.json(result.body, result.status as 201, {
        ...NO_STORE,
        ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
    } catch (error) {
      if (error instanceof IdempotencyConflictError) return c.json({ error: error.message }, 422, NO_STORE);
      throw error;
    }
  });

  app.put('/api/leads/:id', async (c) => {
    const limited = rateLimited(c, deps.limits.leads, deps);
    if (limited) return limited;
    const id = c.req.param('id');
    const auth = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+([A-Za-z0-9_-]{16,256})$/.exec(auth)?.[1];
    if (!token) {
      return c.json(
        { error: 'A lead is updated only with its update token (Authorization: Bearer …)' },
        401,
        {
          'www-authenticate': 'Bearer',
          ...NO_STORE,
        },
      );
    }
    if (!UUID.test(id)) return c.json({ error: 'Lead not found' }, 404, NO_STORE);
    const key = idempotencyKey(c);
    if (!key.ok) return badIdempotencyKey(c);
    const checked = await validLead(c, deps);
    if ('response' in checked) return checked.response;
    const { lead, raw } = checked;
    const site = c.get('site');
    const { finance_split_test_option: _client, ...fields } = withoutBotFields(lead);
    const data: Record<string, unknown> = {
      ...fields,
      website_slug: site.slug,
      ...leadSplitTestFields(site, lead, c.req.header('cookie')),
    };
    try {
      const result = await deps.store.idempotent(
        site.slug,
        key.key,
        { method: 'PUT', id, body: raw },
        async (tx) => {
          const outcome = await deps.store.updateLead(tx, {
            site: site.slug,
            id,
            token,
            data,
            leadStatus: lead.lead_status ?? null,
            formCompleted: leadFormCompleted(lead),
            consent: consentOf(deps, lead),
            outbox: {
              status: leadDestinations(site, 'updated').length ? 'pending' : 'stored',
              topic: 'lead.updated',
              payload: { event: 'lead.updated', site: site.slug },
            },
          });
          if (outcome === 'not_found') return { status: 404, body: { error: 'Lead not found' } };
          if (outcome === 'forbidden')
            return { status: 403, body: { error: 'The update token does not match this lead' } };
          return { status: 200, body: { id, lead_id: id } };
        },
      );
      if (result.status === 200) onLeadStored();
      return c.json(result.body, result.status as 200, {
        ...NO_STORE,
        ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
    } catch (error) {
      if (error instanceof IdempotencyConflictError) return c.json({ error: error.message }, 422, NO_STORE);
      throw error;
    }
  });

  // §7 mock mode: the same validation, nothing stored or forwarded.
  app.post('/api/mock/leads', async (c) => {
    const checked = await validLead(c, deps);
    if ('response' in checked) return checked.response;
    return c.json({ id: `mock-${crypto.randomUUID()}`, update_token: 'mock', mock: true }, 201, NO_STORE);
  });
  app.put('/api/mock/leads/:id', async (c) => {
    const checked = await validLead(c, deps);
    if ('response' in checked) return checked.response;
    return c.json({ id: c.req.param('id'), mock: true }, 200, NO_STORE);
  });
}
