import { vehicleNoun } from '@dealer/site-registry';
import { UiLink } from '@dealer/ui';
import { serverApi } from '../api.server';
import { dealer } from '../context';
import { pageMeta } from '../lib/page-meta';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/search-pages';

/** One §7 search page: a listing with preset refinements (its path applies them). */
interface SearchPage {
  slug: string;
  title: string;
  description: string;
  path: string;
  count: number;
  facet: string;
}

const GROUPS: { title: string; facets: readonly string[] }[] = [
  { title: 'By stock type', facets: ['car_type'] },
  { title: 'By make', facets: ['make'] },
  { title: 'By body type', facets: ['body'] },
  { title: 'By budget and seats', facets: ['weekly_price_range', 'seats'] },
];

/** §7 search_pages as landing pages: /browse lists the site's preset searches, each opening its listing. */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const body = await serverApi(ctx)
    .searchPages<{ search_pages?: SearchPage[] }>()
    .catch(() => ({ search_pages: [] }));
  return { pages: body.search_pages ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMeta(matches);
  const plural = root ? vehicleNoun(root.site, { plural: true }) : 'Vehicles';
  return pageMeta(matches, {
    title: `Browse ${plural.toLowerCase()}`,
    description: `Popular searches at ${root?.site.name ?? 'our yards'}: by make, body type, budget and seats.`,
    path: '/browse',
  });
};

export default function SearchPages({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const plural = vehicleNoun(site, { plural: true, lowercase: true });
  return (
    <div className="info-page">
      <h1>Browse {plural}</h1>
      {loaderData.pages.length === 0 ? (
        <p>No {plural} are listed right now. Please check back soon.</p>
      ) : null}
      {GROUPS.map((group) => {
        const pages = loaderData.pages.filter((p) => group.facets.includes(p.facet));
        if (pages.length === 0) return null;
        const id = `browse-${group.facets[0]}`;
        return (
          <section key={group.title} aria-labelledby={id}>
            <h2 id={id}>{group.title}</h2>
            <ul className="tiles">
              {pages.map((page) => (
                <li key={page.slug} className="tile">
                  <div className="tile__body">
                    <h3>
                      <UiLink href={page.path}>{page.title}</UiLink>
                    </h3>
                    <p>{page.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
