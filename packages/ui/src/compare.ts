import { COMPARE_MAX } from '@dealer/pricing';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { Store } from './hooks/use-store';

/** Issue #34 item 2: the cars picked for comparison, kept in the browser like favourites (at most four). */
export interface CompareStore extends Store<readonly number[]> {
  /** Adds or removes the car; a fifth car is refused (`false`) and `getRefused` names it. */
  toggle(carId: number): boolean;
  /** The car whose pick was refused last (four already picked), else null; says COMPARE_FULL_MESSAGE. */
  getRefused(): number | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const EMPTY: readonly number[] = Object.freeze([]);

function read(storage: KeyValueStorage | null, key: string): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return EMPTY;
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return Object.freeze([...new Set(ids)].slice(0, COMPARE_MAX));
  } catch {
    return EMPTY;
  }
}

/** A compare store over an injected storage (localStorage in the browser, a Map in tests). */
export function createCompareStore(storage: KeyValueStorage | null, key = 'dealer:compare'): CompareStore {
  let state = read(storage, key);
  let refused: number | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    getRefused: () => refused,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(carId) {
      if (state.includes(carId)) {
        state = Object.freeze(state.filter((id) => id !== carId));
        refused = null;
      } else if (state.length >= COMPARE_MAX) {
        refused = carId;
        emit();
        return false;
      } else {
        state = Object.freeze([...state, carId]);
        refused = null;
      }
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // A full or blocked storage keeps the pick for this page only.
      }
      emit();
      return true;
    },
  };
}

let browserStore: CompareStore | null = null;

/** The page's compare store, created on first use in the browser; `null` on the server. */
export function browserCompare(): CompareStore | null {
  if (typeof window === 'undefined') return null;
  browserStore ??= createCompareStore(window.localStorage);
  return browserStore;
}

const noop = () => () => {};
const empty = () => EMPTY;
const none = () => null;

/** The cars picked for comparison: empty during SSR and hydration, then the browser's list. */
export function useCompare(): readonly number[] {
  const store = browserCompare();
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getState ?? empty, empty);
}

/**
 * Whether this page can compare (a browser with its compare list): false on the server and during
 * hydration, so "Add to compare" — a button that does nothing without JavaScript — costs no server HTML
 * (a 100-card listing stays within its byte budget) and appears once the page is interactive.
 */
export function useCanCompare(): boolean {
  return useSyncExternalStore(noop, hasBrowserCompare, no);
}

/**
 * Whether a grid's "Add to compare" toggles show yet: false on the server, during hydration and until the
 * browser is next idle; then true in a transition, so React renders a 100-card grid's toggles in short,
 * interruptible steps after the page is interactive (a flag read by each toggle with `useCanCompare` turned
 * true in one synchronous re-render per card right after hydration: the listing's and home page's longest
 * tasks). One per grid: its cards take it as a prop; a grid without toggles asks nothing (`enabled` false).
 */
export function useCompareShown(enabled = true): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled || !browserCompare()) return;
    const show = () => startTransition(() => setShown(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 100);
    return () => window.clearTimeout(id);
  }, [enabled]);
  return shown;
}

const hasBrowserCompare = (): boolean => browserCompare() !== null;
const no = (): boolean => false;

/** The car whose pick was refused last (four already picked), null otherwise and on the server. */
export function useCompareRefused(): number | null {
  const store = browserCompare();
  return useSyncExternalStore(store?.subscribe ?? noop, store?.getRefused ?? none, none);
}
