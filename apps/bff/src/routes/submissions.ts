import { type TradeInVehicle, tradeInOffer } from '@dealer/pricing';
import {
  fieldErrors,
  leadEnvelopeSchema,
  leadSchema,
  regoLookupSchema,
  requiredTextSchema,
  valuationCreateSchema,
  valuationUpdateSchema,
  vehicleLookupSchema,
} from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { botScreenFor, withoutBotFields } from '../bots/screen.js';
import {
  type AppContext,
  type AppDeps,
  type AppEnv,
  badBody,
  badRequest,
  readJson,
} from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { IdempotencyConflictError } from '../store/store.js';
import { badIdempotencyKey, idempotencyKey, rateLimited } from './leads.js';

/**
 * §7 the other write calls: carClarityCustomer, valuations (POST/PUT), nevdis, simple-autograb-lookup,
 * credit-score, miscellaneous and the phone events. Each body is validated, stored, and answered with
 * the source that did the work — the embedded estimate from comparable stock, or 'unavailable' where a
 * third party (the registration register, a credit bureau) is not connected to this server.
 */

const id = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/, 'Invalid id')])
  .transform(Number);
const creditScoreSchema = z.looseObject({
  first_name: requiredTextSchema,
  last_name: requiredTextSchema,
  consent: z.literal(true, 'Consent is required for a credit check'),
});
const phoneCallSchema = z.looseObject({
  car_id: id,
  dealership_id: id.optional(),
  website_id: id.optional(),
});
const phoneRevealSchema = z.object({ car_id: id, dealership_id: id, website_id: id });

type Parsed<T> = { ok: true; value: T; raw: unknown } | { ok: false; response: Response };

async function parse<T>(c: AppContext, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const body = await readJson(c, { object: true });
  if (!body.ok) return { ok: false, response: badBody(c, body) };
  const result = schema.safeParse(body.value);
  if (!result.success)
    return { ok: false, response: badRequest(c, 'Invalid request', fieldErrors(result.error)) };
  return { ok: true, value: result.data, raw: body.value };
}

function vehicleOf(input: {
  make?: string;
  model?: string;
  year?: number;
  km?: number;
}): TradeInVehicle | null {
  if (!input.make || !input.model || input.year === undefined) return null;
  return { make: input.make, model: input.model, year: input.year, km: input.km ?? null };
}

