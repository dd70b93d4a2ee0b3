import { FORM_TOKEN_FIELD } from '@dealer/bot-protection';
import { leadFormCompleted, POSSIBLE_BOT_FIELD } from '@dealer/lead-flow';
import { leadQuietMs, type Site } from '@dealer/site-registry';
import { LEAD_CONTACT_FIELDS, type Lead } from '@dealer/validation';
import type { Hono } from 'hono';
import { botScreenFor } from '../bots/screen.js';
import { type AppContext, type AppDeps, type AppEnv, clientNetwork } from '../http/context.js';
import {
  badIdempotencyKey,
  formSubmissionKey,
  idempotencyKey,
  keyConflictAs422,
  storedAnswer,
} from '../http/idempotency.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { NO_STORE } from '../http/security.js';
import { consentOf, readLead, storedLeadFields } from '../leads/incoming.js';
import type { LeadUpdate } from '../store/leads.js';
import type { NewLead } from '../store/store.js';

/**
 * §7 lead calls: POST /api/leads {lead} → 201 {id, update_token} once the lead, its consent record and
 * its outbox row are committed; PUT /api/leads/{id} with `Authorization: Bearer <update_token>`.
 */

/** A hidden form input people never fill; bots that fill it are stored as quarantined, never dropped. */
export { HONEYPOT_FIELD } from '../bots/screen.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export async function rateLimited(c: AppContext, limiter: RateLimiter | null, deps: AppDeps) {
  if (!limiter) return null;
  const retryAfter = await limiter.hit(`${c.get('site').slug}|${clientNetwork(c, deps.trustProxy)}`);
  if (retryAfter === null) return null;
  return c.json({ error: 'Too many requests. Please try again shortly.' }, 429, {
    'retry-after': String(retryAfter),
    ...NO_STORE,
  });
}

/** A lead write's Idempotency-Key and checked lead, or the 400 that refuses it. */
async function leadWrite(
  c: AppContext,
  deps: AppDeps,
): Promise<{ response: Response } | { key: string | null; lead: Lead; raw: unknown }> {
  const key = idempotencyKey(c);
  if (!key.ok) return { response: badIdempotencyKey(c) };
  const checked = await readLead(c, deps);
  return 'response' in checked ? checked : { key: key.key, ...checked };
}

async function createLead(c: AppContext, deps: AppDeps, onLeadStored: () => void): Promise<Response> {
  const write = await leadWrite(c, deps);
  if ('response' in write) return write.response;
  const { key, lead, raw } = write;
  const site = c.get('site');
  // §1 bot protection: a suspect is stored quarantined with its reason, never dropped (bots/screen.ts);
  // one that is only fast (autofill) is delivered with its fill time as a "possible bot" flag.
  const screened = await botScreenFor(deps).verdict(c, site, lead.category || 'lead', lead);
  const quarantineReason = screened.reason;
  const data = storedLeadFields(c, lead);
  if (data.user_agent === '') data.user_agent = c.req.header('user-agent') ?? '';
  // One rendered form's answers posted twice (a double tap) are one lead (http/idempotency.ts).
  const formKey = formSubmissionKey((lead as Record<string, unknown>)[FORM_TOKEN_FIELD], data);
  if (screened.possibleBot) data[POSSIBLE_BOT_FIELD] = screened.possibleBot.fillMs;
  const finished = leadFormCompleted(lead);
  // An unfinished multi-step lead is step progress for the webhooks; the CRM gets it whole when it is
  // finished, or once marked incomplete after the site's quiet time (store/lead-completion.ts).
  const topic = quarantineReason ? 'lead.quarantined' : finished ? 'lead.created' : 'lead.updated';
  const event = finished ? 'created' : 'updated';
  const newLead: NewLead = {
    site: site.slug,
    dealershipSlug: lead.dealership_slug || null,
    category: lead.category || null,
    leadStatus: lead.lead_status ?? null,
    formCompleted: finished,
    data,
    quarantineReason,
    consent: consentOf(deps, lead),
    outbox: {
      // Held back (suspected bot), or nothing to deliver (no CRM webhook): settled at insert, no worker
      // pass — except a whole lead, which the worker takes for the shopper's acknowledgement (issue 33).
      status: quarantineReason
        ? 'held'
        : finished || deps.settings.destinationsOf(site, event).length
          ? 'pending'
          : 'stored',
      topic,
      payload: { event: `lead.${event}`, site: site.slug, dealership_slug: lead.dealership_slug, lead: data },
    },
    ...(finished || quarantineReason ? {} : { progress: quietTimer(deps, site, false) }),
  };
  return keyConflictAs422(c, async () => {
    const result = await deps.store.createLead(
      site.slug,
      formKey ?? key,
      formKey ? { method: 'POST', form: formKey } : { method: 'POST', body: raw },
      newLead,
    );
    onLeadStored();
    return storedAnswer(c, result);
  });
}

