import { useSyncExternalStore } from 'react';

/** The one connector shape every domain controller exposes (lead-flow, favourites, …). */
export interface Store<S> {
  subscribe(listener: () => void): () => void;
  getState(): S;
}

/**
 * Subscribes a component to a framework-free store. Every hook in this package is a thin wrapper over
 * this; the server snapshot is the store's state too, so SSR and hydration agree.
 */
export function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
