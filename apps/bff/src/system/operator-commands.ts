import { carSchema } from '@dealer/pricing';
import { validateFeed, writeImport } from '../inventory/import.js';
import { TEST_NOW } from '../testing/server.js';
import { type Cmd, type Model, pick } from './model.js';
import type { World } from './world.js';

/** Operators importing feeds (dropped, repriced and added cars) and restarting the server. */

export class ImportCommand implements Cmd {
  constructor(
    readonly args: { site: string; dealership: number; drop: number; add: number; reprice: number },
  ) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    const dealership = pick(site.dealerships, this.args.dealership);
    if (!dealership) return;
    const current = world.stock.get(dealership.id) ?? [];
    // Drop some cars (sold elsewhere), reprice some, add some; the count always changes, so the swap shows.
    let cars = current.filter((_, i) => this.args.drop === 0 || (i * 7 + this.args.drop) % 5 !== 0);
    cars = cars.map((car, i) =>
      (i + this.args.reprice) % 3 === 0 && car.price !== null ? { ...car, price: car.price + 500 } : car,
    );
    const template = current[0] ?? world.stock.get(world.site('harbour-auto').dealership_id)?.[0];
    for (let i = 0; i < this.args.add && template; i++) {
      const id = model.nextCarId++;
      cars.push({
        ...template,
        id,
        slug: `imported-${id}`,
        stocknum: `IMP${id}`,
        dealership_id: dealership.id,
        dealership_slug: dealership.slug,
        status: 'in_stock',
        sold: false,
        reserved: false,
      });
    }
    if (cars.length === current.length) cars = cars.slice(0, -1);
    const feed = validateFeed(site, JSON.parse(JSON.stringify(cars)) as unknown[]);
    if (feed.problems.length > 0)
      throw new Error(`the test's own feed is invalid: ${JSON.stringify(feed.problems.slice(0, 3))}`);
    const parsed = (feed.byDealership.get(dealership.id) ?? []).map((c) => carSchema.parse(c));
    const before = await world.totalCars();
    const expected = before - current.length + parsed.length;
    writeImport(world.dataDir, dealership.id, parsed, 'system-test', TEST_NOW);
    world.note(`import ${site.slug} dealership ${dealership.id}: ${current.length} → ${parsed.length} cars`);
    world.stock.set(dealership.id, parsed);
    const deadline = Date.now() + 15_000;
    let total = before;
    while (total !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      total = await world.totalCars();
    }
    world.check(
      total === expected,
      'import-swapped',
      () => `server has ${total} cars, expected ${expected} after the import`,
    );
    for (const listing of world.sitesListing(dealership.id)) model.seen.delete(listing.slug);
    model.holdsTouched = true;
  }
  toString = () => `import(${JSON.stringify(this.args)})`;
}

export class RestartCommand implements Cmd {
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    await world.restart();
    model.holdsTouched = true;
  }
  toString = () => 'restart()';
}
