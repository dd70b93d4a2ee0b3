import { z } from 'zod';
import { canonicalRegion } from './options.js';

/**
 * §5 the trade-in (valuation) fields: one set of rules and messages for the form and for the server's
 * valuation calls (§7), so a value one accepts the other accepts too.
 */

export const TRADE_IN_MESSAGES = {
  rego: 'Enter the registration as shown on the plate.',
  year: 'Enter the year, e.g. 2019.',
  km: 'Enter the odometer reading in km.',
  kmWhole: 'Enter whole kilometres.',
  region: { AU: 'Choose an Australian state', NZ: 'Choose a New Zealand region' },
  valuationId: 'Invalid valuation id',
} as const;

/** The oldest build year a valuation takes; the newest is next year (a model year sold early). */
export const TRADE_IN_YEAR_MIN = 1950;
/** An odometer past this is a typo, not a vehicle. */
export const TRADE_IN_KM_MAX = 2_000_000;

/** A plate as printed: letters, digits, spaces and hyphens, up to 10. */
export const regoSchema = z
  .string(TRADE_IN_MESSAGES.rego)
  .trim()
  .regex(/^[A-Za-z0-9 -]{1,10}$/, TRADE_IN_MESSAGES.rego);

/** A build year from 1950 to next year (by `now`). */
export function tradeInYearSchema(now: Date) {
  return z.coerce
    .number({ error: TRADE_IN_MESSAGES.year })
    .int(TRADE_IN_MESSAGES.year)
    .min(TRADE_IN_YEAR_MIN, TRADE_IN_MESSAGES.year)
    .max(now.getUTCFullYear() + 1, TRADE_IN_MESSAGES.year);
}

export const tradeInKmSchema = z.coerce
  .number({ error: TRADE_IN_MESSAGES.km })
  .int(TRADE_IN_MESSAGES.kmWhole)
  .min(0, TRADE_IN_MESSAGES.km)
  .max(TRADE_IN_KM_MAX, TRADE_IN_MESSAGES.km);

/** The plate's state (AU) or region (NZ), in its canonical spelling: an NZ site's plates are NZ regions. */
export function regoStateSchema(country: 'AU' | 'NZ') {
  return z.string(TRADE_IN_MESSAGES.region[country]).transform((value, ctx) => {
    const region = canonicalRegion(country, value);
    if (region === null) {
      ctx.addIssue({ code: 'custom', message: TRADE_IN_MESSAGES.region[country] });
      return z.NEVER;
    }
    return region;
  });
}

/** The vehicle a valuation may name (all optional: a lookup by plate alone is allowed). */
function vehicleFields(now: Date) {
  return {
    make: z.string().trim().min(1).max(60).optional(),
    model: z.string().trim().min(1).max(60).optional(),
    year: tradeInYearSchema(now).optional(),
    km: tradeInKmSchema.optional(),
    badge: z.string().trim().max(80).optional(),
  };
}

/** §3 adjustment answers, keyed by question id (the scoring lives with the offer in @dealer/pricing). */
const adjustmentAnswersSchema = z.record(z.string().max(200), z.unknown());

/** §7 POST valuations: the plate, its state or region, the vehicle, the lead it belongs to. */
export function valuationCreateSchema(country: 'AU' | 'NZ', now: Date) {
  return z.looseObject({
    rego: regoSchema,
    regoState: regoStateSchema(country),
    ...vehicleFields(now),
    lead_id: z.string().max(64).optional(),
    adjustmentAnswers: adjustmentAnswersSchema.optional(),
  });
}

/** §7 PUT valuations: the valuation's id, its update token (or a bearer header) and what changed. */
export function valuationUpdateSchema(now: Date) {
  return z.looseObject({
    id: z.string().uuid(TRADE_IN_MESSAGES.valuationId),
    update_token: z.string().min(16).max(256).optional(),
    adjustmentAnswers: adjustmentAnswersSchema,
    ...vehicleFields(now),
  });
}

/** §7 the plate lookups (nevdis; autograb with or without the plate). */
export function regoLookupSchema(country: 'AU' | 'NZ') {
  return z.looseObject({ rego: regoSchema, state: regoStateSchema(country) });
}
export function vehicleLookupSchema(country: 'AU' | 'NZ', now: Date) {
  return z.looseObject({
    rego: regoSchema.optional(),
    state: regoStateSchema(country).optional(),
    ...vehicleFields(now),
  });
}
