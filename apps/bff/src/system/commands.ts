import { type Car, carSchema } from '@dealer/pricing';
import { DEFAULT_HOLD_LIMITS, reservationBlockers } from '@dealer/reservations';
import {
  createSearchState,
  type FacetValues,
  isRangeFacet,
  listingFacets,
  listingUrl,
  type SearchState,
  SORT_OPTION_ORDER,
} from '@dealer/search-query';
import {
  demoRegistry,
  listingBasePath,
  type Site,
  specialOffersPath,
  vehicleDetailPath,
} from '@dealer/site-registry';
import fc from 'fast-check';
import { validateFeed, writeImport } from '../inventory/import.js';
import type { HttpResponse } from '../testing/http.js';
import { TEST_NOW } from '../testing/server.js';
import type { World } from './world.js';

/**
 * The model of the whole-system test and the commands of the world: shoppers searching and opening cars,
 * leads with retries and replays, reservations, dealers confirming and cancelling, inventory imports and
 * restarts. Command arguments are drawn before the run; picks (which car, which lead) are indexes that
 * resolve against what the run has seen so far, so a replayed seed does the same thing again.
 */

export interface LeadRecord {
  site: string;
  id: string;
  token: string;
  /** The name the last acknowledged write (POST or PUT) gave the lead. */
  name: string;
}

export interface HoldRecord {
  id: string;
  site: string;
  carId: number;
  carSlug: string;
  status: 'held' | 'confirmed' | 'cancelled';
}

export interface Model {
  leads: LeadRecord[];
  holds: HoldRecord[];
  /** Cars each site's listings showed since its stock last changed (picks for open / reserve / lead). */
  seen: Map<string, Car[]>;
  /** Set when holds, stock or the server changed: the step's invariants then open every held car's page. */
  holdsTouched: boolean;
  nextCarId: number;
  /** The shopper's browser cache of search answers: URL → ETag and body. */
  browserCache: Map<string, { etag: string; body: SearchResponse }>;
}

export function emptyModel(): Model {
  return {
    leads: [],
    holds: [],
    seen: new Map(),
    holdsTouched: false,
    nextCarId: 900_001,
    browserCache: new Map(),
  };
}

export const activeHolds = (model: Model) => model.holds.filter((h) => h.status !== 'cancelled');

type Cmd = fc.AsyncCommand<Model, World, false>;

interface SearchResponse {
  hits: Car[];
  totalHits: number;
  page: number;
  pages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
}

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];

function carJsonPath(site: Site, key: string | number): string {
  return `/api/websites/${site.id}/cars/${key}.json`;
}

function remember(model: Model, slug: string, cars: Car[]): void {
  const seen = model.seen.get(slug) ?? [];
  for (const car of cars) if (!seen.some((c) => c.id === car.id)) seen.push(car);
  model.seen.set(slug, seen.slice(-200));
}

/** Route-key facet values as the server reads path segments back (from the whole stock of the site). */
function facetValuesOf(world: World, site: Site): FacetValues {
  const cars = site.dealerships.flatMap((d) => world.stock.get(d.id) ?? []);
  const out: Record<string, string[]> = {};
  for (const facet of site.search.route_key_facets) {
    const values = new Set<string>();
    for (const car of cars) {
      const value = (car as unknown as Record<string, unknown>)[facet];
      if (typeof value === 'string' && value !== '') values.add(value);
    }
    out[facet] = [...values].sort();
  }
  return out;
}

/** Cars the shopper has seen on the site; a first visit lands on the listing. */
async function seenCars(model: Model, world: World, site: Site): Promise<Car[]> {
  if (!model.seen.get(site.slug)?.length) {
    const result = await search(world, site, createSearchState(), model);
    if (result) {
      remember(model, site.slug, result.hits);
      checkHeldFlags(world, model, site, result.hits, 'a search hit');
    }
  }
  return model.seen.get(site.slug) ?? [];
}

