import { type Car, financeProviderKey } from '@dealer/pricing';
import type { Dealership, Location, Site, Template } from '@dealer/site-registry';
import { anglesFor } from '../images/svg.js';
import {
  badgeAfterModel,
  COLOURS,
  catalogueFor,
  FEATURES,
  type FeatureShape,
  featureShape,
  type ModelSpec,
  type VehicleKind,
} from './catalog.js';
import { createRandom, type Random } from './prng.js';

/**
 * The deterministic demo inventory: every §3 Car field, every status of §4 (in stock, coming soon, sold
 * inside and outside the listing window, reserved, not reservable, hidden), tags, payment processors,
 * finance lender records, market data and history report files, matched to each site's template.
 * Same registry + size + `now` + seed → the same cars, byte for byte.
 */

export const MIN_DEMO_INVENTORY = 2000;

/** Stock per site by template, before scaling to the requested total. */
const TEMPLATE_WEIGHT: Record<Template, number> = {
  car: 420,
  rental: 160,
  subscription: 160,
  motorcycle: 280,
  scooter: 120,
  rv: 240,
  caravan: 220,
  camper: 180,
  truck: 240,
  trailer: 120,
};

export interface DemoInventoryOptions {
  now: Date;
  /** Total cars across the sites (default: at least 2,000), or an exact count per site slug. */
  size?: number | Record<string, number>;
  seed?: string;
}

const DAY = 86_400;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A dealership's stock and the site (template, locations, providers) it is generated for. */
interface DealershipPlan {
  dealership: Dealership;
  site: Site;
  count: number;
}

/**
 * Per-dealership counts. Sites may share dealerships (a group site lists its members' stock), so stock
 * belongs to dealerships and each dealership is generated once, for the first site that lists it.
 * `size` is the total (template weights scaled to it), or an exact count per site slug split over the
 * site's dealerships.
 */
export function demoInventoryPlan(
  sites: readonly Site[],
  size?: number | Record<string, number>,
): DealershipPlan[] {
  const plans: DealershipPlan[] = [];
  const seen = new Set<number>();
  for (const site of sites) {
    for (const dealership of site.dealerships) {
      if (seen.has(dealership.id)) continue;
      seen.add(dealership.id);
      plans.push({ dealership, site, count: 0 });
    }
  }
  if (size !== undefined && typeof size === 'object') {
    for (const site of sites) {
      const own = plans.filter((p) => p.site === site);
      const total = Math.max(0, Math.floor(size[site.slug] ?? 0));
      own.forEach((plan, i) => {
        plan.count = Math.floor(total / own.length) + (i < total % own.length ? 1 : 0);
      });
    }
    return plans;
  }
  const weights = plans.map((p) => {
    const siblings = plans.filter((q) => q.site === p.site).length;
    return (TEMPLATE_WEIGHT[p.site.template] ?? 200) / Math.sqrt(siblings);
  });
  const weightTotal = weights.reduce((a, b) => a + b, 0);
  const total = size ?? Math.max(MIN_DEMO_INVENTORY, Math.round(weightTotal));
  let assigned = 0;
  plans.forEach((plan, i) => {
    plan.count =
      i === plans.length - 1 ? total - assigned : Math.round((total * (weights[i] as number)) / weightTotal);
    assigned += plan.count;
  });
  return plans;
}

/** Generates every dealership's stock, keyed by dealership id. Car ids are unique across the registry. */
export function demoInventory(sites: readonly Site[], options: DemoInventoryOptions): Map<number, Car[]> {
  const seed = options.seed ?? 'dealer-demo-v1';
  const inventory = new Map<number, Car[]>();
  const pool = new ValuePool();
  let nextId = 100_001;
  for (const plan of demoInventoryPlan(sites, options.size)) {
    const random = createRandom(`${seed}/${plan.dealership.slug}`);
    const models = dealershipModels(plan.site, plan.dealership);
    const locations = plan.site.locations.filter((l) => l.dealership_slug === plan.dealership.slug);
    const context = {
      site: plan.site,
      dealership: plan.dealership,
      models,
      locations: locations.length > 0 ? locations : plan.site.locations,
    };
    const cars: Car[] = [];
    for (let i = 0; i < plan.count; i++)
      cars.push(pool.shareFields(generateCar(context, random, nextId++, options.now)));
    inventory.set(plan.dealership.id, cars);
  }
  return inventory;
}

/** Longest nested value (as JSON) worth sharing: image lists and locations repeat, descriptions do not. */
const SHAREABLE_JSON = 1024;

/**
 * Shares repeated values between cars: each generated string (make, colour, image path, date …) and each
 * small nested object or array equal by content (images, location) is kept once for the whole stock
 * instead of once per car, which is most of the cars' heap at 100k. Cars are read-only once generated
 * (indexes, pages and answers only read them), so sharing is invisible to callers.
 */
