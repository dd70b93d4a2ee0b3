// Deterministic car-like documents for the engine bench: the fields, spellings and value spread of a
// dealer group's stock (makes with their models and badges, bodies, colours, fuels, drives, cities),
// without the BFF's demo generator, so the package benchmarks on its own.

const MODELS = [
  ['Toyota', 'HiLux', 'Ute', ['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'], 'Diesel'],
  ['Toyota', 'LandCruiser', 'SUV', ['GX', 'GXL', 'VX', 'Sahara'], 'Diesel'],
  ['Toyota', 'RAV4', 'SUV', ['GX', 'GXL', 'Cruiser', 'Edge'], 'Hybrid'],
  ['Toyota', 'Corolla', 'Hatch', ['Ascent Sport', 'SX', 'ZR'], 'Petrol'],
  ['Toyota', 'Camry', 'Sedan', ['Ascent', 'SL'], 'Hybrid'],
  ['Mazda', 'CX-5', 'SUV', ['Maxx', 'Maxx Sport', 'Touring', 'Akera'], 'Petrol'],
  ['Mazda', 'MX-5', 'Convertible', ['Roadster', 'RF GT'], 'Petrol'],
  ['Mazda', 'BT-50', 'Ute', ['XT', 'XTR', 'GT'], 'Diesel'],
  ['Mazda', 'Mazda3', 'Hatch', ['G20 Pure', 'G25 Evolve'], 'Petrol'],
  ['Ford', 'Ranger', 'Ute', ['XL', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], 'Diesel'],
  ['Ford', 'Everest', 'SUV', ['Ambiente', 'Trend', 'Platinum'], 'Diesel'],
  ['Ford', 'Mustang', 'Coupe', ['GT', 'Mach 1'], 'Petrol'],
  ['Hyundai', 'Tucson', 'SUV', ['Elite', 'Highlander', 'N Line'], 'Petrol'],
  ['Hyundai', 'i30', 'Hatch', ['Active', 'Elite', 'N'], 'Petrol'],
  ['Hyundai', 'Ioniq 5', 'SUV', ['Dynamiq', 'Epiq', 'Long Range'], 'Electric'],
  ['Kia', 'Sportage', 'SUV', ['S', 'SX', 'GT-Line'], 'Petrol'],
  ['Kia', 'Carnival', 'People Mover', ['S', 'Platinum'], 'Diesel'],
  ['Kia', 'EV6', 'SUV', ['Air', 'GT-Line Long Range'], 'Electric'],
  ['Isuzu', 'D-Max', 'Ute', ['SX', 'LS-U', 'X-Terrain'], 'Diesel'],
  ['Isuzu', 'MU-X', 'SUV', ['LS-M', 'LS-T'], 'Diesel'],
  ['Mitsubishi', 'Triton', 'Ute', ['GLX', 'GLS'], 'Diesel'],
  ['Mitsubishi', 'Outlander', 'SUV', ['ES', 'Aspire', 'Exceed'], 'Petrol'],
  ['Volkswagen', 'Amarok', 'Ute', ['Core', 'Life', 'Style', 'Aventura'], 'Diesel'],
  ['Volkswagen', 'Golf', 'Hatch', ['Life', 'R-Line', 'GTI', 'R'], 'Petrol'],
  ['Mercedes-Benz', 'GLC', 'SUV', ['GLC200', 'GLC300'], 'Petrol'],
  ['Land Rover', 'Range Rover Sport', 'SUV', ['SE', 'HSE', 'Autobiography'], 'Diesel'],
  ['Tesla', 'Model Y', 'SUV', ['RWD', 'Long Range', 'Performance'], 'Electric'],
  ['Subaru', 'Outback', 'Wagon', ['AWD', 'Sport', 'Touring'], 'Petrol'],
  ['Nissan', 'Navara', 'Ute', ['SL', 'ST', 'ST-X', 'PRO-4X'], 'Diesel'],
  ['Citroën', 'C5 Aircross', 'SUV', ['Shine'], 'Petrol'],
];
const COLOURS = ['White', 'Silver', 'Grey', 'Black', 'Blue', 'Red', 'Orange', 'Green'];
const CITIES = ['Brisbane', 'Gold Coast', 'Sydney', 'Parramatta', 'Newcastle', 'Auckland'];
const STATUSES = ['in_stock', 'in_stock', 'in_stock', 'in_stock', 'coming_soon', 'sold'];

/** A small seeded PRNG (mulberry32): the same documents on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchCars(count, seed = 7) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const now = 1_770_000_000;
  return Array.from({ length: count }, (_, i) => {
    const [make, model, body, badges, fuel] = pick(MODELS);
    const badge = pick(badges);
    const year = 2012 + Math.floor(next() * 14);
    const price = 12_000 + Math.round(next() * 90_000);
    const status = pick(STATUSES);
    const colour = pick(COLOURS);
    const dealership = 1 + Math.floor(next() * 8);
    return {
      id: i + 1,
      slug: `${year}-${make}-${model}-${i + 1}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: `${year} ${make} ${model} ${badge}`,
      make,
      model,
      badge,
      series: `${model.slice(0, 2).toUpperCase()}${year % 10}`,
      body,
      colour,
      make_model: `${make} ${model}`,
      tag: next() < 0.1 ? 'Special' : null,
      fuel,
      simple_fuel: fuel,
      transmission: next() < 0.85 ? 'Automatic' : 'Manual',
      drive: body === 'Ute' || model === 'LandCruiser' ? '4x4' : next() < 0.3 ? 'AWD' : 'FWD',
      stocknum: `S${100_000 + i}`,
      city: pick(CITIES),
      dealership_name: `Harbour ${pick(['Toyota', 'Mazda', 'Ford', 'Kia', 'Hyundai'])}`,
      dealership_id: dealership,
      year,
      price,
      sale_price: next() < 0.05 ? null : price,
      km: Math.round(next() * 180_000),
      status,
      car_type: year >= 2025 ? 'new' : 'used',
      show_on_dealer_website: next() > 0.02,
      sold_date_timestamp: status === 'sold' ? now - Math.floor(next() * 30 * 86_400) : null,
      created_at_timestamp: now - Math.floor(next() * 365 * 86_400),
      photos_count: Math.floor(next() * 40),
      custom_rank: Math.floor(next() * 100),
    };
  });
}

/** The car index settings the BFF sends (its facet, sort and searchable lists), for these documents. */
export const BENCH_SETTINGS = {
  primaryKey: 'id',
  filterableAttributes: [
    'make',
    'model',
    'badge',
    'body',
    'colour',
    'fuel',
    'transmission',
    'drive',
    'year',
    'price',
    'km',
    'car_type',
    'status',
    'city',
    'tag',
    'id',
    'slug',
    'dealership_id',
    'show_on_dealer_website',
    'sold_date_timestamp',
    'photos_count',
    'simple_fuel',
  ],
  sortableAttributes: [
    'custom_rank',
    'created_at_timestamp',
    'price',
    'sale_price',
    'km',
    'year',
    'name',
    'id',
  ],
  searchableAttributes: [
    'name',
    'make',
    'model',
    'badge',
    'series',
    'body',
    'colour',
    'make_model',
    'tag',
    'fuel',
    'transmission',
    'drive',
    'stocknum',
    'city',
    'dealership_name',
  ],
  maxValuesPerFacet: 500,
};
