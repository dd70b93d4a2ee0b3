import { vehicleNoun } from '@dealer/site-registry';
import {
  CarGrid,
  connectListing,
  ListingLayout,
  SaveSearchForm,
  similarHrefOf,
  useSearchEvent,
} from '@dealer/ui';
import { useCallback } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useSite } from '../lib/site';
import type { ListingData } from './listing.server';
import type { PageProps } from './types';

/** §2 the search listing: facets, sort, the search box and the cards. */
export default function Listing({ loaderData }: PageProps<ListingData>) {
  const site = useSite();
  const { state, result } = loaderData;
  const view = connectListing(site, state, result);
  const location = useLocation();
  useSearchEvent({
    path: location.pathname,
    refinements: state.refinements,
    sortBy: state.sortBy,
    page: state.page,
    totalHits: result.totalHits,
  });
  const refine = { action: '/_refine', from: location.pathname + location.search, Form };
  const nounPlural = vehicleNoun(site, { plural: true, lowercase: true });
  const navigate = useNavigate();
  // §2 search-box suggestions; the api-client loads with the first keystroke, not with the page.
  const suggest = useCallback(
    async (query: string, signal: AbortSignal) =>
      (await import('../lib/api.client')).browserApi(site.id).suggest(query, { signal }),
    [site.id],
  );
  return (
    <ListingLayout
      view={view}
      refine={refine}
      nounPlural={nounPlural}
      suggest={suggest}
      onNavigate={(url) => void navigate(url)}
    >
      {result.cards.length === 0 ? (
        <p>No {nounPlural} match these filters.</p>
      ) : (
        <CarGrid cards={result.cards} similarHref={similarHrefOf(site)} eagerFirst favourites />
      )}
      {/* Issue #34 item 1: alerts for this search (a form post to the BFF; works without JavaScript). */}
      <SaveSearchForm site={site} state={state} />
    </ListingLayout>
  );
}