/**
 * A listing search as a browser runs it: an answer it already holds is revalidated with its ETag, and a
 * 304 means the held copy is still true (so the invariants read the cached copy then).
 */
async function search(
  world: World,
  site: Site,
  state: SearchState,
  model: Model,
): Promise<SearchResponse | null> {
  const url = new URL(listingUrl(site, state, { facetValues: facetValuesOf(world, site) }), 'http://x');
  const query = new URLSearchParams(url.search);
  query.set('path', url.pathname);
  const path = `/api/search?${query}`;
  const cached = model.browserCache.get(`${site.slug}${path}`);
  const res = await world.siteCall(
    site.slug,
    path,
    cached ? { headers: { 'if-none-match': cached.etag } } : {},
  );
  if (res.status === 304 && cached) return cached.body;
  if (res.status !== 200) {
    world.fail(
      'listing-answers',
      `search ${url.pathname}${url.search} answered ${res.status}: ${res.text.slice(0, 200)}`,
    );
    return null;
  }
  const body = res.json<SearchResponse>();
  if (res.headers.etag) {
    model.browserCache.set(`${site.slug}${path}`, { etag: res.headers.etag, body });
    if (model.browserCache.size > 200)
      model.browserCache.delete(model.browserCache.keys().next().value as string);
  }
  return body;
}

function withRefinement(state: SearchState, facet: string, value: string): SearchState {
  return createSearchState({ ...state, page: 0, refinements: { ...state.refinements, [facet]: [value] } });
}

/** Held cars (by the model) must read reserved in whatever car records an answer carries. */
function checkHeldFlags(world: World, model: Model, site: Site, cars: Car[], where: string): void {
  for (const car of cars) {
    const hold = activeHolds(model).find((h) => h.carId === car.id);
    if (!hold) continue;
    world.check(
      car.reserved === true,
      'held-reads-reserved',
      () =>
        `car ${car.id} held through ${hold.site} (${hold.status}) reads reserved=${car.reserved} in ${where} on ${site.slug}`,
    );
  }
}

// ── shoppers ─────────────────────────────────────────────────────────────────────────────────────────

interface SearchArgs {
  site: string;
  sort: number;
  page: number;
  refine: { facet: number; value: number }[];
  checkFacets: { facet: number; value: number }[];
  openPages: boolean;
  /** A range filter (price, km, year …) between two of the base search's bounds, in percent. */
  range: { facet: number; low: number; high: number } | null;
  /** Typed words: a make or model the site lists (by index), or null. */
  query: number | null;
}

class SearchCommand implements Cmd {
  constructor(readonly args: SearchArgs) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    const base = await search(world, site, createSearchState(), model);
    if (!base) return;
    // Refinements drawn from what the site's own facets offer (as a shopper clicks them).
    const facetNames = Object.keys(base.facets)
      .filter((f) => !isRangeFacet(f) && listingFacets(site).has(f))
      .sort();
    const refinements: Record<string, string[]> = {};
    for (const { facet, value } of this.args.refine) {
      const name = pick(facetNames, facet);
      const values = name ? Object.keys(base.facets[name] ?? {}).sort() : [];
      const chosen = pick(values, value);
      if (name && chosen !== undefined)
        refinements[name] = [...new Set([...(refinements[name] ?? []), chosen])];
    }
    const sortBy =
      this.args.sort < SORT_OPTION_ORDER.length ? (SORT_OPTION_ORDER[this.args.sort] ?? null) : null;
    const ranges: Record<string, { min: number | null; max: number | null }> = {};
    if (this.args.range) {
      const stats = base.facetStats ?? {};
      const names = Object.keys(stats)
        .filter((f) => isRangeFacet(f) && listingFacets(site).has(f))
        .sort();
      const name = pick(names, this.args.range.facet);
      const stat = name ? stats[name] : undefined;
      if (name && stat) {
        const at = (percent: number) => Math.round(stat.min + ((stat.max - stat.min) * percent) / 100);
        const [low, high] = [this.args.range.low, this.args.range.high].sort((a, b) => a - b) as [
          number,
          number,
        ];
        ranges[name] = { min: low === 0 ? null : at(low), max: high === 100 ? null : at(high) };
      }
    }
    const words = Object.keys(base.facets.make ?? {})
      .concat(Object.keys(base.facets.model ?? {}))
      .sort();
    const query = this.args.query === null ? '' : (pick(words, this.args.query) ?? '');
    let state = createSearchState({ refinements, ranges, sortBy, query });
    const first = await search(world, site, state, model);
    if (!first) return;
    // Any page, including one past the end (a stale link): never a 5xx.
    const page = first.pages === 0 ? 0 : this.args.page % (first.pages + 1);
    state = createSearchState({ ...state, page });
    const result = page === 0 ? first : await search(world, site, state, model);
    if (!result) return;
    world.check(
      result.hits.length <= result.hitsPerPage,
      'facet-counts',
      () => `page holds ${result.hits.length} > ${result.hitsPerPage}`,
    );
    remember(model, site.slug, result.hits);
    checkHeldFlags(world, model, site, result.hits, 'a search hit');

