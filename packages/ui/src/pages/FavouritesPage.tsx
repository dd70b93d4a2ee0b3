import type { ReactNode } from 'react';
import { UiLink } from '../link';

export interface FavouritesPageProps {
  /** 'cars', 'motorcycles' … (plural, lower case). */
  plural: string;
  listingHref: string;
  /** How many favourites the browser holds; null until the browser has been read (SSR, hydration). */
  saved: number | null;
  /** True while the saved cars are being fetched. */
  loading: boolean;
  /** The favourite cars, rendered by the caller as car cards. */
  children?: ReactNode;
}

/** Favourites for everyone (§1): kept in this browser, no account needed. */
export function FavouritesPage({ plural, listingHref, saved, loading, children }: FavouritesPageProps) {
  return (
    <div className="info-page">
      <h1>Favourites</h1>
      <p>Your favourite {plural} are saved in this browser. Tap the heart on any vehicle to add it.</p>
      <noscript>
        <p className="alert">Favourites are kept in your browser: please turn on JavaScript to see them.</p>
      </noscript>
      <div aria-live="polite" aria-busy={loading}>
        {saved === 0 ? (
          <p>
            You have no favourites yet. <UiLink href={listingHref}>Browse our {plural}</UiLink>
          </p>
        ) : loading ? (
          <p>Loading your favourites…</p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
