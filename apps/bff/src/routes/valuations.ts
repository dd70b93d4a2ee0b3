import { type TradeInVehicle, tradeInOffer } from '@dealer/pricing';
import { valuationCreateSchema, valuationUpdateSchema, vehicleLookupSchema } from '@dealer/validation';
import type { Hono } from 'hono';
import { parseBody } from '../http/body.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { badIdempotencyKey, idempotencyKey, keyConflictAs422, storedAnswer } from '../http/idempotency.js';
import { NO_STORE } from '../http/security.js';
import { rateLimited } from './leads.js';
import { storeSubmission } from './submissions.js';

/**
 * §7 valuations (POST creates one with its update token, PUT changes it) and simple-autograb-lookup: the
 * trade-in offer comes from @dealer/pricing's `tradeInOffer` over this server's stock (comparable cars).
 */

interface VehicleFields {
  make?: string;
  model?: string;
  year?: number;
  km?: number;
}

function vehicleOf(input: VehicleFields): TradeInVehicle | null {
  if (!input.make || !input.model || input.year === undefined) return null;
  return { make: input.make, model: input.model, year: input.year, km: input.km ?? null };
}

async function createValuation(c: AppContext, deps: AppDeps): Promise<Response> {
  const site = c.get('site');
  const parsed = await parseBody(c, valuationCreateSchema(site.country, deps.now()));
  if (!parsed.ok) return parsed.response;
  const { value } = parsed;
  const estimate = tradeInOffer(
    deps.inventory.allCars(),
    vehicleOf(value),
    deps.now(),
    site,
    value.adjustmentAnswers ?? {},
  );
  const key = idempotencyKey(c);
  if (!key.ok) return badIdempotencyKey(c);
  return keyConflictAs422(c, async () => {
    const request = { kind: 'valuation', body: parsed.raw };
    const result = await deps.store.idempotent(site.slug, key.key, request, async (tx) => {
      const { id, updateToken } = await deps.store.insertValuation(tx, site.slug, value, { ...estimate });
      const body = { id, update_token: updateToken, rego: value.rego, regoState: value.regoState };
      return { status: 201, body: { ...body, offer_price: estimate.offer_price, estimate } };
    });
    return storedAnswer(c, result);
  });
}

async function updateValuation(c: AppContext, deps: AppDeps): Promise<Response> {
  const parsed = await parseBody(c, valuationUpdateSchema(deps.now()));
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
  const { update_token: _secret, ...changes } = parsed.value;
  const outcome = await deps.store.db.transaction((tx) =>
    deps.store.updateValuation(tx, site.slug, parsed.value.id, token, (previous) => {
      const adjustmentAnswers = {
        ...((previous.adjustmentAnswers as object) ?? {}),
        ...changes.adjustmentAnswers,
      };
      const data = { ...previous, ...changes, adjustmentAnswers };
      const vehicle = vehicleOf(data as VehicleFields);
      const estimate = tradeInOffer(deps.inventory.allCars(), vehicle, deps.now(), site, adjustmentAnswers);
      return { data, estimate: { ...estimate } };
    }),
  );
  if (outcome === 'not_found') return c.json({ error: 'Valuation not found' }, 404, NO_STORE);
  if (outcome === 'forbidden')
    return c.json({ error: 'The update token does not match this valuation' }, 403, NO_STORE);
  const { estimate } = outcome;
  return c.json({ id: parsed.value.id, offer_price: estimate.offer_price, estimate }, 200, NO_STORE);
}

/** The market for a vehicle from comparable stock; 'unavailable' without make, model and year. */
async function vehicleLookup(c: AppContext, deps: AppDeps): Promise<Response> {
  const parsed = await parseBody(c, vehicleLookupSchema(c.get('site').country, deps.now()));
  if (!parsed.ok) return parsed.response;
  const vehicle = vehicleOf(parsed.value);
  const estimate = tradeInOffer(deps.inventory.allCars(), vehicle, deps.now(), c.get('site'));
  const response = {
    source: vehicle ? estimate.source : 'unavailable',
    found: estimate.retail !== null,
    average_market_price: estimate.retail?.median ?? null,
    market_range: estimate.retail,
    comparables: estimate.comparables,
    reasons: estimate.reasons,
  };
  const submission = { kind: 'simple-autograb-lookup', raw: parsed.raw, data: parsed.value, response };
  return storeSubmission(c, deps, submission, 200);
}

export function registerValuationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const limited = (c: AppContext) => rateLimited(c, deps.limits.writes, deps);
  app.post('/api/valuations', async (c) => (await limited(c)) ?? createValuation(c, deps));
  app.put('/api/valuations', async (c) => (await limited(c)) ?? updateValuation(c, deps));
  app.post('/api/simple-autograb-lookup', async (c) => (await limited(c)) ?? vehicleLookup(c, deps));
}
