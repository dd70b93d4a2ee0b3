import {
  localTime,
  locationBusiness,
  locationsPath,
  primaryLocation,
  siteTimeZone,
} from '@dealer/site-registry';
import { analytics, LocationsPage } from '@dealer/ui';
import { dealer } from '../context';
import { pageMeta } from '../lib/page-meta';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/our-locations';

export function loader({ context }: Route.LoaderArgs) {
  const { site } = dealer(context);
  // 'Today' on the yard's clock decides which special_hours are still to come (§3 special_hours).
  return { today: localTime(new Date(), siteTimeZone(site, primaryLocation(site))).date };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMeta(matches);
  const tags = pageMeta(matches, {
    title: 'Our locations',
    description: `Addresses, phone numbers and opening hours of ${root?.site.name ?? 'our'} locations.`,
    path: locationsPath(),
  });
  if (!root) return tags;
  // Each location as its dealer type with address, phone, geo and opening hours (§3 locations).
  const graph = root.site.locations.map((l) => locationBusiness(root.site, l, root.origin));
  return [...tags, { 'script:ld+json': { '@context': 'https://schema.org', '@graph': graph } }];
};

export default function OurLocations({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <LocationsPage
      site={site}
      today={loaderData.today}
      onDirections={(location) => analytics().directions(location)}
    />
  );
}
