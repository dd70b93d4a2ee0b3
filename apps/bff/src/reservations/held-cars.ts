import { heldCarIds, type SqlExecutor } from '@dealer/reservations';
import { sha256 } from '../store/crypto.js';

/** The cars held right now on any site, and a fingerprint of that set for ETags. */
export interface HeldSnapshot {
  ids: ReadonlySet<number>;
  /** Equal on every server copy for the same set, so a copy behind a load balancer agrees on ETags. */
  fingerprint: string;
}

/** What search results and car records read the 'Reserved' overlay (§4 tag 2) from. */
export interface HeldCarsSource {
  current(): Promise<HeldSnapshot>;
  /** The set when it is known and fresh at once (no wait), else null (and a load begins). */
  peek?(): HeldSnapshot | null;
}

export interface HeldCarsOptions {
  db: SqlExecutor;
  /** The server clock: a hold's expiry is judged by it. */
  now: () => Date;
  /**
   * How long a loaded set is trusted without a write on this copy: the most a hold or release made
   * through another server copy takes to show here. Default 1 second.
   */
  ttlMs?: number;
  /** Monotonic milliseconds for the TTL (not the server clock, which tests may stop). */
  monotonic?: () => number;
}

const EMPTY: HeldSnapshot = { ids: new Set(), fingerprint: sha256('').slice(0, 12) };

/**
 * The held-car set behind every search and car record, cached so a search costs no query: one load
 * serves every request until (a) this copy takes, ends or sweeps a hold (`invalidate`), (b) the
 * earliest hold in the set reaches its expiry (known when it loads), or (c) `ttlMs` passes — the bound
 * on how long a change made through another server copy is not yet seen here. Taking a hold never
 * trusts this cache: the database's one-active-hold index decides.
 */
export class HeldCars implements HeldCarsSource {
  private cached: { snapshot: HeldSnapshot; loadedAt: number; changesAt: number | null } | null = null;
  private loading: Promise<HeldSnapshot> | null = null;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly monotonic: () => number;

  constructor(private readonly options: HeldCarsOptions) {
    this.ttlMs = options.ttlMs ?? 1000;
    this.monotonic = options.monotonic ?? (() => performance.now());
  }

  current(): Promise<HeldSnapshot> {
    const fresh = this.fresh();
    if (fresh) return Promise.resolve(fresh);
    this.loading ??= this.load();
    return this.loading;
  }

  peek(): HeldSnapshot | null {
    const fresh = this.fresh();
    if (!fresh && !this.loading) {
      this.loading = this.load();
      // Nobody waits on this load here: a failure is met by the next current() that does.
      this.loading.catch(() => undefined);
    }
    return fresh;
  }

  private fresh(): HeldSnapshot | null {
    const cached = this.cached;
    if (
      cached &&
      this.monotonic() - cached.loadedAt < this.ttlMs &&
      (cached.changesAt === null || this.options.now().getTime() < cached.changesAt)
    ) {
      return cached.snapshot;
    }
    return null;
  }

  /** A hold was taken or ended through this copy: the next read loads the set again. */
  invalidate(): void {
    this.generation += 1;
    this.cached = null;
    this.loading = null;
  }

  private async load(): Promise<HeldSnapshot> {
    const generation = this.generation;
    const startedAt = this.monotonic();
    try {
      const { ids, changesAt } = await heldCarIds(this.options.db, this.options.now());
      const snapshot =
        ids.size === 0
          ? EMPTY
          : { ids, fingerprint: sha256([...ids].sort((a, b) => a - b).join(',')).slice(0, 12) };
      // A load that began before a write on this copy may have missed it: answer it, but do not keep it.
      if (generation === this.generation) {
        this.cached = { snapshot, loadedAt: startedAt, changesAt: changesAt?.getTime() ?? null };
      }
      return snapshot;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }
}

const siteFingerprints = new WeakMap<HeldSnapshot, WeakMap<ReadonlyMap<number, unknown>, string>>();

/**
 * The fingerprint of the held cars a site lists (`byId`: the site's stock by car id): it moves when a
 * car of this site is held or released and stays put for holds elsewhere, so a site's cached pages and
 * search results are invalidated precisely. Memoised per snapshot and stock.
 */
export function heldOnSite(snapshot: HeldSnapshot, byId: ReadonlyMap<number, unknown>): string {
  let perStock = siteFingerprints.get(snapshot);
  if (!perStock) {
    perStock = new WeakMap();
    siteFingerprints.set(snapshot, perStock);
  }
  let fingerprint = perStock.get(byId);
  if (fingerprint === undefined) {
    const ids = [...snapshot.ids].filter((id) => byId.has(id)).sort((a, b) => a - b);
    fingerprint = ids.length === 0 ? EMPTY.fingerprint : sha256(ids.join(',')).slice(0, 12);
    perStock.set(byId, fingerprint);
  }
  return fingerprint;
}
