/**
 * The page URL a loader serves. React Router 8 hands loaders the raw request of a client-side data
 * request (`/search.data?_routes=…`, `/_.data` for the home page); listing and canonical URLs are built
 * from the page URL, so the single-fetch suffix and routing params are removed here.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