class ValuePool {
  private readonly strings = new Map<string, string>();
  private readonly objects = new Map<string, unknown>();

  shareFields<T extends object>(car: T): T {
    const record = car as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = this.share(record[key]);
    return car;
  }

  private share(value: unknown): unknown {
    if (typeof value === 'string') {
      const known = this.strings.get(value);
      if (known !== undefined) return known;
      this.strings.set(value, value);
      return value;
    }
    if (value === null || typeof value !== 'object') return value;
    const json = JSON.stringify(value);
    if (json.length > SHAREABLE_JSON) return this.shareFields(value);
    const known = this.objects.get(json);
    if (known !== undefined) return known;
    const shared = Array.isArray(value) ? value.map((v) => this.share(v)) : this.shareFields(value);
    this.objects.set(json, shared);
    return shared;
  }
}

interface GenerationContext {
  site: Site;
  dealership: Dealership;
  models: ModelSpec[];
  locations: Location[];
}

function dealershipModels(site: Site, dealership: Dealership): ModelSpec[] {
  const mix = catalogueFor(site.template);
  let models = mix.flatMap(([list]) => list);
  // Franchise dealerships stock their own makes (§2 manufacturer presets, §7 dealer-group filter).
  const own = [...dealership.manufacturers, ...(dealership.make ? [dealership.make] : [])];
  const makes = new Set(
    (own.length > 0
      ? own
      : [
          ...(site.search.preset_filters.makes ?? []),
          ...(site.search.dealer_group_filter?.makes ?? []),
          ...(site.manufacturer ? [site.manufacturer] : []),
        ]
    ).map((m) => m.toLowerCase()),
  );
  if (makes.size > 0) {
    const own = models.filter((m) => makes.has(m.make.toLowerCase()));
    if (own.length > 0) models = own;
  }
  return models;
}

function fuelLabel(simple: string, random: Random): string | null {
  switch (simple) {
    case 'Petrol':
      return random.weighted([
        ['Petrol - Unleaded ULP', 3],
        ['Petrol - Premium ULP', 1],
      ]);
    case 'Diesel':
      return 'Diesel';
    case 'Hybrid':
      return 'Hybrid (Petrol)';
    case 'Plug-in Hybrid':
      return 'Plug-in Hybrid (Petrol)';
    case 'Electric':
      return 'Electric';
    default:
      return null;
  }
}

function roundPrice(price: number): number {
  if (price < 2000) return Math.max(500, Math.round(price / 50) * 50);
  return Math.round(price / 500) * 500 - 10;
}

const KM_PER_YEAR: Record<VehicleKind, [number, number]> = {
  car: [8000, 22000],
  motorcycle: [2000, 8000],
  scooter: [1500, 5000],
  rv: [5000, 15000],
  caravan: [0, 0],
  camper: [10000, 30000],
  truck: [40000, 120000],
  trailer: [0, 0],
};

/** Monthly repayment on an amortised loan (the lender's quote carried in the feed). */
function lenderPayment(principal: number, ratePercent: number, months: number): number {
  const r = ratePercent / 100 / 12;
  return Math.round(((principal * r) / (1 - (1 + r) ** -months)) * 100) / 100;
}

