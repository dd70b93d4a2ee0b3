import { createSearchState, listingUrl } from '@dealer/search-query';
import { specialOffersPath } from '@dealer/site-registry';
import { CarGrid, ContentBlocks, type Promotion, SpecialOffersPage, similarHrefOf, UiLink } from '@dealer/ui';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { cardsOf } from '../lib/cards.server';
import { loadContentPage } from '../lib/content.server';
import { pageMeta } from '../lib/page-meta';
import { searchListing } from '../lib/search.server';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/special-offers';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const specialsHref = listingUrl(ctx.site, createSearchState({ refinements: { tag: ['Special'] } }));
  const [promotions, specials, content] = await Promise.all([
    serverApi(ctx).promotions<{ promotions?: Promotion[] }>(),
    searchListing(ctx, new URL(specialsHref, ctx.origin)),
    loadContentPage(ctx, 'special-offers'),
  ]);
  return {
    promotions: promotions.promotions ?? [],
    cards: cardsOf(ctx, specials.result.hits.slice(0, 12), new Date(ctx.now)),
    total: specials.result.totalHits,
    specialsHref,
    content,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  return pageMeta(matches, {
    title: 'Special offers',
    description: `${loaderData?.total ?? 0} vehicles on special at ${root?.site.name ?? 'our yards'}: current offers and promotions.`,
    path: specialOffersPath(),
  });
};

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { promotions, cards, total, specialsHref, content } = loaderData;
  // §1 the dealer's special-offers page (slider of promotions, specials carousel) when the site has one.
  if (content) return <ContentBlocks blocks={content.page.blocks} site={site} data={content.data} />;
  return (
    <SpecialOffersPage promotions={promotions}>
      {cards.length > 0 ? (
        <section aria-labelledby="specials-title">
          <h2 id="specials-title">On special now</h2>
          <CarGrid cards={cards} similarHref={similarHrefOf(site)} favourites headingLevel={3} />
          {total > cards.length ? (
            <p>
              <UiLink className="button button--primary" href={specialsHref}>
                See all {total} specials
              </UiLink>
            </p>
          ) : null}
        </section>
      ) : null}
    </SpecialOffersPage>
  );
}
