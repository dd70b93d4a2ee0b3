import { useClickToCallTracking, usePageView } from '@dealer/ui';
import { useLocation, useMatches } from 'react-router';

/** The page type of a route id: 'routes/listing' → 'listing', 'vehicle-cars' → 'vehicle'. */
export function pageType(routeId: string | undefined): string {
  if (!routeId) return 'unknown';
  const name = routeId.replace(/^routes\//, '').replace(/\.(tsx?|jsx?)$/, '');
  return name.startsWith('vehicle-') ? 'vehicle' : name;
}

/** §9 page views and click to call for every page (mounted once in the root layout). */
export function PageAnalytics() {
  const { pathname } = useLocation();
  const matches = useMatches();
  usePageView(pathname, pageType(matches.at(-1)?.id));
  useClickToCallTracking(pathname);
  return null;
}