export function registerSubmissionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const limited = (c: AppContext) => rateLimited(c, deps.limits.writes, deps);

  /** Stores one submission and answers with it, idempotently when an Idempotency-Key is sent. */
  async function submit(
    c: AppContext,
    kind: string,
    raw: unknown,
    data: Record<string, unknown>,
    response: Record<string, unknown>,
    status = 201,
  ) {
    const key = idempotencyKey(c);
    if (!key.ok) return badIdempotencyKey(c);
    const site = c.get('site');
    try {
      const result = await deps.store.idempotent(site.slug, key.key, { kind, body: raw }, async (tx) => {
        const id = await deps.store.saveSubmission(tx, site.slug, kind, data, response);
        return { status, body: { id, ...response } };
      });
      return c.json(result.body, result.status as 201, NO_STORE);
    } catch (error) {
      if (error instanceof IdempotencyConflictError) return c.json({ error: error.message }, 422, NO_STORE);
      throw error;
    }
  }

  app.post('/api/carClarityCustomer', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const body = await readJson(c);
    if (!body.ok) return badBody(c, body);
    const envelope = leadEnvelopeSchema.safeParse(body.value);
    const flat = envelope.success ? null : leadSchema.safeParse(body.value);
    if (!envelope.success && !flat?.success) {
      return badRequest(c, 'Invalid customer', fieldErrors((flat?.error ?? envelope.error) as z.ZodError));
    }
    const lead = envelope.success ? envelope.data.lead : (flat?.data as z.output<typeof leadSchema>);
    // §1 bot protection as on /api/leads: a suspect is stored with its reason (no CRM delivery here).
    const botReason = await botScreenFor(deps).screen(c, c.get('site'), 'carClarityCustomer', lead);
    return submit(
      c,
      'carClarityCustomer',
      body.value,
      {
        ...withoutBotFields(lead),
        website_slug: c.get('site').slug,
        ...(botReason ? { quarantined: true, quarantine_reason: botReason } : {}),
      },
      { source: 'stored', destination: 'carClarity' },
    );
  });

  app.post('/api/valuations', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, valuationCreateSchema(c.get('site').country, deps.now()));
    if (!parsed.ok) return parsed.response;
    const site = c.get('site');
    const estimate = tradeInOffer(
      deps.inventory.allCars(),
      vehicleOf(parsed.value),
      deps.now(),
      parsed.value.adjustmentAnswers ?? {},
    );
    const key = idempotencyKey(c);
    if (!key.ok) return badIdempotencyKey(c);
    try {
      const result = await deps.store.idempotent(
        site.slug,
        key.key,
        { kind: 'valuation', body: parsed.raw },
        async (tx) => {
          const { id, updateToken } = await deps.store.insertValuation(tx, site.slug, parsed.value, {
            ...estimate,
          });
          return {
            status: 201,
            body: {
              id,
              update_token: updateToken,
              rego: parsed.value.rego,
              regoState: parsed.value.regoState,
              offer_price: estimate.offer_price,
              estimate,
            },
          };
        },
      );
      return c.json(result.body, 201, NO_STORE);
    } catch (error) {
      if (error instanceof IdempotencyConflictError) return c.json({ error: error.message }, 422, NO_STORE);
      throw error;
    }
  });

  app.put('/api/valuations', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, valuationUpdateSchema(deps.now()));
    if (!parsed.ok) return parsed.response;
    const bearer = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const token = bearer ?? parsed.value.update_token;
    if (!token) {
      return c.json({ error: 'A valuation is updated only with its update token' }, 401, {
        'www-authenticate': 'Bearer',
        ...NO_STORE,
      });
    }
    const site = c.get('site');
    const outcome = await deps.store.db.transaction((tx) =>
      deps.store.updateValuation(tx, site.slug, parsed.value.id, token, (previous) => {
        const { update_token: _secret, ...changes } = parsed.value;
        const data = {
          ...previous,
          ...changes,
          adjustmentAnswers: {
            ...((previous.adjustmentAnswers as object) ?? {}),
            ...parsed.value.adjustmentAnswers,
          },
        };
        const estimate = tradeInOffer(
          deps.inventory.allCars(),
          vehicleOf(data as Parameters<typeof vehicleOf>[0]),
          deps.now(),
          data.adjustmentAnswers,
        );
        return { data, estimate: { ...estimate } };
      }),
    );
    if (outcome === 'not_found') return c.json({ error: 'Valuation not found' }, 404, NO_STORE);
    if (outcome === 'forbidden')
      return c.json({ error: 'The update token does not match this valuation' }, 403, NO_STORE);
    return c.json(
      { id: parsed.value.id, offer_price: outcome.estimate.offer_price, estimate: outcome.estimate },
      200,
      NO_STORE,
    );
  });

  app.post('/api/nevdis', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, regoLookupSchema(c.get('site').country));
    if (!parsed.ok) return parsed.response;
    return submit(
      c,
      'nevdis',
      parsed.raw,
      parsed.value,
      {
        source: 'unavailable',
        found: false,
        message:
          'The NEVDIS registration register is not connected to this server; enter the vehicle details instead.',
      },
      200,
    );
  });

  app.post('/api/simple-autograb-lookup', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, vehicleLookupSchema(c.get('site').country, deps.now()));
    if (!parsed.ok) return parsed.response;
    const vehicle = vehicleOf(parsed.value);
    const estimate = tradeInOffer(deps.inventory.allCars(), vehicle, deps.now());
    return submit(
      c,
      'simple-autograb-lookup',
      parsed.raw,
      parsed.value,
      {
        source: vehicle ? estimate.source : 'unavailable',
        found: estimate.retail !== null,
        average_market_price: estimate.retail?.median ?? null,
        market_range: estimate.retail,
        comparables: estimate.comparables,
        reasons: estimate.reasons,
      },
      200,
    );
  });

  app.post('/api/credit-score', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, creditScoreSchema);
    if (!parsed.ok) return parsed.response;
    return submit(
      c,
      'credit-score',
      parsed.raw,
      parsed.value,
      {
        source: 'unavailable',
        score: null,
        message: 'No credit bureau is connected to this server; the request was stored for the dealer.',
      },
      200,
    );
  });

  app.post('/api/miscellaneous', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, z.record(z.string(), z.unknown()));
    if (!parsed.ok) return parsed.response;
    return submit(c, 'miscellaneous', parsed.raw, parsed.value, { source: 'stored' });
  });

  app.post('/api/events/car_phone_call', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, phoneCallSchema);
    if (!parsed.ok) return parsed.response;
    const site = c.get('site');
    if (!deps.inventory.stock(site).byId.has(parsed.value.car_id))
      return badRequest(c, 'Unknown car', { car_id: 'Unknown car for this website' });
    const eventId = await deps.store.recordEvent(site.slug, 'car_phone_call', {
      car_id: parsed.value.car_id,
    });
    return c.json({ id: eventId }, 201, NO_STORE);
  });

  app.post('/api/events/phone_reveal', async (c) => {
    const stop = await limited(c);
    if (stop) return stop;
    const parsed = await parse(c, phoneRevealSchema);
    if (!parsed.ok) return parsed.response;
    const site = c.get('site');
    const { car_id, dealership_id, website_id } = parsed.value;
    if (website_id !== site.id)
      return badRequest(c, 'Unknown website', { website_id: 'This event belongs to another website' });
    const car = deps.inventory.stock(site).byId.get(car_id);
    if (!car) return badRequest(c, 'Unknown car', { car_id: 'Unknown car for this website' });
    if (car.dealership_id !== dealership_id)
      return badRequest(c, 'Unknown dealership', { dealership_id: 'The car belongs to another dealership' });
    const eventId = await deps.store.recordEvent(site.slug, 'phone_reveal', {
      car_id,
      dealership_id,
      website_id,
    });
    return c.json({ id: eventId }, 201, NO_STORE);
  });
}
