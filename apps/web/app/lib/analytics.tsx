import { useClickToCallTracking, usePageView } from '@dealer/ui';
import { useLocation, useMatches } from 'react-router';

/**
 * The page type of the page shown: a per-site page's kind ('listing', 'vehicle', 'blog-post', …, from the
 * catch-all's data), else its route id ('routes/our-locations' → 'our-locations', 'finance-finance' →
 * 'finance').
 */
export function pageType(match: { id: string; loaderData?: unknown } | undefined): string {
  if (!match) return 'unknown';
  const kind = (match.loaderData as { kind?: unknown } | undefined)?.kind;
  if (typeof kind === 'string') return kind;
  const name = match.id.replace(/^routes\//, '').replace(/\.(tsx?|jsx?)$/, '');
  return name.replace(/^(finance|enquiry)-.*$/, '$1');
}

/** §9 page views and click to call for every page, taps before hydration included (mounted once in the root layout). */
export function PageAnalytics() {
  const { pathname } = useLocation();
  const matches = useMatches();
  usePageView(pathname, pageType(matches.at(-1)));
  useClickToCallTracking(pathname);
  return null;
}
