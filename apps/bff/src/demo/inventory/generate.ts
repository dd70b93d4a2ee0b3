import type { Car } from '@dealer/pricing';
import type { Dealership, Site, Template } from '@dealer/site-registry';
import { catalogueFor, type ModelSpec } from './catalog.js';
import { generateCar } from './demo-car.js';
import { createRandom } from './prng.js';
import { ValuePool } from './value-pool.js';

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
