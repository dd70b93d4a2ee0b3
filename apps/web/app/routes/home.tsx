import { vehicleNoun } from '@dealer/site-registry';
import { CarCard, UiLink } from '@dealer/ui';
import { dealer } from '../context';
import { searchListing } from '../lib/search.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const listing = new URL(ctx.site.routes.listing_base_path, ctx.origin);
  const { result } = await searchListing(ctx, listing);
  return {
    site: ctx.site,
    origin: ctx.origin,
    cars: result.hits.slice(0, 8),
    total: result.totalHits,
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        {
          title: `${data.site.name} | ${vehicleNoun(data.site, { plural: true })} for sale in ${data.site.city}`,
        },
        {
          name: 'description',
          content: `${data.site.name}: browse ${data.total} ${vehicleNoun(data.site, { plural: true, lowercase: true })}, enquire, book a test drive and apply for finance online.`,
        },
        { tagName: 'link', rel: 'canonical', href: new URL('/', data.origin).href },
      ]
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, cars, total, now } = loaderData;
  const plural = vehicleNoun(site, { plural: true });
  return (
    <>
      <section className="hero">
        <h1>{site.name}</h1>
        <p>
          {total} {plural.toLowerCase()} in stock in {site.city}.
        </p>
        <UiLink className="button button--primary" href={site.routes.listing_base_path}>
          Browse all {plural.toLowerCase()}
        </UiLink>
      </section>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest {plural.toLowerCase()}</h2>
        <ul className="cards">
          {cars.map((car, index) => (
            <li key={car.id}>
              <CarCard
                car={car}
                site={site}
                now={new Date(now)}
                eager={index === 0}
                similarHref={site.routes.listing_base_path}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
