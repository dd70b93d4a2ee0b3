import type { Car } from '@dealer/pricing';
import { type Dealership, type Location, type Site, slugify } from '@dealer/site-registry';
import type { ModelSpec } from './catalog.js';
import { demoNoticeFacts } from './demo-cin.js';
import type { periodicPrices } from './demo-prices.js';
import type { Random } from './prng.js';

/** The §3 Car record of a generated demo car, field by field, from what generateCar drew. */

export interface DrawnVehicle {
  site: Site;
  dealership: Dealership;
  id: number;
  title: string;
  stocknum: string;
  basics: {
    spec: ModelSpec;
    badge: string | null;
    location: Location;
    carType: Car['car_type'];
    year: number;
    age: number;
    km: number | null;
  };
  price: number | null;
  beforePrice: number | null;
  colour: string;
  simpleFuel: string;
  transmission: string;
  drive: string;
}

export interface DrawnListing {
  status: Car['status'];
  tag: string | null;
  preorder: boolean;
  sold: boolean;
  createdAt: number;
  soldDate: number | null;
  reserved: boolean;
  reservable: boolean | null;
  showOnWebsite: boolean;
  images: { image: { url: string } }[];
  features: string[];
  processors: Car['payment_processors'];
  lenders: Car['finance_lenders'];
  autograb: Car['autograb_data'];
  history: boolean;
  description: string;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
function vin(random: Random): string {
  let out = '';
  for (let i = 0; i < 17; i++) out += VIN_CHARS[random.int(0, VIN_CHARS.length - 1)];
  return out;
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

/** The last draws (their order is the record's field order): VIN, price type, certified, rank, ad id, fuel. */
function lastDraws(v: DrawnVehicle, listing: DrawnListing, random: Random) {
  const { carType, age } = v.basics;
  const vinNumber = vin(random);
  const priceType =
    v.price === null
      ? null
      : carType === 'used'
        ? random.pick(['drive_away', 'drive_away', 'egc'])
        : random.pick(['drive_away', 'egc']);
  const certified = carType === 'used' && age <= 5 && random.chance(0.3);
  // Dealers rank what they can still sell above what has just sold (the sold window keeps it listed).
  const customRank = listing.sold ? random.int(0, 99) : random.int(100, 1000);
  const sellerId =
    carType === 'used' && random.chance(0.6) ? `SSE-AD-${random.int(1_000_000, 9_999_999)}` : null;
  return { vinNumber, priceType, certified, customRank, sellerId, fuel: fuelLabel(v.simpleFuel, random) };
}

/** Where the car is: its dealership and location. */
function placeFields(v: DrawnVehicle) {
  const { location } = v.basics;
  return {
    dealership_id: v.dealership.id,
    dealership_slug: v.dealership.slug,
    city: location.city,
    state: location.state,
    location: {
      slug: location.slug,
      phone: location.contact_detail.phone,
      distribution_locations: [{ id: location.id, name: location.location_name }],
    },
    location_id: location.id,
  };
}

/** The search facets' fields. */
function facetFields(
  v: DrawnVehicle,
  listing: DrawnListing,
  periodic: ReturnType<typeof periodicPrices>,
  fuel: string | null,
) {
  const { spec, location } = v.basics;
  return {
    colour: v.colour,
    drive: v.drive,
    fuel,
    transmission: v.transmission === 'None' ? null : v.transmission,
    seats: spec.seats || null,
    doors: spec.doors || null,
    price_range: v.price === null ? null : Math.floor(v.price / 10_000) * 10_000,
    weekly_price: periodic.weeklyPrice,
    // Written per site when the stock is indexed (budgetFigure, issue #31).
    weekly_price_range: null,
    filtered_features: listing.features,
    categories: [],
    item_type: spec.kind,
    location_name: location.location_name,
    dealership_name: v.dealership.name,
  };
}

export function carRecord(
  v: DrawnVehicle,
  listing: DrawnListing,
  periodic: ReturnType<typeof periodicPrices>,
  random: Random,
): Car {
  const { spec, badge, carType, year, km } = v.basics;
  const last = lastDraws(v, listing, random);
  const name = `${year} ${v.title}`;
  const { images, processors } = listing;
  const identity = {
    id: v.id,
    name,
    slug: slugify(`${name} ${v.id}`),
    stocknum: v.stocknum,
    vin: last.vinNumber,
    make: spec.make,
    make_model: `${spec.make} ${spec.model}`,
    model: spec.model,
    body: spec.body,
    year,
    series: spec.series,
    badge,
    tag: listing.tag,
    km,
    odometer_unit: 'km',
  };
  const prices = {
    price: v.price,
    before_price: v.beforePrice,
    subscription_price: periodic.subscriptionPrice,
    rental_price: periodic.rentalPrice,
    reduced_price: null,
    computed_price: null,
    price_type: last.priceType,
    preorder: listing.preorder,
  };
  const state = {
    car_type: carType,
    status: listing.status,
    simple_fuel: v.simpleFuel === 'None' ? null : v.simpleFuel,
    reserved: listing.reserved,
    reservable: listing.reservable,
    sold: listing.sold,
    certified: last.certified,
    created_at: new Date(listing.createdAt * 1000).toISOString(),
    created_at_timestamp: listing.createdAt,
    updated_at: null, // unchanged since listed: an import or console edit dates its next change (#31)
    sold_date_timestamp: listing.soldDate,
    show_on_dealer_website: listing.showOnWebsite,
  };
  const media = {
    primary_image_url: images[0]?.image.url ?? null,
    images,
    description: { body: listing.description },
    manufacturer: { name: spec.make },
    file: listing.history
      ? { url: `/history-reports/${v.stocknum}.html`, name: 'Vehicle history report' }
      : null,
  };
  const commerce = {
    finance_lenders: listing.lenders,
    payment_processors: processors,
    has_checkout_payment_processor: processors.some((p) => Boolean(p.authorization_key)),
    autograb_data: listing.autograb,
    custom_rank: last.customRank,
    photos_count: images.length,
    carsales_seller_identifier: last.sellerId,
  };
  return {
    ...identity,
    ...prices,
    ...state,
    ...placeFields(v),
    ...media,
    ...commerce,
    ...facetFields(v, listing, periodic, last.fuel),
    ...demoNoticeFacts(v, listing.createdAt),
  } as Car;
}
