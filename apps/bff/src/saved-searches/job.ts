import { type Car, currentPrice, isAvailable } from '@dealer/pricing';
import { localTime, type Registry, type Site, siteTimeZone } from '@dealer/site-registry';
import { type LeasedJob, startLeasedJob } from '../copies/leased-job.js';
import type { Inventory } from '../inventory/repository.js';
import type { SqlDatabase } from '../store/sql.js';
import { type FoundCar, markSent, recordFound, unsent } from './alerts.js';
import { changesDone, type PendingChanges, pendingChanges } from './changes.js';
import { alertText } from './garage.js';
import { GarageAlertStore } from './garage-store.js';
import { queueAlertMail } from './mails.js';
import { eachMatch } from './match.js';
import { linkToken, type SavedSearch, SavedSearches } from './store.js';

/**
 * The alert job (issue #34 item 1): one server copy at a time (the `saved-search-alerts` lease) matches
 * each import's changed cars against the site's live saved searches and queues the mails: an instant
 * saved search gets one mail per import with its new cars and price drops; a daily one collects them and
 * gets one digest a day in the site's morning (from DIGEST_LOCAL_MINUTES, local time) (by the app clock). Nothing is mailed to
 * an unconfirmed or unsubscribed address, and a car at a price is mailed once per saved search.
 */
export const DIGEST_LOCAL_MINUTES = 7 * 60;
/** The morning window a digest goes out in (a copy down at 07:00 still sends it that morning). */
export const DIGEST_WINDOW_MINUTES = 5 * 60;

export interface AlertJobDeps {
  db: SqlDatabase;
  registry: () => Registry;
  inventory: Pick<Inventory, 'stock'>;
  now: () => Date;
  log: (message: string) => void;
}

const originOf = (search: SavedSearch) => new URL(search.listingUrl).origin;

async function mailFound(
  deps: AlertJobDeps,
  site: Site,
  search: SavedSearch,
  found: readonly FoundCar[],
  digest: boolean,
  now: Date,
  /** Matching cars past MATCHES_KEPT (counted in the mail, listed by its link to the listing). */
  unlisted = 0,
): Promise<boolean> {
  const byId = deps.inventory.stock(site).byId;
  const cars = found.flatMap((f) => {
    const car = byId.get(f.carId);
    return car ? [{ car, found: f }] : [];
  });
  return deps.db.transaction(async (tx) => {
    const store = new SavedSearches(tx);
    if (!(await store.isLive(search.id))) return false;
    if (cars.length > 0)
      await queueAlertMail(tx, {
        site,
        to: search.email,
        links: {
          origin: originOf(search),
          unsubscribeToken: linkToken(search, 'unsubscribe'),
          manageToken: linkToken(search, 'manage'),
        },
        searchText: alertText(search, site),
        listingUrl: search.listingUrl,
        cars,
        unlisted,
        digest,
        now,
        favourites: search.kind === 'favourites',
      });
    await markSent(tx, search.id, now);
    return cars.length > 0;
  });
}

function foundOf(changes: PendingChanges, car: Car): FoundCar {
  const drop = changes.drops.find((d) => d.carId === car.id);
  if (drop) return { carId: car.id, price: drop.to, kind: 'price_drop', priceFrom: drop.from };
  return { carId: car.id, price: currentPrice(car) ?? 0, kind: 'new', priceFrom: null };
}

/**
 * A favourited car's news in one import (migration 160): its price drop, or its return to sale (listed
 * again, sold → available, a hold ended) — told once per return (`changeRef`). Null: no news, or the
 * car is not on sale now.
 */
function favouriteNews(changes: PendingChanges, car: Car): FoundCar | null {
  if (!isAvailable(car)) return null;
  const drop = changes.drops.find((d) => d.carId === car.id);
  if (drop) return { carId: car.id, price: drop.to, kind: 'price_drop', priceFrom: drop.from };
  if (changes.backIds.includes(car.id) || changes.newIds.includes(car.id))
    return {
      carId: car.id,
      price: currentPrice(car) ?? 0,
      kind: 'back_on_sale',
      priceFrom: null,
      changeRef: `back:${changes.id}`,
    };
  return null;
}

