import { useSyncExternalStore } from 'react';
import type { Store } from './hooks/use-store';

/**
 * Where a signed-in shopper's hearts go (§4 garage watchlist on garage sites); a rejected promise means
 * the server did not take the change.
 */
export interface FavouritesSyncPort {
  add(carId: number): Promise<void>;
  remove(carId: number): Promise<void>;
}

/** §4 favourites: toggling adds or removes a car by id; kept in the browser (no account needed). */
export interface FavouritesStore extends Store<readonly number[]> {
  toggle(carId: number): boolean;
  has(carId: number): boolean;
  /**
   * Signed in on a garage site: the watchlist is the shopper's favourites and every toggle goes through
   * `sync`; `null` (signed out) returns to the browser's own list. The same port again (the page read
   * the watchlist anew) keeps the changes the server has not answered yet on top of the list it sent.
   */
  connect(sync: FavouritesSyncPort | null, watchlist?: readonly number[]): void;
  /** True while the hearts are a signed-in shopper's watchlist (connected to a sync port). */
  isSynced(): boolean;
  /** The message of the last toggle the server refused (the heart was put back), else null. */
  getFailure(): string | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const EMPTY: readonly number[] = Object.freeze([]);

function read(storage: KeyValueStorage | null, key: string): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? Object.freeze(parsed.filter((id): id is number => Number.isInteger(id)))
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** A favourites store over an injected storage (localStorage in the browser, a Map in tests). */
export function createFavouritesStore(
  storage: KeyValueStorage | null,
  key = 'dealer:favourites',
): FavouritesStore {
  let state = read(storage, key);
  let sync: FavouritesSyncPort | null = null;
  let failure: string | null = null;
  /** Watchlist changes sent and not yet answered: car id → whether it is being added. */
  const pending = new Map<number, boolean>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (carId: number, on: boolean) => {
    const without = state.filter((id) => id !== carId);
    state = Object.freeze(on ? [...without, carId] : without);
  };
  /** Optimistic: the heart turns at once; a refused change puts it back and says why. */
  const send = (port: FavouritesSyncPort, carId: number, added: boolean) => {
    pending.set(carId, added);
    const settled = () => {
      if (sync === port && pending.get(carId) === added) pending.delete(carId);
    };
    (added ? port.add(carId) : port.remove(carId)).then(settled, () => {
      if (sync !== port || pending.get(carId) !== added) return;
      settled();
      set(carId, !added);
      failure = added
        ? 'We could not add this vehicle to your watchlist. Please try again.'
        : 'We could not remove this vehicle from your watchlist. Please try again.';
      emit();
    });
  };
  /** §4 garage (#31): hearts given before signing in join the watchlist, and leave the browser's list. */
  const adoptBrowserHearts = (port: FavouritesSyncPort) => {
    const local = read(storage, key).filter((id) => !state.includes(id));
    if (local.length === 0) return;
    try {
      storage?.setItem(key, '[]');
    } catch {
      // A blocked storage: the hearts are sent anyway; a later sign-in sends them again (no harm).
    }
    for (const id of local) {
      set(id, true);
      send(port, id, true);
    }
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (carId) => state.includes(carId),
    getFailure: () => failure,
    isSynced: () => sync !== null,
    connect(port, watchlist = EMPTY) {
      if (port !== sync) pending.clear();
      sync = port;
      failure = null;
      if (!port) state = read(storage, key);
      else {
        // A list read while a change was on its way may predate it: the change still shows.
        const ids = watchlist.filter((id) => Number.isInteger(id) && !pending.has(id));
        for (const [id, on] of pending) if (on) ids.push(id);
        state = Object.freeze(ids);
        adoptBrowserHearts(port);
      }
      emit();
    },
    toggle(carId) {
      const added = !state.includes(carId);
      set(carId, added);
      failure = null;
      const port = sync;
      if (port) send(port, carId, added);
      else {
        try {
          storage?.setItem(key, JSON.stringify(state));
        } catch {
          // A full or blocked storage keeps the favourite for this page only.
        }
      }
      emit();
      return added;
    },
  };
}

let browserStore: FavouritesStore | null = null;

/** The page's favourites store, created on first use in the browser; `null` on the server. */
export function browserFavourites(): FavouritesStore | null {
  if (typeof window === 'undefined') return null;
  browserStore ??= createFavouritesStore(window.localStorage);
  return browserStore;
}

const noop = () => () => {};
const empty = () => EMPTY;
const none = () => null;

/** The shopper's favourite car ids: empty during SSR and hydration, then the browser's list. */
export function useFavourites(): readonly number[] {
  const store = browserFavourites();
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getState ?? empty, empty);
}

/** The last refused watchlist change (for an alert), null when none or on the server. */
export function useFavouritesFailure(): string | null {
  const store = browserFavourites();
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getFailure ?? none, none);
}

/**
 * §4 garage: whether a car is on the signed-in shopper's watchlist. Until the page's store holds the
 * watchlist (server render, hydration) it is what the server said; from then on it is the store's answer,
 * so the car page's toggle and every heart on the page and on the listing agree within the session.
 */
export function useWatched(carId: number, serverWatched: boolean): { watched: boolean; ready: boolean } {
  const store = browserFavourites();
  const server = serverWatched ? 'server-on' : 'server-off';
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noop,
    () => (store?.isSynced() ? (store.has(carId) ? 'on' : 'off') : server),
    () => server,
  );
  return { watched: snapshot === 'on' || snapshot === 'server-on', ready: !snapshot.startsWith('server') };
}
