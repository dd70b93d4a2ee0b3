import { describe, expect, it } from 'vitest';
import { createFavouritesStore, type FavouritesSyncPort } from './favourites';
import { fakeWatchlistPort as fakePort } from './test-support';

function memoryStorage(initial?: number[]) {
  const map = new Map<string, string>();
  if (initial) map.set('dealer:favourites', JSON.stringify(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourites store', () => {
  it('signed out: toggles are kept in the browser storage and nothing is synced', () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(storage);
    expect(store.toggle(7)).toBe(true);
    expect(store.getState()).toEqual([7]);
    expect(storage.getItem('dealer:favourites')).toBe('[7]');
    expect(store.toggle(7)).toBe(false);
    expect(store.getState()).toEqual([]);
  });

  it('signed in: the watchlist shows as hearts and toggles go to the port, not the browser storage', async () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(storage);
    const { port, calls } = fakePort();
    let notified = 0;
    store.subscribe(() => notified++);
    store.connect(port, [4, 5]);
    expect(store.getState()).toEqual([4, 5]);
    expect(store.has(4)).toBe(true);
    expect(notified).toBe(1);

    expect(store.toggle(9)).toBe(true);
    expect(store.toggle(4)).toBe(false);
    await settle();
    expect(calls).toEqual(['add 9', 'remove 4']);
    expect(store.getState()).toEqual([5, 9]);
    expect(store.getFailure()).toBeNull();
    expect(storage.getItem('dealer:favourites')).toBeNull();
  });

  it('signing in adds the hearts given in this browser to the watchlist, once (#31)', async () => {
    const storage = memoryStorage([1, 4]);
    const store = createFavouritesStore(storage);
    const { port, calls } = fakePort();
    store.connect(port, [4, 5]);
    expect(store.getState()).toEqual([4, 5, 1]);
    await settle();
    expect(calls).toEqual(['add 1']);
    expect(storage.getItem('dealer:favourites')).toBe('[]');
    store.connect(port, [4, 5, 1]);
    await settle();
    expect(calls).toEqual(['add 1']);
    expect(store.getState()).toEqual([4, 5, 1]);
  });

  it('a refused add puts the heart back and keeps a message for an alert', async () => {
    const store = createFavouritesStore(memoryStorage());
    store.connect(fakePort(true).port, [2]);
    expect(store.toggle(3)).toBe(true);
    expect(store.has(3)).toBe(true);
    await settle();
    expect(store.has(3)).toBe(false);
    expect(store.getFailure()).toMatch(/could not add this vehicle to your watchlist/);
  });

  it('a refused remove puts the heart back; the next toggle clears the message', async () => {
    const store = createFavouritesStore(memoryStorage());
    const refusing = fakePort(true);
    store.connect(refusing.port, [2]);
    store.toggle(2);
    expect(store.has(2)).toBe(false);
    await settle();
    expect(store.has(2)).toBe(true);
    expect(store.getFailure()).toMatch(/could not remove this vehicle/);
    store.connect(fakePort().port, [2]);
    store.toggle(2);
    expect(store.getFailure()).toBeNull();
  });

  it('a watchlist read again while a change is on its way keeps that change; once answered, the server list rules', async () => {
    const store = createFavouritesStore(memoryStorage());
    let answer: () => void = () => {};
    const port: FavouritesSyncPort = {
      add: () => new Promise<void>((resolve) => (answer = resolve)),
      remove: () => new Promise<void>((resolve) => (answer = resolve)),
    };
    store.connect(port, [2, 5]);
    store.toggle(9);
    store.toggle(5);
    // The page read the watchlist before the server took the changes.
    store.connect(port, [2, 5]);
    expect(store.getState()).toEqual([2, 9]);
    answer();
    await settle();
    // Answered: a later read is the server's (here it says 5 was not removed after all).
    store.connect(port, [2, 5, 9]);
    expect(store.getState()).toEqual([2, 5, 9]);
  });

  it("a new session (another port) does not inherit the old one's unanswered changes", () => {
    const store = createFavouritesStore(memoryStorage());
    const hanging: FavouritesSyncPort = {
      add: () => new Promise(() => {}),
      remove: () => new Promise(() => {}),
    };
    store.connect(hanging, []);
    store.toggle(9);
    store.connect(fakePort().port, [1]);
    expect(store.getState()).toEqual([1]);
  });

  it('says whether the hearts are a synced watchlist (connected) or the browser list', () => {
    const store = createFavouritesStore(memoryStorage());
    expect(store.isSynced()).toBe(false);
    store.connect(fakePort().port, []);
    expect(store.isSynced()).toBe(true);
    store.connect(null);
    expect(store.isSynced()).toBe(false);
  });

  it('signing out returns to the browser list and ignores a late refusal from the old session', async () => {
    const store = createFavouritesStore(memoryStorage([]));
    store.connect(fakePort(true).port, [2]);
    store.toggle(3);
    store.connect(null);
    await settle();
    expect(store.getState()).toEqual([]);
    expect(store.getFailure()).toBeNull();
  });
});
