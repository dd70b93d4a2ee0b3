import { siteTimeZone } from '@dealer/site-registry';
import { ConsoleShell } from '@dealer/ui';
import consoleStylesheet from '@dealer/ui/console.css?url';
import {
  Form,
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { dealer } from '../context';
import { consoleHeaders, isPublicConsolePath } from '../lib/console';
import { consoleMe, navFor } from '../lib/console.server';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/console';

/**
 * The dealer console's layout: its stylesheet, the sign-in guard and the page frame (nav, who is
 * signed in). Every page under /console renders inside it; the root layout leaves out the shop's chrome.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: consoleStylesheet }];

export const headers = consoleHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const url = pageUrl(request);
  const me = await consoleMe(ctx, request);
  const staff = me?.staff ?? null;
  if (!staff && !isPublicConsolePath(url.pathname)) {
    throw redirect(`/console/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (staff && url.pathname === '/console/sign-in') throw redirect('/console/leads');
  return {
    staff: staff ? { name: staff.name, email: staff.email, role: staff.role } : null,
    nav: staff ? navFor(staff) : [],
    // Every console time prints in the dealer's zone: server and browser print the same text.
    timeZone: siteTimeZone(ctx.site),
  };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <ConsoleShell
      title={site.name}
      staff={loaderData.staff}
      currentPath={pathname}
      nav={loaderData.nav}
      Form={Form}
    >
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </ConsoleShell>
  );
}

/** A page's error inside the frame: a lead of another site is "Not found" (404, never 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  const site = useSite();
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>('routes/console');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A filter the server refused (a hand-edited address): its message, as text.
  const refused = isRouteErrorResponse(error) && error.status === 400 ? String(error.data) : null;
  const title = notFound ? 'Not found' : refused !== null ? 'Not a valid address' : 'Something went wrong';
  return (
    <ConsoleShell
      title={site.name}
      staff={data?.staff ?? null}
      currentPath={pathname}
      nav={data?.nav ?? []}
      Form={Form}
    >
      <meta name="robots" content="noindex, nofollow" />
      <title>{`${title} | Dealer console`}</title>
      <h1>{title}</h1>
      <p>
        {notFound
          ? 'There is nothing here, or it is not yours to see.'
          : (refused ?? 'The console could not show this page. Please try again in a moment.')}
      </p>
      <p>
        <Link to="/console/leads">Back to the leads</Link>
      </p>
    </ConsoleShell>
  );
}