/** The favourites alerts of accounts watching a changed car; returns how many instant mails it queued. */
async function matchFavourites(
  deps: AlertJobDeps,
  site: Site,
  changes: PendingChanges,
  now: Date,
): Promise<number> {
  const ids = [...new Set([...changes.drops.map((d) => d.carId), ...changes.backIds, ...changes.newIds])];
  const stock = deps.inventory.stock(site).byId;
  const bySearch = new Map<string, { search: SavedSearch; found: FoundCar[] }>();
  for (const { search, carId } of await new GarageAlertStore(deps.db).favouritesWatching(site.slug, ids)) {
    const car = stock.get(carId);
    const news = car ? favouriteNews(changes, car) : null;
    if (!news) continue;
    const entry = bySearch.get(search.id) ?? { search, found: [] };
    entry.found.push(news);
    bySearch.set(search.id, entry);
  }
  let mails = 0;
  for (const { search, found } of bySearch.values()) {
    const fresh = await recordFound(deps.db, search.id, found, now);
    if (search.frequency === 'instant' && fresh.length > 0)
      if (await mailFound(deps, site, search, fresh, false, now)) mails += 1;
  }
  return mails;
}

/** Matches one import's changes; returns how many instant mails it queued. */
async function matchChanges(deps: AlertJobDeps, changes: PendingChanges, now: Date): Promise<number> {
  const site = deps.registry().sites.find((s) => s.slug === changes.siteSlug);
  let mails = 0;
  if (site) {
    const stock = deps.inventory.stock(site).byId;
    const ids = new Set([...changes.newIds, ...changes.drops.map((d) => d.carId)]);
    const cars = [...ids].flatMap((id) => stock.get(id) ?? []);
    const searches = await new SavedSearches(deps.db).live(site.slug);
    const carById = new Map(cars.map((car) => [car.id, car]));
    const byId = new Map(searches.map((search) => [search.id, search]));
    for (const [id, matched, total] of eachMatch(site, cars, searches, now, deps.log)) {
      const search = byId.get(id);
      if (!search) continue;
      const found = matched.flatMap((id) => {
        const car = carById.get(id);
        return car ? [foundOf(changes, car)] : [];
      });
      const fresh = await recordFound(deps.db, search.id, found, now);
      const unlisted = total - matched.length;
      if (search.frequency === 'instant' && fresh.length > 0)
        if (await mailFound(deps, site, search, fresh, false, now, unlisted)) mails += 1;
    }
    mails += await matchFavourites(deps, site, changes, now);
  }
  await changesDone(deps.db, changes.id, now);
  return mails;
}

/** Sends the digests due: a daily saved search with unsent cars, once a local day, from the morning on. */
async function sendDigests(deps: AlertJobDeps, now: Date): Promise<number> {
  let mails = 0;
  const store = new SavedSearches(deps.db);
  for (const search of await store.withUnsentDigest()) {
    const site = deps.registry().sites.find((s) => s.slug === search.siteSlug);
    if (!site) continue;
    const local = localTime(now, siteTimeZone(site));
    const morning =
      local.minutes >= DIGEST_LOCAL_MINUTES && local.minutes < DIGEST_LOCAL_MINUTES + DIGEST_WINDOW_MINUTES;
    if (!morning || search.lastDigestOn === local.date) continue;
    if (await mailFound(deps, site, search, await unsent(deps.db, search.id), true, now)) mails += 1;
    await store.setDigestDay(search.id, local.date);
  }
  return mails;
}

/** One pass of the job (the lease holder's): the imports' changes, then the digests due. Mails queued. */
export async function alertPass(deps: AlertJobDeps): Promise<number> {
  const now = deps.now();
  let mails = 0;
  for (const changes of await pendingChanges(deps.db)) mails += await matchChanges(deps, changes, now);
  return mails + (await sendDigests(deps, now));
}

/** The job, every `intervalMs` and at once when nudged (after an import), under its lease. */
export function startSavedSearchAlerts(
  deps: AlertJobDeps & { intervalMs?: number; onQueued?: () => void },
): LeasedJob {
  const intervalMs = deps.intervalMs ?? 30_000;
  return startLeasedJob(deps.db, {
    name: 'saved-search-alerts',
    label: 'saved search alerts',
    intervalMs,
    ttlMs: 60_000,
    pass: () => alertPass(deps),
    onWork: deps.onQueued,
    log: deps.log,
  });
}
