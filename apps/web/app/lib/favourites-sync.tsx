import { browserFavourites, type FavouritesSyncPort, useFavouritesFailure } from '@dealer/ui';
import { useEffect } from 'react';

let port: FavouritesSyncPort | null = null;

/**
 * The watchlist calls (the HttpOnly session cookie goes along, same origin); a refusal rolls the heart
 * back. One port for the page, so a watchlist read anew keeps the changes still on their way. The
 * api-client loads with the first change, not with every page (first-load budget).
 */
function watchlistPort(siteId: number): FavouritesSyncPort {
  const api = () => import('./api.client').then((m) => m.browserApi(siteId));
  port ??= {
    add: async (carId) => void (await (await api()).watch(carId)),
    remove: async (carId) => void (await (await api()).unwatch(carId)),
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
