import { type Car, isRealPrice } from '@dealer/pricing';
import { type Site, slugify } from '@dealer/site-registry';
import { createSearchState } from './state.js';
import { listingUrl } from './url.js';

/**
 * §7 the models and manufacturers calls: a site's listed stock grouped by make and model, each with the
 * listing that shows it. The caller passes the cars the site lists now (§4 visibility).
 */

export interface ModelSummary {
  /** The slug of "make model" (also its id in `/api/models/{id}.json`). */
  id: string;
  slug: string;
  make: string;
  model: string;
  name: string;
  bodies: string[];
  badges: string[];
  /** Ascending. */
  years: number[];
  /** Lowest and highest real price (§9 over $10); null when no car in the group has one. */
  price_from: number | null;
  price_to: number | null;
  stock_count: number;
  /** The first car's photo that has one. */
  image: string | null;
  /** The site's listing refined to this make and model. */
  search_url: string;
}

export interface ManufacturerSummary {
  id: string;
  name: string;
  slug: string;
  models: ModelSummary[];
  stock_count: number;
}

type ModelCar = Pick<Car, 'make' | 'model' | 'body' | 'badge' | 'year' | 'price' | 'primary_image_url'>;

const distinctText = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

function summarise(site: Site, slug: string, cars: readonly ModelCar[]): ModelSummary {
  const first = cars[0] as ModelCar;
  const prices = cars.map((car) => car.price).filter(isRealPrice);
  return {
    id: slug,
    slug,
    make: first.make,
    model: first.model,
    name: `${first.make} ${first.model}`,
    bodies: distinctText(cars.map((car) => car.body)),
    badges: distinctText(cars.map((car) => car.badge)),
    years: [...new Set(cars.map((car) => car.year))].sort((a, b) => a - b),
    price_from: prices.length ? Math.min(...prices) : null,
    price_to: prices.length ? Math.max(...prices) : null,
    stock_count: cars.length,
    image: cars.find((car) => car.primary_image_url)?.primary_image_url ?? null,
    search_url: listingUrl(
      site,
      createSearchState({ refinements: { make: [first.make], model: [first.model] } }),
    ),
  };
}

/** One summary per make and model among `cars`, by name. */
export function modelSummaries(site: Site, cars: readonly ModelCar[]): ModelSummary[] {
  const byModel = new Map<string, ModelCar[]>();
  for (const car of cars) {
    const key = slugify(`${car.make} ${car.model}`);
    const group = byModel.get(key);
    if (group) group.push(car);
    else byModel.set(key, [car]);
  }
  return [...byModel.entries()]
    .map(([slug, group]) => summarise(site, slug, group))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The manufacturer `id` names: the site's own manufacturer by its `manufacturer_id`, else a make in
 * `cars` by its slug; null when neither.
 */
export function manufacturerSummary(
  site: Site,
  cars: readonly ModelCar[],
  id: string,
): ManufacturerSummary | null {
  const make =
    id === String(site.manufacturer_id) && site.manufacturer
      ? site.manufacturer
      : cars.find((car) => slugify(car.make) === id)?.make;
  if (!make) return null;
  const models = modelSummaries(
    site,
    cars.filter((car) => car.make === make),
  );
  const slug = slugify(make);
  return {
    id: slug,
    name: make,
    slug,
    models,
    stock_count: models.reduce((n, m) => n + m.stock_count, 0),
  };
}
