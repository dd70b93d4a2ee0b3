import {
  fieldErrors,
  leadEnvelopeSchema,
  leadSchema,
  regoLookupSchema,
  requiredTextSchema,
} from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { botScreenFor, withoutBotFields } from '../bots/screen.js';
import { parseBody } from '../http/body.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { badIdempotencyKey, idempotencyKey, keyConflictAs422, storedAnswer } from '../http/idempotency.js';
import { rateLimited } from './leads.js';

/**
 * §7 the write calls kept for the dealer: carClarityCustomer, nevdis, credit-score and miscellaneous. Each
 * body is validated, stored, and answered with the source that did the work — 'stored', or 'unavailable'
 * where a third party (the registration register, a credit bureau) is not connected to this server.
 * Valuations: routes/valuations.ts; the phone events: routes/events.ts.
 */

const creditScoreSchema = z.looseObject({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  consent: z.literal(true, 'Consent is required for a credit check'),
});

/** Stores one submission and answers with it, idempotently when an Idempotency-Key is sent. */
export async function storeSubmission(
  c: AppContext,
  deps: AppDeps,
  submission: {
    kind: string;
    raw: unknown;
    data: Record<string, unknown>;
    response: Record<string, unknown>;
  },
  status = 201,
): Promise<Response> {
  const { kind, raw, data, response } = submission;
  const key = idempotencyKey(c);
  if (!key.ok) return badIdempotencyKey(c);
  const site = c.get('site');
  return keyConflictAs422(c, async () => {
    const result = await deps.store.idempotent(site.slug, key.key, { kind, body: raw }, async (tx) => {
      const id = await deps.store.saveSubmission(tx, site.slug, kind, data, response);
      return { status, body: { id, ...response } };
    });
    return storedAnswer(c, result);
  });
}

/** §3 a lead for carClarity, as an envelope `{lead}` or the lead itself; bot-screened like /api/leads. */
async function carClarityCustomer(c: AppContext, deps: AppDeps): Promise<Response> {
  const body = await readJson(c);
  if (!body.ok) return badBody(c, body);
  const envelope = leadEnvelopeSchema.safeParse(body.value);
  const flat = envelope.success ? null : leadSchema.safeParse(body.value);
  if (!envelope.success && !flat?.success) {
    return badRequest(c, 'Invalid customer', fieldErrors((flat?.error ?? envelope.error) as z.ZodError));
  }
  const lead = envelope.success ? envelope.data.lead : (flat?.data as z.output<typeof leadSchema>);
  const site = c.get('site');
  // §1 bot protection as on /api/leads: a suspect is stored with its reason (no CRM delivery here).
  const botReason = await botScreenFor(deps).screen(c, site, 'carClarityCustomer', lead);
  const data = {
    ...withoutBotFields(lead),
    website_slug: site.slug,
    ...(botReason ? { quarantined: true, quarantine_reason: botReason } : {}),
  };
  const response = { source: 'stored', destination: 'carClarity' };
  return storeSubmission(c, deps, { kind: 'carClarityCustomer', raw: body.value, data, response });
}

export function registerSubmissionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const limited = (c: AppContext) => rateLimited(c, deps.limits.writes, deps);

  app.post('/api/carClarityCustomer', async (c) => (await limited(c)) ?? carClarityCustomer(c, deps));

  app.post('/api/nevdis', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parseBody(c, regoLookupSchema(c.get('site').country));
    if (!parsed.ok) return parsed.response;
    const response = {
      source: 'unavailable',
      found: false,
      message:
        'The NEVDIS registration register is not connected to this server; enter the vehicle details instead.',
    };
    return storeSubmission(c, deps, { kind: 'nevdis', raw: parsed.raw, data: parsed.value, response }, 200);
  });

  app.post('/api/credit-score', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parseBody(c, creditScoreSchema);
    if (!parsed.ok) return parsed.response;
    const response = {
      source: 'unavailable',
      score: null,
      message: 'No credit bureau is connected to this server; the request was stored for the dealer.',
    };
    return storeSubmission(
      c,
      deps,
      { kind: 'credit-score', raw: parsed.raw, data: parsed.value, response },
      200,
    );
  });

  app.post('/api/miscellaneous', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parseBody(c, z.record(z.string(), z.unknown()));
    if (!parsed.ok) return parsed.response;
    const response = { source: 'stored' };
    return storeSubmission(c, deps, { kind: 'miscellaneous', raw: parsed.raw, data: parsed.value, response });
  });
}
