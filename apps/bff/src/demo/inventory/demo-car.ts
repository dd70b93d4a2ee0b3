import type { Car } from '@dealer/pricing';
import { type Dealership, type Location, type Site, slugify } from '@dealer/site-registry';
import { anglesFor } from '../../images/svg.js';
import {
  badgeAfterModel,
  COLOURS,
  FEATURES,
  type FeatureShape,
  featureShape,
  type ModelSpec,
  type VehicleKind,
} from './catalog.js';
import {
  askingPrice,
  financeLenders,
  marketData,
  paymentProcessors,
  periodicPrices,
  wasPrice,
} from './demo-prices.js';
import { carRecord } from './demo-record.js';
import type { Random } from './prng.js';

/**
 * One demo car: a model from the dealership's catalogue, its condition, age and km, prices, §4 status and
 * tag, listing dates, photos, features and description. Every draw comes from `random` in a fixed order,
 * so the same seed gives the same car.
 */

export interface GenerationContext {
  site: Site;
  dealership: Dealership;
  models: ModelSpec[];
  locations: Location[];
}

const DAY = 86_400;

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

/** The model, badge, location, condition, year and km. */
function vehicleBasics(context: GenerationContext, random: Random, now: Date) {
  const currentYear = now.getUTCFullYear();
  const spec = random.pick(context.models);
  const badgeIndex = random.int(0, spec.badges.length - 1);
  const badge = badgeAfterModel(spec.model, spec.badges[badgeIndex] as string);
  const location = random.pick(context.locations);
  const rental = context.site.template === 'rental' || context.site.template === 'subscription';
  const carType: Car['car_type'] = rental
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
  if (spec.fuels[0] === 'None' || kmHigh === 0) km = null;
  else if (carType === 'new') km = random.int(0, 50);
  else if (carType === 'demo') km = random.int(500, 15000);
  else km = Math.round((age + random.next()) * random.int(kmLow, kmHigh));
  return { spec, badgeIndex, badge, location, carType, year, age, km };
}

/** §4 status mix (in stock, coming soon, sold) and the card tag a dealer set. */
function statusAndTag(site: Site, carType: Car['car_type'], random: Random) {
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
  return { status, tag, preorder };
}

/** Listed and sold dates (sold cars half inside the 3-day window, half outside), holds and visibility. */
function listingDates(status: Car['status'], nowSeconds: number, random: Random) {
  const sold = status === 'sold';
  // A car sells after weeks on the lot: a sold car was listed at least 21 days before now.
  const createdAt = nowSeconds - random.int(sold ? 21 * DAY : 0, 150 * DAY);
  const soldDate = sold
    ? Math.min(nowSeconds, Math.max(createdAt + DAY, nowSeconds - random.int(0, 8 * DAY)))
    : null;
  const reserved = status === 'in_stock' && random.chance(0.05);
  const reservable = random.chance(0.06) ? false : random.chance(0.5) ? true : null;
  const showOnWebsite = !random.chance(0.03);
  return { sold, createdAt, soldDate, reserved, reservable, showOnWebsite };
}

/** The generated pictures: each kind is photographed as it is (a bike has no boot). */
function photos(spec: ModelSpec, colour: string, random: Random) {
  const imageBase = `/images/vehicles/${spec.kind}/${slugify(spec.body)}/${slugify(colour)}`;
  const angles = anglesFor(spec.kind, spec.body);
  const count = random.weighted([
    [1, 3],
    [2, 4],
    [4, 20],
    [6, 73],
  ] as const);
  return angles
    .slice(0, Math.min(count, angles.length))
    .map((angle) => ({ image: { url: `${imageBase}/${angle}.svg` } }));
}

/** 'automatic AWD suv', but 'manual naked bike': a bike's chain drive is not a selling point. */
function bodyWords(shape: FeatureShape, transmission: string, drive: string, body: string): string {
  if (shape === 'scooter') return `${transmission} scooter`;
  if (shape === 'motorcycle') return `${transmission.toLowerCase()} ${body.toLowerCase()} bike`;
  return `${transmission.toLowerCase()} ${drive} ${body.toLowerCase()}`;
}

export function generateCar(context: GenerationContext, random: Random, id: number, now: Date): Car {
  const { site, dealership } = context;
  const basics = vehicleBasics(context, random, now);
  const { spec, location, carType, year, km } = basics;
  const price = askingPrice(spec, basics.badgeIndex, basics, random);
  const beforePrice = wasPrice(price, random);
  const colour = random.pick(COLOURS)[0];
  const simpleFuel = random.pick(spec.fuels);
  const transmission = random.pick(spec.transmissions);
  const drive = random.pick(spec.drives);
  const state = statusAndTag(site, carType, random);
  const dates = listingDates(state.status, Math.floor(now.getTime() / 1000), random);
  // A hire or subscription car is booked by dates, never held whole: the seed marks none reserved (#29).
  if (site.template === 'rental' || site.features.subscription_pricing) dates.reserved = false;
  const title = [spec.make, spec.model, basics.badge].filter(Boolean).join(' ');
  const stocknum = `${slugify(dealership.slug).slice(0, 3).toUpperCase()}${id}`;
  const images = photos(spec, colour, random);
  const shape = featureShape(spec);
  const features: string[] = FEATURES[shape].filter(() => random.chance(shape === 'car' ? 0.4 : 0.3));
  if (shape === 'car' && spec.seats >= 7) features.push('7 Seats');
  const processors = paymentProcessors(site, dealership, random);
  const lenders = financeLenders(site, price, random);
  const autograb = marketData(spec, carType, price, random);
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
  return carRecord(
    {
      site,
      dealership,
      id,
      title,
      stocknum,
      basics,
      price,
      beforePrice,
      colour,
      simpleFuel,
      transmission,
      drive,
    },
    { ...state, ...dates, images, features, processors, lenders, autograb, history, description },
    periodicPrices(site, price),
    random,
  );
}
