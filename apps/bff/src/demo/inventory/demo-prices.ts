import { type Car, financeProviderKey } from '@dealer/pricing';
import { type Dealership, type Site, slugify } from '@dealer/site-registry';
import type { ModelSpec } from './catalog.js';
import type { Random } from './prng.js';

/**
 * The money side of a demo car, drawn from its model's new price: the asking and was price, the payment
 * processor (with its deposit), the finance lender's quote, market data, and the weekly, subscription
 * and rental amounts. The draws happen in the order generateCar calls these (the stock is seeded).
 */

type CarType = Car['car_type'];

export function roundPrice(price: number): number {
  if (price < 2000) return Math.max(500, Math.round(price / 50) * 50);
  return Math.round(price / 500) * 500 - 10;
}

/** The asking price by condition, age and km; a few dealers list without one or at a token amount. */
export function askingPrice(
  spec: ModelSpec,
  badgeIndex: number,
  vehicle: { carType: CarType; age: number; km: number | null },
  random: Random,
): number | null {
  const basePrice = spec.price * (1 + badgeIndex * 0.12) * (0.97 + random.next() * 0.08);
  let price: number | null;
  if (vehicle.carType === 'new') price = roundPrice(basePrice);
  else if (vehicle.carType === 'demo') price = roundPrice(basePrice * 0.9);
  else {
    const kmFactor = vehicle.km === null ? 1 : Math.max(0.55, 1 - vehicle.km / 600_000);
    price = roundPrice(basePrice * 0.86 ** vehicle.age * kmFactor);
  }
  // A few demo cars carry no price or a token one, so the pages show how @dealer/pricing's isRealPrice treats them.
  if (random.chance(0.015)) return null;
  if (random.chance(0.005)) return 1;
  return price;
}

/** Some cars show a higher was-price (§4). */
export function wasPrice(price: number | null, random: Random): number | null {
  return price !== null && price > 200 && random.chance(0.14)
    ? roundPrice(price + random.int(1000, 6000))
    : null;
}

/** Most cars of a site that takes deposits can be reserved online; a few lack the dealer's key. */
export function paymentProcessors(
  site: Site,
  dealership: Dealership,
  random: Random,
): Car['payment_processors'] {
  if (!site.payment_provider || !random.chance(0.92)) return [];
  return [
    {
      provider: site.payment_provider,
      authorization_type: 'publishable_key',
      authorization_key: random.chance(0.97)
        ? (dealership.stripe_publishable_key ?? `pk_test_${slugify(dealership.slug)}_demo`)
        : null,
      deposit_amount: random.weighted([
        [200, 6],
        [500, 2],
        [1000, 1],
        [null, 1],
      ] as const),
    },
  ];
}

/** Monthly repayment on an amortised loan (the lender's quote carried in the feed). */
function lenderPayment(principal: number, ratePercent: number, months: number): number {
  const r = ratePercent / 100 / 12;
  return Math.round(((principal * r) / (1 - (1 + r) ** -months)) * 100) / 100;
}

/** The site's finance provider's quote for a priced car; a few lack rates (§5 then shows no finance). */
export function financeLenders(site: Site, price: number | null, random: Random): Car['finance_lenders'] {
  const lenders: Car['finance_lenders'] = {};
  const provider = financeProviderKey(site.finance_provider);
  if (!provider || price === null || price <= 500 || !random.chance(0.9)) return lenders;
  const interestRate = Math.round((6.49 + random.next() * 6.5) * 100) / 100;
  const missingRates = random.chance(0.05);
  const principal = provider === 'taurus' ? price * 0.9 : price;
  const paymentMonth = lenderPayment(principal, interestRate, 60);
  lenders[provider] = {
    interestRate: missingRates ? null : interestRate,
    comparisonRate: missingRates ? null : Math.round((interestRate + 0.3 + random.next() * 0.6) * 100) / 100,
    paymentMonth,
    paymentWeek: Math.round(((paymentMonth * 12) / 52) * 100) / 100,
    termMonths: 60,
    termYears: 5,
    term36: lenderPayment(principal, interestRate, 36),
    term48: lenderPayment(principal, interestRate, 48),
    term60: paymentMonth,
    disclaimer:
      'Indicative repayment only, subject to credit approval, fees and charges. Comparison rate based on a 5 year secured loan of $30,000.',
  };
  return lenders;
}

/** Market prices for most used and demo cars (§4 the market indicator). */
export function marketData(spec: ModelSpec, carType: CarType, price: number | null, random: Random) {
  return spec.kind === 'car' && carType !== 'new' && price !== null && price > 200 && random.chance(0.7)
    ? {
        average_market_price: Math.round(price * (0.93 + random.next() * 0.19)),
        state_average_market_price: random.chance(0.8)
          ? Math.round(price * (0.93 + random.next() * 0.19))
          : null,
      }
    : null;
}

/**
 * The weekly, subscription and hire amounts that follow the price. The weekly bands' figure is not one
 * of them: the BFF writes it per site from what the car's page shows (budgetFigure, issue #31).
 */
export function periodicPrices(site: Site, price: number | null) {
  const weeklyPrice = price !== null && price > 10 ? Math.round((price * 0.0052 + 12) * 100) / 100 : null;
  const subscriptionPrice =
    site.features.subscription_pricing && price !== null ? Math.round(99 + price / 250) : null;
  // A hire car's daily rate follows what the car is worth (§1 rental sellers price by the day).
  const rentalPrice = site.template === 'rental' && price !== null ? Math.round(39 + price / 900) : null;
  return { weeklyPrice, subscriptionPrice, rentalPrice };
}