    // Every car the listing shows opens (its JSON; its page when the shopper clicks through).
    // A listing page holds up to 100 cars: they are opened ten at a time, as many shoppers would.
    for (let i = 0; i < result.hits.length; i += 10) {
      await Promise.all(
        result.hits.slice(i, i + 10).map(async (car) => {
          const res = await world.siteCall(site.slug, carJsonPath(site, car.slug));
          world.check(
            res.status === 200 && res.json<Car>().id === car.id,
            'listing-cars-open',
            () =>
              `${site.slug} listing ${listingUrl(site, state)} shows car ${car.id} (${car.slug}) but its JSON answers ${res.status}`,
          );
          if (res.status === 200) checkHeldFlags(world, model, site, [res.json<Car>()], 'the car JSON');
        }),
      );
    }
    if (this.args.openPages) {
      const listing = await world.page(
        site.slug,
        listingUrl(site, state, { facetValues: facetValuesOf(world, site) }),
      );
      world.check(
        listing.status === 200,
        'listing-cars-open',
        () => `listing page answered ${listing.status}`,
      );
      const car = pick(result.hits, this.args.page);
      if (car) {
        const res = await world.page(site.slug, vehicleDetailPath(site, car.slug));
        world.check(
          res.status === 200,
          'listing-cars-open',
          () =>
            `${site.slug} lists car ${car.id} but its page ${vehicleDetailPath(site, car.slug)} answers ${res.status}`,
        );
      }
    }

    // Facet counts equal the hits of the same search refined by that value (refined facets are disjunctive).
    const countable = Object.keys(result.facets)
      .filter((f) => !isRangeFacet(f) && listingFacets(site).has(f))
      .sort();
    for (const { facet, value } of this.args.checkFacets) {
      const name = pick(countable, facet);
      const entries = name
        ? Object.entries(result.facets[name] ?? {}).sort(([a], [b]) => a.localeCompare(b))
        : [];
      const entry = pick(entries, value);
      if (!name || !entry) continue;
      const [facetValue, count] = entry;
      const refined = await search(world, site, withRefinement(state, name, facetValue), model);
      if (!refined) continue;
      world.check(
        refined.totalHits === count,
        'facet-counts',
        () =>
          `${site.slug} ${listingUrl(site, state)}: facet ${name}=${JSON.stringify(facetValue)} counts ${count}, refined search has ${refined.totalHits} hits`,
      );
    }
  }
  toString = () => `search(${JSON.stringify(this.args)})`;
}

