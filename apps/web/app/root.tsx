import { privacyPath, savedCarsPath } from '@dealer/site-registry';
import {
  FormTokenProvider,
  LeadServicesProvider,
  LinkProvider,
  ReservationModeProvider,
  replayEarlyTaps,
  SiteFooter,
  SiteHeader,
  themeStyle,
} from '@dealer/ui';
import stylesheet from '@dealer/ui/styles.css?url';
import { parseWithoutEval } from '@dealer/validation';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { dealer } from './context';
import { PageAnalytics } from './lib/analytics';
import { reportBoundaryError, useReportedLeadServices } from './lib/error-reporting';
import { FavouritesSync } from './lib/favourites-sync';
import { garageState } from './lib/garage.server';
import { useAppLeadServices, useVisitTracking } from './lib/lead-services';
import { SiteLink, SiteLinkScope } from './lib/site-link';
import { ThirdPartyWidgets } from './lib/widgets';

// The page CSP allows no eval: the browser's form schemas parse without Zod's compiled parsers.
if (typeof document !== 'undefined') parseWithoutEval();

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const { site, origin, errorReporting, widgets, reservationMode, formToken } = ctx;
  // §4 on garage sites a signed-in shopper's hearts are their watchlist; null means hearts stay local.
  const garage = site.features.garage_enabled ? await garageState(ctx, request) : null;
  return {
    site,
    origin,
    errorReportingDsn: errorReporting?.dsn ?? null,
    widgets: widgets ?? null,
    reservationMode: reservationMode ?? 'payment',
    // §1 the forms of every page this document shows post it back (the server times their fill from it).
    formToken: formToken ? await formToken() : null,
    watchlist: garage?.user ? garage.watchlist : null,
  };
}

/** The dealer console has its own frame (routes/console.tsx): no shop header, footer or widgets. */
const CONSOLE_ROUTE_ID = 'routes/console';

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const inConsole = useMatches().some((m) => m.id === CONSOLE_ROUTE_ID);
  const site = data?.site;
  const leadServices = useReportedLeadServices(useAppLeadServices(site), data?.errorReportingDsn, site?.slug);
  useVisitTracking();
  // The page has hydrated and every part of it has taken its early clicks (children's effects run
  // first; the noting stopped when React started, entry.client.tsx): replay the taps on buttons that
  // needed React (a heart, Show number), each once. In a task of their own: React hydrates a card not
  // yet hydrated on the spot for a tap, which it cannot do from inside its own effects.
  useEffect(() => {
    const replay = setTimeout(replayEarlyTaps, 0);
    return () => clearTimeout(replay);
  }, []);
  return (
    <html lang={site?.country === 'NZ' ? 'en-NZ' : 'en-AU'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site?.google_site_verification ? (
          <meta name="google-site-verification" content={site.google_site_verification} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body style={site ? themeStyle(site.theme) : undefined}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteLinkScope>
          <LinkProvider value={SiteLink}>
            <LeadServicesProvider value={leadServices}>
              <ReservationModeProvider value={data?.reservationMode ?? 'payment'}>
                <FormTokenProvider value={data?.formToken ?? null}>
                  {inConsole ? (
                    children
                  ) : (
                    <>
                      {site ? (
                        <SiteHeader
                          site={site}
                          extraLinks={[{ label: 'Favourites', href: savedCarsPath(site) ?? '/favourites' }]}
                        />
                      ) : null}
                      <main id="main" className="container">
                        {site ? (
                          <FavouritesSync siteId={site.id} watchlist={data?.watchlist ?? null} />
                        ) : null}
                        {children}
                      </main>
                      {site ? <SiteFooter site={site} privacyHref={privacyPath(site)} /> : null}
                    </>
                  )}
                </FormTokenProvider>
              </ReservationModeProvider>
            </LeadServicesProvider>
          </LinkProvider>
        </SiteLinkScope>
        {inConsole ? null : <PageAnalytics />}
        {inConsole ? null : <ThirdPartyWidgets widgets={data?.widgets} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server answered 503 (search timed out or is down): say so, and that it is passing.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const root = useRouteLoaderData<typeof loader>('root');
  // §8 errors that reach the boundary are reported (a 404 is a page that is not there, not an error).
  useEffect(() => {
    if (!notFound)
      reportBoundaryError(
        { dsn: root?.errorReportingDsn ?? null, site: root?.site.slug ?? 'unknown' },
        error,
      );
  }, [error, notFound, root]);
  const title = notFound
    ? 'Page not found'
    : unavailable
      ? 'Our stock search is not answering'
      : 'Something went wrong';
  const phone = root?.site.phone;
  return (
    <section className="error-page">
      {/* The tab and a search result name the site too; an error page is never indexed. */}
      <title>{root?.site.name ? `${title} | ${root.site.name}` : title}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>
        {notFound
          ? 'The page you asked for is not here. It may have sold or moved.'
          : unavailable
            ? `It is busy or briefly down. Please try again in a minute${phone ? ` or call us on ${phone}` : ''}.`
            : 'Please try again in a moment.'}
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
