import { listingUrl } from '@dealer/search-query';
import { vehicleNoun } from '@dealer/site-registry';
import { CarGrid, connectListing, ListingLayout, useSearchEvent } from '@dealer/ui';
import { useCallback } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { dealer } from '../context';
import { listingPage } from '../lib/cards.server';
import { pageUrl } from '../lib/page-url';
import { searchListing } from '../lib/search.server';
import { listingMeta } from '../lib/seo';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/listing';

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { state, result } = await searchListing(ctx, pageUrl(request));
  // The browser gets each car's card view (what the card prints), not the §3 record.
  return { state, result: listingPage(ctx, result, new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  return loaderData && root ? listingMeta({ ...root, ...loaderData }) : [];
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { state, result } = loaderData;
  const view = connectListing(site, state, result);
  const location = useLocation();
  const similarHref = listingUrl(site, { ...state, page: 0 });
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
        <CarGrid cards={result.cards} similarHref={similarHref} eagerFirst favourites />
      )}
    </ListingLayout>
  );
}