class OpenCarCommand implements Cmd {
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
async function openCarPage(world: World, model: Model, site: Site, car: Pick<Car, 'id' | 'slug'>) {
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

class SitePagesCommand implements Cmd {
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

// ── leads ────────────────────────────────────────────────────────────────────────────────────────────

let leadCounter = 0;

class PostLeadCommand implements Cmd {
  constructor(
    readonly args: { site: string; car: number; key: boolean; replays: number; concurrent: boolean },
  ) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    const car = this.args.car % 3 === 0 ? undefined : pick(await seenCars(model, world, site), this.args.car);
    const n = ++leadCounter;
    const body = {
      lead: {
        name: `Shopper ${n}`,
        email: `shopper${n}@example.com`,
        category: car ? 'Vehicle Enquiry' : 'General Enquiry',
        message: 'Is it still available?',
        ...(car ? { car_id: String(car.id) } : {}),
        form_fill_ms: 9000,
      },
    };
    const key = this.args.key ? `system-${process.pid}-${n}` : undefined;
    const send = () =>
      world.siteCall(site.slug, '/api/leads', {
        method: 'POST',
        json: body,
        headers: key ? { 'idempotency-key': key } : {},
      });
    // A retry the client sends before the first answer arrives races the first request.
    const answers = this.args.concurrent && key ? await Promise.all([send(), send()]) : [await send()];
    for (let i = 0; i < this.args.replays && key; i++) answers.push(await send());
    const first = answers[0];
    if (!first) return;
    if (
      !world.check(
        first.status === 201,
        'lead-acknowledged',
        () => `POST /api/leads on ${site.slug}: ${first.status} ${first.text.slice(0, 200)}`,
      )
    )
      return;
    const { id, update_token: token } = first.json<{ id: string; update_token: string }>();
    for (const answer of answers) {
      if (answer.status !== 201) {
        world.fail(
          'lead-acknowledged',
          `replay with the same Idempotency-Key answered ${answer.status}: ${answer.text.slice(0, 200)}`,
        );
        continue;
      }
      const again = answer.json<{ id: string }>().id;
      world.check(
        again === id,
        'lead-acknowledged',
        () => `replay of one Idempotency-Key made lead ${again}, first ${id}`,
      );
    }
    for (const answer of answers) {
      const ack = answer.status === 201 ? answer.json<{ id: string; update_token: string }>() : null;
      if (ack && !model.leads.some((l) => l.id === ack.id))
        model.leads.push({ site: site.slug, id: ack.id, token: ack.update_token, name: body.lead.name });
    }
    if (key) {
      // The same key with another body is the client's mistake: 422, and no second lead.
      const other = await world.siteCall(site.slug, '/api/leads', {
        method: 'POST',
        json: { lead: { ...body.lead, message: 'changed' } },
        headers: { 'idempotency-key': key },
      });
      world.check(
        other.status === 422,
        'lead-acknowledged',
        () => `same key, other body answered ${other.status}`,
      );
    }
    void token;
  }
  toString = () => `postLead(${JSON.stringify(this.args)})`;
}

class UpdateLeadCommand implements Cmd {
  constructor(readonly args: { lead: number; replays: number; wrongToken: boolean }) {}
  check = (model: Readonly<Model>) => model.leads.length > 0;
  async run(model: Model, world: World): Promise<void> {
    const lead = pick(model.leads, this.args.lead) as LeadRecord;
    const n = ++leadCounter;
    const body = { lead: { name: `Updated Shopper ${n}`, message: `update ${n}`, lead_status: 'step-2' } };
    if (this.args.wrongToken) {
      const other = model.leads.find((l) => l.id !== lead.id && l.site === lead.site);
      if (other) {
        const res = await world.siteCall(lead.site, `/api/leads/${lead.id}`, {
          method: 'PUT',
          json: body,
          headers: { authorization: `Bearer ${other.token}` },
        });
        world.check(
          res.status === 403,
          'lead-acknowledged',
          () => `PUT with another lead's token answered ${res.status}`,
        );
      }
    }
    const key = `system-put-${process.pid}-${n}`;
    for (let i = 0; i <= this.args.replays; i++) {
      const res = await world.siteCall(lead.site, `/api/leads/${lead.id}`, {
        method: 'PUT',
        json: body,
        headers: { authorization: `Bearer ${lead.token}`, 'idempotency-key': key },
      });
      world.check(
        res.status === 200,
        'lead-acknowledged',
        () => `PUT /api/leads/${lead.id} (try ${i + 1}) answered ${res.status}: ${res.text.slice(0, 200)}`,
      );
      if (res.status === 200) lead.name = body.lead.name;
    }
  }
  toString = () => `updateLead(${JSON.stringify(this.args)})`;
}

// ── reservations ─────────────────────────────────────────────────────────────────────────────────────

let contactCounter = 0;

/** The reservations package's default bound on unpaid holds per network address. */
const HOLDS_PER_ADDRESS = DEFAULT_HOLD_LIMITS.perAddress;

class ReserveCommand implements Cmd {
  constructor(readonly args: { site: string; car: number; twice: boolean }) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const site = world.site(this.args.site);
    // Prefer cars that can be reserved, so holds happen often enough to matter.
    const seen = await seenCars(model, world, site);
    const eligible = seen.filter(
      (c) =>
        reservationBlockers(c, 'request').length === 0 || activeHolds(model).some((h) => h.carId === c.id),
    );
    const car = pick(eligible.length > 0 ? eligible : seen, this.args.car);
    if (!car) return;
    const fresh = await world.siteCall(site.slug, carJsonPath(site, car.id));
    if (fresh.status !== 200) return; // swapped out by an import since it was seen
    const record = fresh.json<Car>();
    const held = activeHolds(model).find((h) => h.carId === car.id);
    if (held) checkHeldFlags(world, model, site, [record], 'the car JSON before reserving');
    const n = ++contactCounter;
    const reserve = () =>
      world.siteCall(site.slug, '/api/reservations', {
        method: 'POST',
        json: {
          car_id: car.id,
          name: `Holder ${n}`,
          email: `holder${n}@example.com`,
          // Each shopper their own phone: holds are bounded per contact (§4 request-mode bounds).
          phone: `04${String(10_000_000 + n).slice(-8)}`,
          terms_agreed: true,
        },
      });
    const answers = this.args.twice ? await Promise.all([reserve(), reserve()]) : [await reserve()];
    const created = answers.filter((a) => a.status === 201);
    world.check(
      created.length <= (held ? 0 : 1),
      'held-once',
      () =>
        `car ${car.id} on ${site.slug}: ${created.length} holds created${held ? ` while held through ${held.site} (${held.status})` : ''}`,
    );
    const eligibleNow =
      !held && reservationBlockers({ ...record, reserved: record.reserved }, 'request').length === 0;
    if (eligibleNow) {
      // The world is one network address: unpaid, unconfirmed holds from it are bounded (HOLDS_PER_ADDRESS).
      const full = model.holds.filter((h) => h.status === 'held').length >= HOLDS_PER_ADDRESS;
      const limited = (a: HttpResponse) =>
        a.status === 409 && a.json<{ reason?: string }>().reason === 'hold_limit';
      world.check(
        full ? answers.every(limited) : created.length === 1,
        'reserve-eligible',
        () =>
          `${site.slug} car ${car.id} (eligible, not held; ${full ? 'the address is at its hold bound' : 'under the hold bound'}) reserve answered ${answers.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join(' / ')}`,
      );
    }
    for (const answer of created) {
      const body = answer.json<{ id: string }>();
      model.holds.push({ id: body.id, site: site.slug, carId: car.id, carSlug: car.slug, status: 'held' });
      model.holdsTouched = true;
    }
  }
  toString = () => `reserve(${JSON.stringify(this.args)})`;
}

class DealerHoldCommand implements Cmd {
  constructor(readonly args: { hold: number; action: 'confirm' | 'cancel' }) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, world: World): Promise<void> {
    const hold = pick(model.holds, this.args.hold) as HoldRecord;
    const res = await world.dealer(hold.site, `/api/dealer/reservations/${hold.id}/${this.args.action}`, {
      method: 'POST',
    });
    const allowed =
      this.args.action === 'confirm'
        ? hold.status === 'held'
        : hold.status === 'held' || hold.status === 'confirmed';
    world.check(
      res.status === (allowed ? 200 : 409),
      'dealer-action',
      () =>
        `${this.args.action} of ${hold.status} hold ${hold.id} (${hold.site}, car ${hold.carId}) answered ${res.status}: ${res.text.slice(0, 200)}`,
    );
    if (res.status === 200) {
      hold.status = this.args.action === 'confirm' ? 'confirmed' : 'cancelled';
      model.holdsTouched = true;
    }
  }
  toString = () => `dealer(${JSON.stringify(this.args)})`;
}

