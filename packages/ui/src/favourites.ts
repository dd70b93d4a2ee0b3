import { useSyncExternalStore } from 'react';
import type { Store } from './hooks/use-store';

/** §4 favourites: toggling adds or removes a car by id; kept in the browser (no account needed). */
export interface FavouritesStore extends Store<readonly number[]> {
  toggle(carId: number): boolean;
  has(carId: number): boolean;
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
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (carId) => state.includes(carId),
    toggle(carId) {
      const added = !state.includes(carId);
      state = Object.freeze(added ? [...state, carId] : state.filter((id) => id !== carId));
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // A full or blocked storage keeps the favourite for this page only.
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

/** The shopper's favourite car ids: empty during SSR and hydration, then the browser's list. */
export function useFavourites(): readonly number[] {
  const store = browserFavourites();
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getState ?? empty, empty);
}
