import { type Car, tradeInEligibility } from '@dealer/pricing';

/**
 * The embedded trade-in estimate: what comparable cars (same make and model, year within two) sell for
 * in the platform's own stock, less a dealer margin. It answers honestly — with the comparables it used
 * and `source: 'embedded-comparable-stock'` — and gives no figure where §4/§9 say no online estimate is
 * given (over 7 years or 100,000 km, via @dealer/pricing) or where too few comparables exist.
 */

export const ESTIMATE_SOURCE = 'embedded-comparable-stock';
/** Trade-in value as a share of retail: the dealer's reconditioning and margin. */
export const TRADE_IN_SHARE = 0.82;
const MIN_COMPARABLES = 3;

export interface VehicleDetails {
  make: string;
  model: string;
  year: number;
  km: number | null;
}

export interface Estimate {
  source: typeof ESTIMATE_SOURCE;
  onlineEstimate: boolean;
  reasons: string[];
  retail: { low: number; median: number; high: number } | null;
  offer_price: number | null;
  range: { low: number; high: number } | null;
  comparables: number;
  adjustments: { question: string; change: number }[];
}

function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

const round = (n: number) => Math.round(n / 50) * 50;

export function comparablePrices(cars: Iterable<Car>, vehicle: VehicleDetails): number[] {
  const make = vehicle.make.toLowerCase();
  const model = vehicle.model.toLowerCase();
  const prices: number[] = [];
  for (const car of cars) {
    if (car.make.toLowerCase() !== make || car.model.toLowerCase() !== model) continue;
    if (
      Math.abs(car.year - vehicle.year) > 2 ||
      car.car_type === 'new' ||
      car.price === null ||
      car.price <= 10
    )
      continue;
    // Normalise each comparable to the asked year and km: ~8%/year, ~5c/km (Australian used-car rule of thumb).
    const yearAdjust =
      0.92 ** (vehicle.year < car.year ? car.year - vehicle.year : 0) *
      1.08 ** (vehicle.year > car.year ? vehicle.year - car.year : 0);
    const kmAdjust = vehicle.km !== null && car.km !== null ? (car.km - vehicle.km) * 0.05 : 0;
    prices.push(Math.max(500, car.price * yearAdjust + kmAdjust));
  }
  return prices.sort((a, b) => a - b);
}

const ISSUE_WORDS = /accident|damage|hail|warning|mechanical|rust|leak|repair|written.?off/i;
const GOOD_WORDS = /service.?history|logbook|spare.?key|registration|rego/i;

/** Adjustment answers (§3 adjustmentAnswers): each reported issue takes 5% off, each missing good point 3%. */
export function adjustmentsFrom(answers: Record<string, unknown>): { question: string; change: number }[] {
  const out: { question: string; change: number }[] = [];
  for (const [question, answer] of Object.entries(answers)) {
    const yes = answer === true || (typeof answer === 'string' && /^(yes|y|true)$/i.test(answer.trim()));
    const no = answer === false || (typeof answer === 'string' && /^(no|n|false)$/i.test(answer.trim()));
    if (ISSUE_WORDS.test(question) && yes) out.push({ question, change: -0.05 });
    else if (GOOD_WORDS.test(question) && no) out.push({ question, change: -0.03 });
  }
  return out;
}

export function estimateTradeIn(
  cars: Iterable<Car>,
  vehicle: VehicleDetails | null,
  now: Date,
  answers: Record<string, unknown> = {},
): Estimate {
  const adjustments = adjustmentsFrom(answers);
  const empty = {
    source: ESTIMATE_SOURCE,
    retail: null,
    offer_price: null,
    range: null,
    comparables: 0,
    adjustments,
  } as const;
  if (!vehicle) {
    return {
      ...empty,
      onlineEstimate: false,
      reasons: [
        'vehicle details (make, model, year, km) are needed: no registration lookup service is connected',
      ],
    };
  }
  const eligibility = tradeInEligibility({ year: vehicle.year, km: vehicle.km }, now);
  if (!eligibility.onlineEstimate) {
    return { ...empty, onlineEstimate: false, reasons: eligibility.reasons.map(String) };
  }
  const prices = comparablePrices(cars, vehicle);
  if (prices.length < MIN_COMPARABLES) {
    return {
      ...empty,
      comparables: prices.length,
      onlineEstimate: false,
      reasons: [`only ${prices.length} comparable cars in stock (at least ${MIN_COMPARABLES} needed)`],
    };
  }
  const factor = adjustments.reduce((f, a) => f * (1 + a.change), 1);
  const retail = {
    low: round(quantile(prices, 0.25)),
    median: round(quantile(prices, 0.5)),
    high: round(quantile(prices, 0.75)),
  };
  return {
    source: ESTIMATE_SOURCE,
    onlineEstimate: true,
    reasons: [],
    retail,
    offer_price: round(retail.median * TRADE_IN_SHARE * factor),
    range: {
      low: round(retail.low * TRADE_IN_SHARE * factor),
      high: round(retail.high * TRADE_IN_SHARE * factor),
    },
    comparables: prices.length,
    adjustments,
  };
}
