import { locationsPath } from '@dealer/site-registry';
import { analytics, LocationsPage } from '@dealer/ui';
import { dealer } from '../context';
import { pageMeta } from '../lib/page-meta';
import { jsonLdTags } from '../lib/seo';
import { rootMeta, useSite } from '../lib/site';
import { locationsJsonLd } from '../lib/structured-data.server';
import type { Route } from './+types/our-locations';

export function loader({ context }: Route.LoaderArgs) {
  const { site, origin, now } = dealer(context);
  return {
    // The render's instant: each yard's own 'today' decides which special_hours are still to come (§3).
    now,
    // Each location as its dealer type with address, phone, geo and opening hours (§3 locations), built
    // here so the builders stay out of the browser's bundle.
    jsonLd: locationsJsonLd(site, origin),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  const tags = pageMeta(matches, {
    title: 'Our locations',
    description: `Addresses, phone numbers and opening hours of ${root?.site.name ?? 'our'} locations.`,
    path: locationsPath(),
  });
  if (!root || !loaderData) return tags;
  return [...tags, ...jsonLdTags(loaderData.jsonLd)];
};

export default function OurLocations({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <LocationsPage
      site={site}
      now={loaderData.now}
      onDirections={(location) => analytics().directions(location)}
    />
  );
}
