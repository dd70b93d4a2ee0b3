import { vehicleNoun } from '@dealer/site-registry';
import { CarGrid, FavouritesPage, similarHrefOf, useFavourites } from '@dealer/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { dealer } from '../context';
import { cardsOf } from '../lib/cards.server';
import { carsById, parseCarIds } from '../lib/cars-by-id.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/favourites';

/**
 * Favourites are kept in the browser (§1): the page asks the server for the saved ids (`?ids=3,1,7`), so
 * the cars are fetched and rendered by the loader like any other card list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseCarIds(pageUrl(request).searchParams.get('ids'));
  const ctx = dealer(context);
  return { ids, cards: cardsOf(ctx, await carsById(ctx, ids), new Date(ctx.now)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Favourites',
    description: 'The vehicles you saved in this browser.',
    path: '/favourites',
    noindex: true,
  });

const subscribeNothing = () => () => {};

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const saved = useFavourites();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { ids, cards } = loaderData;
  const wanted = [...saved].sort((a, b) => a - b).join(',');
  const loaded = [...ids].sort((a, b) => a - b).join(',');
  // False on the server and during hydration (both render the same), true once the browser list is read.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  useEffect(() => {
    // Ask the loader for exactly the browser's favourites (after hydration, and after each un-favourite).
    if (wanted !== loaded)
      void navigate(wanted ? `?ids=${wanted}` : '?', { replace: true, preventScrollReset: true });
  }, [wanted, loaded, navigate]);
  const shown = cards.filter((card) => saved.includes(card.id));
  const plural = vehicleNoun(site, { plural: true, lowercase: true });
  return (
    <FavouritesPage
      plural={plural}
      listingHref={site.routes.listing_base_path}
      saved={hydrated ? saved.length : null}
      loading={wanted !== loaded || navigation.state === 'loading'}
    >
      {shown.length > 0 ? (
        <CarGrid cards={shown} similarHref={similarHrefOf(site)} eagerFirst favourites />
      ) : null}
    </FavouritesPage>
  );
}
