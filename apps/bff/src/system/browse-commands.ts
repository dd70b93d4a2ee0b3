import type { Car } from '@dealer/pricing';
import { listingBasePath, type Site, specialOffersPath, vehicleDetailPath } from '@dealer/site-registry';
import {
  activeHolds,
  type Cmd,
  carJsonPath,
  checkHeldFlags,
  type Model,
  pick,
  type SearchResponse,
  seenCars,
} from './model.js';
import type { World } from './world.js';

/** Shoppers opening a car (JSON and page) and a site's other pages (home, listing, special offers, sitemap, models). */

export class OpenCarCommand implements Cmd {
  constructor(readonly args: { site: string; car: number; page: boolean }) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    const car = pick(await seenCars(model, world, site), this.args.car);
    if (!car) return;
    const res = await world.siteCall(site.slug, carJsonPath(site, car.id));
    world.check(
      res.status === 200,
      'listing-cars-open',
      () => `${site.slug} car ${car.id} seen in a listing answers ${res.status}`,
    );
    if (res.status === 200) checkHeldFlags(world, model, site, [res.json<Car>()], 'the car JSON');
    if (this.args.page) await openCarPage(world, model, site, car);
  }
  toString = () => `openCar(${JSON.stringify(this.args)})`;
}

/** The car page answers 200; a held car's page offers no Reserve button (§4: a reserved car cannot be reserved). */
export async function openCarPage(world: World, model: Model, site: Site, car: Pick<Car, 'id' | 'slug'>) {
  const res = await world.page(site.slug, vehicleDetailPath(site, car.slug));
  world.check(
    res.status === 200,
    'listing-cars-open',
    () => `${site.slug} car ${car.id} page ${vehicleDetailPath(site, car.slug)} answers ${res.status}`,
  );
  const hold = activeHolds(model).find((h) => h.carId === car.id);
  if (res.status === 200 && hold && world.options.web) {
    world.check(
      !res.text.includes('Reserve Now'),
      'held-reads-reserved',
      () => `car ${car.id} held through ${hold.site} still offers "Reserve Now" on its ${site.slug} page`,
    );
  }
}

export class SitePagesCommand implements Cmd {
  constructor(readonly args: { site: string; model: number }) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    for (const path of ['/', listingBasePath(site), specialOffersPath()]) {
      const res = await world.page(site.slug, path);
      world.check(
        res.status === 200 || res.status === 404,
        'no-5xx',
        () => `${site.slug}${path} answered ${res.status}`,
      );
    }
    // The sitemap is a listing for crawlers: every car it names opens.
    const sitemap = await world.page(site.slug, '/sitemap.xml');
    world.check(
      sitemap.status === 200,
      'listing-answers',
      () => `${site.slug}/sitemap.xml answered ${sitemap.status}`,
    );
    const base = `${site.routes.vehicle_base_path}/`;
    const slugs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] as string).pathname)
      .filter((path) => path.startsWith(base))
      .map((path) => path.slice(base.length));
    for (let i = 0; i < slugs.length; i += 10) {
      await Promise.all(
        slugs.slice(i, i + 10).map(async (slug) => {
          const res = await world.siteCall(site.slug, carJsonPath(site, slug));
          world.check(
            res.status === 200,
            'listing-cars-open',
            () => `${site.slug}/sitemap.xml names car ${slug}; its JSON answers ${res.status}`,
          );
        }),
      );
    }
    // A model's stock count (the models page) equals the hits of the listing it links to.
    const models = await world.siteCall(site.slug, `/api/websites/${site.id}/models.json`);
    if (!world.check(models.status === 200, 'listing-answers', () => `models.json answered ${models.status}`))
      return;
    const summary = pick(
      models.json<{ models: { name: string; stock_count: number; search_url: string }[] }>().models,
      this.args.model,
    );
    if (!summary) return;
    const url = new URL(summary.search_url, 'http://x');
    const query = new URLSearchParams(url.search);
    query.set('path', url.pathname);
    const res = await world.siteCall(site.slug, `/api/search?${query}`);
    if (
      !world.check(
        res.status === 200,
        'listing-answers',
        () => `${summary.search_url} answered ${res.status}`,
      )
    )
      return;
    const hits = res.json<SearchResponse>();
    world.check(
      hits.totalHits === summary.stock_count,
      'facet-counts',
      () =>
        `${site.slug} models.json says ${summary.stock_count} ${summary.name} in stock; its listing ${summary.search_url} has ${hits.totalHits}`,
    );
    checkHeldFlags(world, model, site, hits.hits, 'a model listing');
  }
  toString = () => `sitePages(${JSON.stringify(this.args)})`;
}