// ── operators ────────────────────────────────────────────────────────────────────────────────────────

class ImportCommand implements Cmd {
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

class RestartCommand implements Cmd {
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    await world.restart();
    model.holdsTouched = true;
  }
  toString = () => 'restart()';
}

// ── invariants after every step ──────────────────────────────────────────────────────────────────────

export async function checkInvariants(model: Model, world: World): Promise<void> {
  // Every acknowledged lead is in its dealer's inbox exactly once.
  const sites = [...new Set(model.leads.map((l) => l.site))];
  for (const slug of sites) {
    const res = await world.dealer(slug, '/api/dealer/leads?limit=5000');
    if (
      !world.check(res.status === 200, 'lead-in-inbox-once', () => `inbox of ${slug} answered ${res.status}`)
    )
      continue;
    const inbox = res.json<{ leads: { id: string; lead: { name?: string } }[] }>().leads;
    for (const lead of model.leads.filter((l) => l.site === slug)) {
      const found = inbox.filter((l) => l.id === lead.id);
      const times = found.length;
      if (times === 1) {
        world.check(
          found[0]?.lead.name === lead.name,
          'lead-in-inbox-once',
          () =>
            `lead ${lead.id} on ${slug} reads name ${JSON.stringify(found[0]?.lead.name)} in the inbox; its last acknowledged write said ${JSON.stringify(lead.name)}`,
        );
      }
      world.check(
        times === 1,
        'lead-in-inbox-once',
        () => `lead ${lead.id} acknowledged on ${slug} is in the inbox ${times} times`,
      );
    }
  }

  // Every active hold: held once across the sites that list the car, reserved in its JSON on each.
  const active = activeHolds(model);
  if (active.length === 0 && !model.holdsTouched) return;
  const dealerships = new Map<number, number>();
  for (const [id, cars] of world.stock) for (const car of cars) dealerships.set(car.id, id);
  const listedBy = (carId: number) => {
    const dealership = dealerships.get(carId);
    return dealership === undefined ? [] : world.sitesListing(dealership);
  };
  const sitesOf = (hold: HoldRecord) => [...new Set([hold.site, ...listedBy(hold.carId).map((s) => s.slug)])];
  const holdSites = new Set(active.flatMap(sitesOf));
  const activeRows: { car_id: number; site: string; status: string }[] = [];
  for (const slug of holdSites) {
    const res = await world.dealer(slug, '/api/dealer/reservations');
    if (res.status !== 200) continue;
    for (const row of res.json<{ reservations: { car_id: number; status: string }[] }>().reservations) {
      if (['held', 'paid', 'confirmed'].includes(row.status)) activeRows.push({ ...row, site: slug });
    }
  }
  for (const hold of active) {
    const rows = activeRows.filter((r) => r.car_id === hold.carId);
    world.check(
      rows.length === 1,
      'held-once',
      () =>
        `car ${hold.carId} has ${rows.length} active holds: ${rows.map((r) => `${r.site}:${r.status}`).join(', ')}`,
    );
    for (const site of sitesOf(hold).map((slug) => world.site(slug))) {
      const res = await world.siteCall(site.slug, carJsonPath(site, hold.carId));
      if (res.status === 200) checkHeldFlags(world, model, site, [res.json<Car>()], 'the car JSON');
      else
        world.check(
          site.slug !== hold.site || !inStock(world, hold.carId),
          'held-reads-reserved',
          () => `car ${hold.carId} held through ${hold.site} answers ${res.status} there`,
        );
      if (model.holdsTouched && res.status === 200) await openCarPage(world, model, site, res.json<Car>());
    }
  }
  model.holdsTouched = false;
}

