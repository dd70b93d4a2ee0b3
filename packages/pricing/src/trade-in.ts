import type { Site } from '@dealer/site-registry';
import type { Car } from './car.js';
import { tradeInEligibility } from './eligibility.js';
import { isRealPrice } from './price.js';

/**
 * §3/§4 the trade-in offer: what comparable cars (same make and model, year within two) sell for in the
 * platform's own stock, less the dealer's margin, adjusted by the shopper's condition answers. It gives
 * no figure where §4 says no online estimate is given (over 7 years or 100,000 km) or where too few
 * comparables exist, and always says why.
 */

export const TRADE_IN_ESTIMATE_SOURCE = 'embedded-comparable-stock';
/** Trade-in value as a share of retail: the dealer's reconditioning and margin. */
export const TRADE_IN_SHARE = 0.82;
/** Fewer comparables than this and a median says nothing honest. */
export const TRADE_IN_MIN_COMPARABLES = 3;

/** An answer to a condition question: its id is what the valuation is sent and scored by. */
export interface ConditionAnswer {
  id: 'yes' | 'no';
  label: 'Yes' | 'No';
}
export const CONDITION_ANSWERS: readonly ConditionAnswer[] = [
  { id: 'yes', label: 'Yes' },
  { id: 'no', label: 'No' },
];

export interface ConditionQuestion {
  /** The id the valuation's `adjustmentAnswers` are keyed by. */
  id: string;
  /** The question as the lead records it (the dealer's records read the same on every site). */
  question: string;
  /** The answer that lowers the offer, and by what share. */
  lowersOn: ConditionAnswer['id'];
  change: number;
}

/**
 * §3 adjustment answers: the condition questions of the trade-in form. A reported problem takes 5% off
 * the offer; a missing good point (service history, spare key) takes 3%.
 */
export const CONDITION_QUESTIONS: readonly ConditionQuestion[] = [
  {
    id: 'accident',
    question: 'Has the car been in an accident or had hail damage?',
    lowersOn: 'yes',
    change: -0.05,
  },
  {
    id: 'mechanical',
    question: 'Are any warning lights on, or are there mechanical problems?',
    lowersOn: 'yes',
    change: -0.05,
  },
  {
    id: 'service_history',
    question: 'Does it have a full service history (logbook)?',
    lowersOn: 'no',
    change: -0.03,
  },
  { id: 'spare_key', question: 'Do you have the spare key?', lowersOn: 'no', change: -0.03 },
];

export interface TradeInAdjustment {
  question: string;
  change: number;
}

/** An answer's id from what a form sends (the 'Yes'/'No' label, the id, or a boolean); null when neither. */
export function conditionAnswerId(answer: unknown): ConditionAnswer['id'] | null {
  if (answer === true) return 'yes';
  if (answer === false) return 'no';
  if (typeof answer !== 'string') return null;
  const key = answer.trim().toLowerCase();
  return CONDITION_ANSWERS.find((a) => a.id === key)?.id ?? null;
}

/**
 * The valuation's `adjustmentAnswers` from the form's values (keyed by question text, as on the lead):
 * keyed by question id, each an answer id. Unanswered questions are left out.
 */
export function conditionAnswerIds(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of CONDITION_QUESTIONS) {
    const id = conditionAnswerId(values[q.question]);
    if (id) out[q.id] = id;
  }
  return out;
}

/** The offer adjustments of a valuation's answers (keyed by question id); unknown questions change nothing. */
export function tradeInAdjustments(answers: Readonly<Record<string, unknown>>): TradeInAdjustment[] {
  const out: TradeInAdjustment[] = [];
  for (const q of CONDITION_QUESTIONS) {
    if (!Object.hasOwn(answers, q.id)) continue;
    if (conditionAnswerId(answers[q.id]) === q.lowersOn) out.push({ question: q.id, change: q.change });
  }
  return out;
}

export interface TradeInVehicle {
  make: string;
  model: string;
  year: number;
  km: number | null;
}

export interface TradeInOffer {
  source: typeof TRADE_IN_ESTIMATE_SOURCE;
  onlineEstimate: boolean;
  reasons: string[];
  retail: { low: number; median: number; high: number } | null;
  offer_price: number | null;
  range: { low: number; high: number } | null;
  comparables: number;
  adjustments: TradeInAdjustment[];
}

function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (pos - lo);
}

/** Offers are quoted to the nearest $50: a figure to the dollar promises a precision there is not. */
const round = (n: number) => Math.round(n / 50) * 50;

/**
 * The used and demo cars comparable to the vehicle (same make and model, year within two, a §9 real
 * price), each normalised to the vehicle's year and km (~8%/year, ~5c/km: the Australian used-car rule
 * of thumb); ascending.
 */
export function comparablePrices(cars: Iterable<Car>, vehicle: TradeInVehicle): number[] {
  const make = vehicle.make.toLowerCase();
  const model = vehicle.model.toLowerCase();
  const prices: number[] = [];
  for (const car of cars) {
    if (car.make.toLowerCase() !== make || car.model.toLowerCase() !== model) continue;
    if (Math.abs(car.year - vehicle.year) > 2 || car.car_type === 'new' || !isRealPrice(car.price)) continue;
    const yearAdjust =
      0.92 ** (vehicle.year < car.year ? car.year - vehicle.year : 0) *
      1.08 ** (vehicle.year > car.year ? vehicle.year - car.year : 0);
    const kmAdjust = vehicle.km !== null && car.km !== null ? (car.km - vehicle.km) * 0.05 : 0;
    prices.push(Math.max(500, car.price * yearAdjust + kmAdjust));
  }
  return prices.sort((a, b) => a - b);
}

/** The trade-in offer for a vehicle (null: its details are not known) from the cars on sale at `now`. */
export function tradeInOffer(
  cars: Iterable<Car>,
  vehicle: TradeInVehicle | null,
  now: Date,
  site: Pick<Site, 'timezone' | 'country' | 'state'>,
  answers: Readonly<Record<string, unknown>> = {},
): TradeInOffer {
  const adjustments = tradeInAdjustments(answers);
  const empty = {
    source: TRADE_IN_ESTIMATE_SOURCE,
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
  const eligibility = tradeInEligibility({ year: vehicle.year, km: vehicle.km }, now, site);
  if (!eligibility.onlineEstimate) {
    return { ...empty, onlineEstimate: false, reasons: eligibility.reasons.map(String) };
  }
  const prices = comparablePrices(cars, vehicle);
  if (prices.length < TRADE_IN_MIN_COMPARABLES) {
    return {
      ...empty,
      comparables: prices.length,
      onlineEstimate: false,
      reasons: [
        `only ${prices.length} comparable cars in stock (at least ${TRADE_IN_MIN_COMPARABLES} needed)`,
      ],
    };
  }
  const factor = adjustments.reduce((f, a) => f * (1 + a.change), 1);
  const retail = {
    low: round(quantile(prices, 0.25)),
    median: round(quantile(prices, 0.5)),
    high: round(quantile(prices, 0.75)),
  };
  return {
    source: TRADE_IN_ESTIMATE_SOURCE,
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
