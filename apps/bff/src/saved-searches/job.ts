import { type Car, currentPrice } from '@dealer/pricing';
import { savedSearchText } from '@dealer/search-query';
import { localTime, type Registry, type Site, siteTimeZone } from '@dealer/site-registry';
import { BackgroundLease } from '../copies/lease.js';
import type { Inventory } from '../inventory/repository.js';
import type { SqlDatabase } from '../store/sql.js';
import { type FoundCar, markSent, recordFound, unsent } from './alerts.js';
import { changesDone, type PendingChanges, pendingChanges } from './changes.js';
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
        searchText: savedSearchText(search.state),
        listingUrl: search.listingUrl,
        cars,
        digest,
        now,
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
    for (const [id, matched] of eachMatch(site, cars, searches, now, deps.log)) {
      const search = byId.get(id);
      if (!search) continue;
      const found = matched.flatMap((id) => {
        const car = carById.get(id);
        return car ? [foundOf(changes, car)] : [];
      });
      const fresh = await recordFound(deps.db, search.id, found, now);
      if (search.frequency === 'instant' && fresh.length > 0)
        if (await mailFound(deps, site, search, fresh, false, now)) mails += 1;
    }
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
export function startSavedSearchAlerts(deps: AlertJobDeps & { intervalMs?: number; onQueued?: () => void }): {
  tick: () => Promise<number>;
  stop: () => Promise<void>;
} {
  const intervalMs = deps.intervalMs ?? 30_000;
  const lease = new BackgroundLease(deps.db, {
    name: 'saved-search-alerts',
    ttlMs: Math.max(60_000, 3 * intervalMs),
  });
  let running: Promise<number> | null = null;
  const pass = async (): Promise<number> => {
    try {
      if (!(await lease.acquire())) return 0;
      const mails = await alertPass(deps);
      if (mails > 0) deps.onQueued?.();
      return mails;
    } catch (error) {
      deps.log(`saved search alerts: ${(error as Error).message}`);
      return 0;
    } finally {
      running = null;
    }
  };
  const tick = () => {
    running ??= pass();
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
      await lease.release().catch(() => undefined);
    },
  };
}
