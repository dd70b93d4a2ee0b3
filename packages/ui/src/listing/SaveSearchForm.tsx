import {
  listingUrl,
  type SearchState,
  savedSearchConsentText,
  savedSearchOfferText,
} from '@dealer/search-query';
import type { Site } from '@dealer/site-registry';
import { useId } from 'react';

export interface SaveSearchFormProps {
  site: Site;
  /** The listing's normalised state (`listingIndexation`): the search that is saved. */
  state: SearchState;
  /** Where the form posts (the BFF's no-JavaScript route). */
  action?: string;
}

/**
 * Issue #34 item 1 "Save this search": email, instant or daily, and the consent the BFF records word for
 * word. A plain form post (works without JavaScript); the BFF mails a confirmation link first (double
 * opt-in) and answers with a "check your email" page.
 */
export function SaveSearchForm({ site, state, action = '/saved-searches' }: SaveSearchFormProps) {
  const id = useId();
  return (
    <form className="save-search" method="post" action={action} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="save-search__title">
        Save this search
      </h2>
      <p className="save-search__what">{savedSearchOfferText(state, site)}</p>
      <input type="hidden" name="listing" value={listingUrl(site, state)} />
      <label htmlFor={`${id}-email`}>Email</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
      <fieldset className="save-search__frequency">
        <legend>How often</legend>
        <label>
          <input type="radio" name="frequency" value="instant" defaultChecked /> As they arrive
        </label>
        <label>
          <input type="radio" name="frequency" value="daily" /> Daily digest
        </label>
      </fieldset>
      <label className="save-search__consent">
        <input type="checkbox" name="consent" value="true" required /> {savedSearchConsentText(site)}
      </label>
      {site.features.garage_enabled ? (
        <p className="save-search__garage">
          Signed in to your garage? Use its email and the search is kept there.
        </p>
      ) : null}
      <button type="submit">Save search</button>
    </form>
  );
}
