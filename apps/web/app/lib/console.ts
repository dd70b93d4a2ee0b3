import type { HeadersFunction } from 'react-router';

/** Paths of the console a person who is not signed in may open. */
export function isPublicConsolePath(pathname: string): boolean {
  return (
    pathname === '/console/sign-in' ||
    pathname === '/console/forgot-password' ||
    pathname.startsWith('/console/invite/') ||
    pathname.startsWith('/console/reset-password/')
  );
}

/** Where the sign-in page sends someone back to: a console path only (no open redirect). */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/console/') || isPublicConsolePath(next)) return '/console/leads';
  return next;
}

/** Console pages are personal: never stored by a browser or cache, never indexed. */
export const consoleHeaders: HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

/** A console page's title for its `meta` (the layout's frame adds robots noindex to every page). */
export function consoleTitle(title: string) {
  return [{ title: `${title} | Dealer console` }];
}