/** A lead write's quiet timer: cleared when the lead is finished, else the site's quiet time from now. */
function quietTimer(deps: AppDeps, site: Site, finished: boolean) {
  return { quietUntil: finished ? null : new Date(deps.now().getTime() + leadQuietMs(site)) };
}

async function updateLead(c: AppContext, deps: AppDeps, onLeadStored: () => void): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const token = /^Bearer\s+([A-Za-z0-9_-]{16,256})$/.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) {
    const error = 'A lead is updated only with its update token (Authorization: Bearer …)';
    return c.json({ error }, 401, { 'www-authenticate': 'Bearer', ...NO_STORE });
  }
  if (!UUID.test(id)) return c.json({ error: 'Lead not found' }, 404, NO_STORE);
  const write = await leadWrite(c, deps);
  if ('response' in write) return write.response;
  const { key, lead, raw } = write;
  const site = c.get('site');
  const data = storedLeadFields(c, lead);
  // §3 contact fields default to '': a later step that does not carry them must not blank the answers
  // an earlier step gave (the lead is merged field by field).
  const sent = (raw as { lead?: Record<string, unknown> }).lead ?? {};
  for (const key of LEAD_CONTACT_FIELDS) if (data[key] === '' && !(key in sent)) delete data[key];
  const update: LeadUpdate = {
    site: site.slug,
    id,
    token,
    data,
    leadStatus: lead.lead_status ?? null,
    formCompleted: leadFormCompleted(lead),
    consent: consentOf(deps, lead),
    outbox: {
      status: deps.settings.destinationsOf(site, 'updated').length ? 'pending' : 'stored',
      topic: 'lead.updated',
      payload: { event: 'lead.updated', site: site.slug },
    },
    progress: quietTimer(deps, site, leadFormCompleted(lead)),
  };
  return keyConflictAs422(c, async () => {
    const result = await deps.store.idempotent(
      site.slug,
      key,
      { method: 'PUT', id, body: raw },
      async (tx) => {
        const outcome = await deps.store.updateLead(tx, update);
        if (outcome === 'not_found') return { status: 404, body: { error: 'Lead not found' } };
        if (outcome === 'forbidden')
          return { status: 403, body: { error: 'The update token does not match this lead' } };
        return { status: 200, body: { id, lead_id: id } };
      },
    );
    if (result.status === 200) onLeadStored();
    return storedAnswer(c, result);
  });
}

export function registerLeadRoutes(app: Hono<AppEnv>, deps: AppDeps, onLeadStored: () => void): void {
  const limited = (c: AppContext) => rateLimited(c, deps.limits.leads, deps);
  app.post('/api/leads', async (c) => (await limited(c)) ?? createLead(c, deps, onLeadStored));
  app.put('/api/leads/:id', async (c) => (await limited(c)) ?? updateLead(c, deps, onLeadStored));

  // §7 mock mode: the same validation, nothing stored or forwarded.
  app.post('/api/mock/leads', async (c) => {
    const checked = await readLead(c, deps);
    if ('response' in checked) return checked.response;
    return c.json({ id: `mock-${crypto.randomUUID()}`, update_token: 'mock', mock: true }, 201, NO_STORE);
  });
  app.put('/api/mock/leads/:id', async (c) => {
    const checked = await readLead(c, deps);
    if ('response' in checked) return checked.response;
    return c.json({ id: c.req.param('id'), mock: true }, 200, NO_STORE);
  });
}
