import type { FavouritesSyncPort } from './favourites';

/** Test-only: a fake watchlist port that records calls; `refuse` makes the server say no. */
export function fakeWatchlistPort(refuse = false) {
  const calls: string[] = [];
  const port: FavouritesSyncPort = {
    add: async (id) => {
      calls.push(`add ${id}`);
      if (refuse) throw new Error('503');
    },
    remove: async (id) => {
      calls.push(`remove ${id}`);
      if (refuse) throw new Error('503');
    },
  };
  return { port, calls };
}
