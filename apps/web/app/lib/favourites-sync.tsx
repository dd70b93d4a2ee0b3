import type { ApiClient } from '@dealer/api-client';
import { browserFavourites, type FavouritesSyncPort, useFavouritesFailure } from '@dealer/ui';
import { useEffect } from 'react';

let port: FavouritesSyncPort | null = null;
let api: ApiClient | null = null;
let loading: Promise<ApiClient> | null = null;

/** The api-client, loaded once (a failed load is tried again on the next call). */
function loadApi(siteId: number): Promise<ApiClient> {
  loading ??= import('./api.client').then(
    (m) => {
      api = m.browserApi(siteId);
      return api;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The watchlist calls (the HttpOnly session cookie goes along, same origin); a refusal rolls the heart
 * back. One port for the page, so a watchlist read anew keeps the changes still on their way. The
 * api-client loads for signed-in shoppers only (first-load budget), as soon as they are known: a tap
 * then sends its write in the tap's own task, and the write (keepalive) outlives a page left at once.
 */
function watchlistPort(siteId: number): FavouritesSyncPort {
  loadApi(siteId).catch(() => {});
  port ??= {
    add: async (carId) => void (await (api ?? (await loadApi(siteId))).watch(carId)),
    remove: async (carId) => void (await (api ?? (await loadApi(siteId))).unwatch(carId)),
  };
  return port;
}

/**
 * §4 garage: a signed-in shopper's hearts are their watchlist (the root loader says who is signed in);
 * signed out, hearts stay in the browser. Announces a change the server refused.
 */
export function FavouritesSync({
  siteId,
  watchlist,
}: {
  siteId: number;
  watchlist: readonly number[] | null;
}) {
  // The contents, not the array's identity, decide a reconnect (each loader run makes a new array).
  const key = watchlist ? watchlist.join(',') : null;
  useEffect(() => {
    const ids = key === null ? null : key.split(',').filter(Boolean).map(Number);
    browserFavourites()?.connect(ids ? watchlistPort(siteId) : null, ids ?? []);
  }, [key, siteId]);
  const failure = useFavouritesFailure();
  return failure ? (
    <p role="alert" className="field__error">
      {failure}
    </p>
  ) : null;
}