function inStock(world: World, carId: number): boolean {
  for (const cars of world.stock.values()) if (cars.some((c) => c.id === carId)) return true;
  return false;
}

// ── arbitraries ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Sites: any demo site, but most often one of a few that share stock (a group site and its members'
 * sites) and the two-page site, so the things the world does meet on one site within a short run.
 */
const FOCUS_SITES = ['harbour-auto', 'bathurst-motors', 'cowra-motors', 'central-west-auto'];
const siteIndex = fc.oneof(
  { arbitrary: fc.constantFrom(...FOCUS_SITES), weight: 3 },
  { arbitrary: fc.constantFrom(...demoRegistry().sites.map((s) => s.slug)), weight: 2 },
);
const refinement = fc.record({ facet: fc.nat({ max: 40 }), value: fc.nat({ max: 40 }) });

export function worldCommands(): fc.Arbitrary<Cmd>[] {
  return [
    fc
      .record({
        site: siteIndex,
        sort: fc.nat({ max: SORT_OPTION_ORDER.length }),
        page: fc.nat({ max: 6 }),
        refine: fc.array(refinement, { maxLength: 2 }),
        checkFacets: fc.array(refinement, { minLength: 1, maxLength: 2 }),
        openPages: fc.boolean(),
        range: fc.option(
          fc.record({ facet: fc.nat({ max: 5 }), low: fc.nat({ max: 100 }), high: fc.nat({ max: 100 }) }),
        ),
        query: fc.option(fc.nat({ max: 40 }), { freq: 4 }),
      })
      .map((args) => new SearchCommand(args)),
    fc
      .record({ site: siteIndex, car: fc.nat({ max: 60 }), page: fc.boolean() })
      .map((args) => new OpenCarCommand(args)),
    fc.record({ site: siteIndex, model: fc.nat({ max: 30 }) }).map((args) => new SitePagesCommand(args)),
    fc
      .record({
        site: siteIndex,
        car: fc.nat({ max: 60 }),
        key: fc.boolean(),
        replays: fc.nat({ max: 2 }),
        concurrent: fc.boolean(),
      })
      .map((args) => new PostLeadCommand(args)),
    fc
      .record({ lead: fc.nat({ max: 30 }), replays: fc.nat({ max: 1 }), wrongToken: fc.boolean() })
      .map((args) => new UpdateLeadCommand(args)),
    fc
      .record({ site: siteIndex, car: fc.nat({ max: 60 }), twice: fc.boolean() })
      .map((args) => new ReserveCommand(args)),
    fc
      .record({ hold: fc.nat({ max: 10 }), action: fc.constantFrom('confirm' as const, 'cancel' as const) })
      .map((args) => new DealerHoldCommand(args)),
    fc
      .record({
        site: siteIndex,
        dealership: fc.nat({ max: 2 }),
        drop: fc.nat({ max: 3 }),
        add: fc.nat({ max: 2 }),
        reprice: fc.nat({ max: 2 }),
      })
      .map((args) => new ImportCommand(args)),
    fc.constant(new RestartCommand()),
  ];
}
