import { UiLink } from '@dealer/ui';
import { useState } from 'react';

export interface WatchlistToggleProps {
  carId: number;
  signedIn: boolean;
  watched: boolean;
  /** The garage page (/my-garage, /mybigboxcars) where a shopper signs in. */
  garageHref: string;
}

/**
 * §4 garage: a signed-in customer adds or removes the car from their watchlist (PUT/DELETE
 * /api/auth/watchlist/{id}, the HttpOnly session cookie goes along); signed out, a link to sign in.
 * Rendered only on garage sites (the loader decides).
 */
export function WatchlistToggle({ carId, signedIn, watched: initial, garageHref }: WatchlistToggleProps) {
  const [watched, setWatched] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!signedIn) {
    return (
      <p className="watchlist-toggle">
        <UiLink href={garageHref}>Sign in to add this car to your watchlist</UiLink>
      </p>
    );
  }
  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/auth/watchlist/${carId}`, {
        method: watched ? 'DELETE' : 'PUT',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(String(response.status));
      setWatched(!watched);
    } catch {
      setError('We could not update your watchlist. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="watchlist-toggle">
      <button
        type="button"
        className="button button--outline button--small"
        disabled={busy}
        onClick={() => void toggle()}
      >
        {watched ? 'Remove from watchlist' : 'Add to watchlist'}
      </button>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
