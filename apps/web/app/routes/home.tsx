import { offerWords, vehicleNoun } from '@dealer/site-registry';
import { CarGrid, ContentBlocks, similarHrefOf, UiLink } from '@dealer/ui';
import { dealer } from '../context';
import { cardsOf } from '../lib/cards.server';
import { loadContentPage } from '../lib/content.server';
import { searchListing } from '../lib/search.server';
import { actionsSentence, jsonLdTags, shareImageTags } from '../lib/seo';
import { rootMeta, useSite } from '../lib/site';
import { homeJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  // §1 the home page's content blocks when the site has them; the stock summary below otherwise.
  const [{ result }, content] = await Promise.all([
    searchListing(ctx, new URL(ctx.site.routes.listing_base_path, ctx.origin)),
    loadContentPage(ctx, 'home'),
  ]);
  return {
    cards: cardsOf(ctx, result.hits.slice(0, 8), new Date(ctx.now)),
    total: result.totalHits,
    content,
    // The business behind the site for the head, built here so its builders stay out of the browser's bundle.
    jsonLd: homeJsonLd(ctx.site, ctx.origin),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  if (!loaderData || !root) return [];
  const { site, origin } = root;
  const plural = vehicleNoun(site, { plural: true });
  const description = `${site.name}: browse ${loaderData.total} ${plural.toLowerCase()} ${offerWords(site)}. ${actionsSentence(site)}`;
  return [
    { title: `${site.name} | ${plural} ${offerWords(site)} in ${site.city}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: new URL('/', origin).href },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: site.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: new URL('/', origin).href },
    ...shareImageTags(site, origin),
    // The business behind the site (its address, phone, hours and each location) for search engines.
    ...jsonLdTags(loaderData.jsonLd),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { cards, total, content } = loaderData;
  if (content) return <ContentBlocks blocks={content.page.blocks} site={site} data={content.data} />;
  const plural = vehicleNoun(site, { plural: true, lowercase: true });
  return (
    <>
      <section className="hero">
        <h1>{site.name}</h1>
        <p>
          {total} {plural} in stock in {site.city}.
        </p>
        <UiLink className="button button--primary" href={site.routes.listing_base_path}>
          Browse all {plural}
        </UiLink>
      </section>
      {/* A new dealer before its first feed has no stock: no empty "Latest" heading. */}
      {cards.length > 0 ? (
        <section aria-labelledby="latest-title">
          <h2 id="latest-title">Latest {plural}</h2>
          <CarGrid cards={cards} similarHref={similarHrefOf(site)} eagerFirst headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
