import { browserFavourites, useWatched } from '../favourites';
import { UiLink } from '../link';

export interface WatchlistToggleProps {
  carId: number;
  signedIn: boolean;
  /** Whether the server's watchlist held the car when the page was rendered. */
  watched: boolean;
  /** The garage page (/my-garage, /mybigboxcars) where a shopper signs in. */
  garageHref: string;
  /** The site's vehicle noun, lower case (`vehicleNoun(site, { lowercase: true })`); default 'car'. */
  noun?: string;
}

/**
 * §4 garage: a signed-in customer adds or removes the car from their watchlist; signed out, a link to
 * sign in. The change goes through the page's favourites store (the watchlist's one home in the browser),
 * so the hearts on this page and on the listing show it at once; a refusal puts it back and the page's
 * favourites alert says so.
 */
export function WatchlistToggle({
  carId,
  signedIn,
  watched: serverWatched,
  garageHref,
  noun = 'car',
}: WatchlistToggleProps) {
  const { watched, ready } = useWatched(carId, serverWatched);
  if (!signedIn) {
    return (
      <p className="watchlist-toggle">
        <UiLink href={garageHref}>Sign in to add this {noun} to your watchlist</UiLink>
      </p>
    );
  }
  return (
    <div className="watchlist-toggle">
      <button
        type="button"
        className="button button--outline button--small"
        aria-pressed={watched}
        disabled={!ready}
        onClick={() => browserFavourites()?.toggle(carId)}
      >
        {watched ? 'Remove from watchlist' : 'Add to watchlist'}
      </button>
    </div>
  );
}
