import { browserFavourites, type FavouritesSyncPort, useFavouritesFailure } from '@dealer/ui';
import { useEffect } from 'react';

async function send(method: 'PUT' | 'DELETE', carId: number): Promise<void> {
  // The HttpOnly session cookie goes along (same origin); a refusal rolls the heart back.
  const response = await fetch(`/api/auth/watchlist/${carId}`, { method, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`watchlist ${method} ${response.status}`);
}

const watchlistPort: FavouritesSyncPort = {
  add: (carId) => send('PUT', carId),
  remove: (carId) => send('DELETE', carId),
};

/**
 * §4 garage: a signed-in shopper's hearts are their watchlist (the root loader says who is signed in);
 * signed out, hearts stay in the browser. Announces a change the server refused.
 */
export function FavouritesSync({ watchlist }: { watchlist: readonly number[] | null }) {
  // The contents, not the array's identity, decide a reconnect (each loader run makes a new array).
  const key = watchlist ? watchlist.join(',') : null;
  useEffect(() => {
    const ids = key === null ? null : key.split(',').filter(Boolean).map(Number);
    browserFavourites()?.connect(ids ? watchlistPort : null, ids ?? []);
  }, [key]);
  const failure = useFavouritesFailure();
  return failure ? (
    <p role="alert" className="field__error">
      {failure}
    </p>
  ) : null;
}
