import { compareCars, compareUrl, parseCompareIds } from '@dealer/pricing';
import { vehicleNoun } from '@dealer/site-registry';
import { ComparePage, useCompare } from '@dealer/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { dealer } from '../context';
import { carsById } from '../lib/cars-by-id.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/compare';

/**
 * Issue #34 item 2: `/compare?ids=…` compares up to four of the site's cars (the rows and which differ:
 * `compareCars` of @dealer/pricing). The link is shareable; its canonical is the sorted ids found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = parseCompareIds(pageUrl(request).searchParams.get('ids'));
  const ctx = dealer(context);
  const cars = (await carsById(ctx, asked.ids)).sort((a, b) => a.id - b.id);
  const missing = asked.ids.length - cars.length;
  const notes: string[] = [];
  if (missing > 0)
    notes.push(
      `${missing === 1 ? 'One vehicle' : `${missing} vehicles`} in this link ${missing === 1 ? 'is' : 'are'} no longer available and left out.`,
    );
  if (asked.dropped > 0)
    notes.push('Up to four vehicles can be compared: the first four in the link are shown.');
  return {
    // The render's instant on the server's one clock (finance age, §5), not this process's wall clock.
    comparison: compareCars(cars, ctx.site, new Date(ctx.now)),
    notes,
    canonical: compareUrl(cars.map((car) => car.id)),
    asked: asked.ids.length,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: 'Compare',
    description:
      'Vehicles side by side: price, odometer, year, body, fuel, transmission, seats and features.',
    path: loaderData?.canonical ?? '/compare',
    noindex: true,
  });

export default function Compare({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const picked = useCompare();
  const navigate = useNavigate();
  const { comparison, notes, asked } = loaderData;
  useEffect(() => {
    // A bare /compare shows what this browser picked (the cards' and car pages' "Add to compare").
    if (asked === 0 && picked.length > 0) void navigate(compareUrl(picked), { replace: true });
  }, [asked, picked, navigate]);
  return (
    <ComparePage
      comparison={comparison}
      notes={notes}
      listingHref={site.routes.listing_base_path}
      plural={vehicleNoun(site, { plural: true, lowercase: true })}
    />
  );
}