function generateCar(context: GenerationContext, random: Random, id: number, now: Date): Car {
  const { site, dealership, models } = context;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const currentYear = now.getUTCFullYear();
  const spec = random.pick(models);
  const badgeIndex = random.int(0, spec.badges.length - 1);
  const badge = badgeAfterModel(spec.model, spec.badges[badgeIndex] as string);
  const location = random.pick(context.locations);
  const towable = spec.fuels[0] === 'None';
  const rental = site.template === 'rental' || site.template === 'subscription';

  const carType = rental
    ? 'used'
    : random.weighted([
        ['new', spec.kind === 'car' ? 35 : 45],
        ['used', 55],
        ['demo', 10],
      ] as const);
  const oldest = Math.max(spec.since ?? currentYear - 15, currentYear - 15);
  let year: number;
  if (carType === 'new') year = random.chance(0.8) ? currentYear : currentYear - 1;
  else if (carType === 'demo') year = random.chance(0.6) ? currentYear : currentYear - 1;
  else year = random.int(Math.min(oldest, currentYear - 1), currentYear - 1);
  const age = Math.max(0, currentYear - year);

  const [kmLow, kmHigh] = KM_PER_YEAR[spec.kind];
  let km: number | null;
  if (towable || kmHigh === 0) km = null;
  else if (carType === 'new') km = random.int(0, 50);
  else if (carType === 'demo') km = random.int(500, 15000);
  else km = Math.round((age + random.next()) * random.int(kmLow, kmHigh));

  const basePrice = spec.price * (1 + badgeIndex * 0.12) * (0.97 + random.next() * 0.08);
  let price: number | null;
  if (carType === 'new') price = roundPrice(basePrice);
  else if (carType === 'demo') price = roundPrice(basePrice * 0.9);
  else {
    const kmFactor = km === null ? 1 : Math.max(0.55, 1 - km / 600_000);
    price = roundPrice(basePrice * 0.86 ** age * kmFactor);
  }
  // A few dealers list without a price ("Enquire for price", §4) or at a token amount.
  if (random.chance(0.015)) price = null;
  else if (random.chance(0.005)) price = 1;

  const beforePrice =
    price !== null && price > 200 && random.chance(0.14) ? roundPrice(price + random.int(1000, 6000)) : null;

  const colourEntry = random.pick(COLOURS);
  const colour = colourEntry[0];
  const simpleFuel = random.pick(spec.fuels);
  const transmission = random.pick(spec.transmissions);
  const drive = random.pick(spec.drives);

  // §4 status mix: in stock / coming soon / sold (half inside the 3-day listing window, half outside it).
  let status = random.weighted([
    ['in_stock', 80],
    ['coming_soon', 8],
    ['sold', 12],
  ] as const) as Car['status'];

  const customTags = site.tags.custom_tag_colours.rules.map((r) => r.tag);
  let tag: string | null = null;
  let preorder = false;
  const tagRoll = random.next();
  if (carType === 'new' && tagRoll < 0.04) {
    tag = 'Pre-order';
    preorder = true;
    status = 'coming_soon';
  } else if (tagRoll < 0.14) tag = 'Special';
  else if (tagRoll < 0.18 && carType !== 'used') tag = 'Test Drive Only';
  else if (tagRoll < 0.26 && customTags.length > 0) tag = random.pick(customTags);
  else if (tagRoll < 0.28 && carType === 'new') tag = 'Runout';

  const sold = status === 'sold';
  // A car sells after weeks on the lot: a sold car was listed at least 21 days before now.
  const createdAt = nowSeconds - random.int(sold ? 21 * DAY : 0, 150 * DAY);
  const soldDate = sold
    ? Math.min(nowSeconds, Math.max(createdAt + DAY, nowSeconds - random.int(0, 8 * DAY)))
    : null;
  const reserved = status === 'in_stock' && random.chance(0.05);
  const reservable = random.chance(0.06) ? false : random.chance(0.5) ? true : null;
  const showOnWebsite = !random.chance(0.03);

  const title = [spec.make, spec.model, badge].filter(Boolean).join(' ');
  const name = `${year} ${title}`;
  const stocknum = `${slugify(dealership.slug).slice(0, 3).toUpperCase()}${id}`;
  const slug = slugify(`${name} ${id}`);
  const imageBase = `/images/vehicles/${spec.kind}/${slugify(spec.body)}/${slugify(colour)}`;
  // Each kind is photographed as it is: a bike has no boot, a caravan's inside is a living room.
  const angles = anglesFor(spec.kind, spec.body);
  const photos = random.weighted([
    [1, 3],
    [2, 4],
    [4, 20],
    [6, 73],
  ] as const);
  const images = angles
    .slice(0, Math.min(photos, angles.length))
    .map((angle) => ({ image: { url: `${imageBase}/${angle}.svg` } }));

  const shape = featureShape(spec);
  const features: string[] = FEATURES[shape].filter(() => random.chance(shape === 'car' ? 0.4 : 0.3));
  if (shape === 'car' && spec.seats >= 7) features.push('7 Seats');

  const processors: Car['payment_processors'] = [];
  if (site.payment_provider && random.chance(0.92)) {
    processors.push({
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
    });
  }

  const financeLenders: Car['finance_lenders'] = {};
  const provider = financeProviderKey(site.finance_provider);
  if (provider && price !== null && price > 500 && random.chance(0.9)) {
    const interestRate = Math.round((6.49 + random.next() * 6.5) * 100) / 100;
    const missingRates = random.chance(0.05);
    const principal = provider === 'taurus' ? price * 0.9 : price;
    const paymentMonth = lenderPayment(principal, interestRate, 60);
    financeLenders[provider] = {
      interestRate: missingRates ? null : interestRate,
      comparisonRate: missingRates
        ? null
        : Math.round((interestRate + 0.3 + random.next() * 0.6) * 100) / 100,
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
  }

  const autograb =
    spec.kind === 'car' && carType !== 'new' && price !== null && price > 200 && random.chance(0.7)
      ? {
          average_market_price: Math.round(price * (0.93 + random.next() * 0.19)),
          state_average_market_price: random.chance(0.8)
            ? Math.round(price * (0.93 + random.next() * 0.19))
            : null,
        }
      : null;

  const weeklyPrice = price !== null && price > 10 ? Math.round((price * 0.0052 + 12) * 100) / 100 : null;
  const subscriptionPrice =
    site.features.subscription_pricing && price !== null ? Math.round(99 + price / 250) : null;
  // A hire car's daily rate follows what the car is worth (§1 rental sellers price by the day).
  const rentalPrice = site.template === 'rental' && price !== null ? Math.round(39 + price / 900) : null;
  // §3 weekly price bands are range filters (>= / <=) over the weekly amount itself.
  const weeklyAmount = subscriptionPrice ?? weeklyPrice;
  const weeklyBand = weeklyAmount === null ? null : Math.round(weeklyAmount);

  const history = carType === 'used' && random.chance(0.4);
  const description = [
    `${carType === 'new' ? 'Brand new' : carType === 'demo' ? 'Dealer demonstrator' : 'Quality pre-loved'} ${year} ${title} in ${colour}.`,
    km !== null
      ? `${km.toLocaleString('en-AU')} km on the clock, ${bodyWords(shape, transmission, drive, spec.body)}.`
      : `${spec.body} ready for the road.`,
    features.length > 0 ? `Features include ${features.slice(0, 5).join(', ')}.` : '',
    `Visit ${location.location_name} in ${location.city} or call ${location.contact_detail.phone} to arrange an inspection.`,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    id,
    name,
    slug,
    stocknum,
    vin: vin(random),
    make: spec.make,
    make_model: `${spec.make} ${spec.model}`,
    model: spec.model,
    body: spec.body,
    year,
    series: spec.series,
    badge,
    tag,
    km,
    odometer_unit: 'km',
    price,
    before_price: beforePrice,
    subscription_price: subscriptionPrice,
    rental_price: rentalPrice,
    reduced_price: null,
    computed_price: null,
    price_type:
      price === null
        ? null
        : carType === 'used'
          ? random.pick(['drive_away', 'drive_away', 'egc'])
          : random.pick(['drive_away', 'egc']),
    preorder,
    car_type: carType,
    status,
    simple_fuel: simpleFuel === 'None' ? null : simpleFuel,
    reserved,
    reservable,
    sold,
    certified: carType === 'used' && age <= 5 && random.chance(0.3),
    created_at: new Date(createdAt * 1000).toISOString(),
    created_at_timestamp: createdAt,
    sold_date_timestamp: soldDate,
    show_on_dealer_website: showOnWebsite,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    city: location.city,
    state: location.state,
    location: {
      slug: location.slug,
      phone: location.contact_detail.phone,
      distribution_locations: [{ id: location.id, name: location.location_name }],
    },
    location_id: location.id,
    primary_image_url: images[0]?.image.url ?? null,
    images,
    description: { body: description },
    manufacturer: { name: spec.make },
    file: history ? { url: `/history-reports/${stocknum}.html`, name: 'Vehicle history report' } : null,
    finance_lenders: financeLenders,
    payment_processors: processors,
    has_checkout_payment_processor: processors.some((p) => Boolean(p.authorization_key)),
    autograb_data: autograb,
    // Dealers rank what they can still sell above what has just sold (the sold window keeps it listed).
    custom_rank: sold ? random.int(0, 99) : random.int(100, 1000),
    photos_count: images.length,
    carsales_seller_identifier:
      carType === 'used' && random.chance(0.6) ? `SSE-AD-${random.int(1_000_000, 9_999_999)}` : null,
    colour,
    drive,
    fuel: fuelLabel(simpleFuel, random),
    transmission: transmission === 'None' ? null : transmission,
    seats: spec.seats || null,
    doors: spec.doors || null,
    price_range: price === null ? null : Math.floor(price / 10_000) * 10_000,
    weekly_price: weeklyPrice,
    weekly_price_range: weeklyBand,
    filtered_features: features,
    categories: [],
    item_type: spec.kind,
    location_name: location.location_name,
    dealership_name: dealership.name,
  };
}

/** 'automatic AWD suv', but 'manual naked bike': a bike's chain drive is not a selling point. */
function bodyWords(shape: FeatureShape, transmission: string, drive: string, body: string): string {
  if (shape === 'scooter') return `${transmission} scooter`;
  if (shape === 'motorcycle') return `${transmission.toLowerCase()} ${body.toLowerCase()} bike`;
  return `${transmission.toLowerCase()} ${drive} ${body.toLowerCase()}`;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
function vin(random: Random): string {
  let out = '';
  for (let i = 0; i < 17; i++) out += VIN_CHARS[random.int(0, VIN_CHARS.length - 1)];
  return out;
}
