import { garagePath } from '@dealer/site-registry';
import { CarGrid, GarageSignIn, GarageWatchlist, UiLink } from '@dealer/ui';
import { data, Form, redirect } from 'react-router';
import { dealer } from '../context';
import { cardsOf } from '../lib/cards.server';
import { carsById } from '../lib/cars-by-id.server';
import { type GarageIntent, garageAction, garageState } from '../lib/garage.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/garage';

const INTENTS: readonly GarageIntent[] = ['sign-in', 'sign-up', 'sign-out', 'unwatch'];

/** §2 the garage (/my-garage, /mybigboxcars): only on sites with garage_enabled; anywhere else a 404. */
function ownGarage(request: Request, context: Route.LoaderArgs['context']) {
  const ctx = dealer(context);
  const path = garagePath(ctx.site);
  if (path === null || pageUrl(request).pathname !== path) throw data('Not found', { status: 404 });
  return { ctx, path };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, path } = ownGarage(request, context);
  const state = await garageState(ctx, request);
  const cards = state.user ? cardsOf(ctx, await carsById(ctx, state.watchlist), new Date()) : [];
  return { path, user: state.user, cards };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, path } = ownGarage(request, context);
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get('intent'));
  if (!intent) throw data('Unknown action', { status: 400 });
  const result = await garageAction(ctx, request, intent, form);
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('set-cookie', cookie);
  if (result.ok) return redirect(path, { headers });
  if (intent !== 'sign-in' && intent !== 'sign-up')
    throw data('Could not update the garage', { status: result.status });
  return data({ intent, errors: result.errors ?? {} }, { status: result.status, headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootMeta(matches);
  return pageMeta(matches, {
    title: 'My garage',
    description: `Your ${root?.site.name ?? ''} garage: sign in to keep a watchlist of vehicles.`,
    path: loaderData?.path ?? '/',
    noindex: true,
  });
};

export default function Garage({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { user, cards } = loaderData;
  return (
    <div className="info-page">
      <h1>My garage</h1>
      {user ? (
        <GarageWatchlist userName={user.name} Form={Form} count={cards.length}>
          <CarGrid
            cards={cards}
            similarHref={site.routes.listing_base_path}
            headingLevel={3}
            after={(card) => (
              <Form method="post" className="watch-remove">
                <input type="hidden" name="intent" value="unwatch" />
                <input type="hidden" name="car_id" value={card.id} />
                <button type="submit" className="button button--outline button--small">
                  Remove<span className="visually-hidden"> {card.name}</span> from watchlist
                </button>
              </Form>
            )}
          />
        </GarageWatchlist>
      ) : (
        <>
          <GarageSignIn siteName={site.name} Form={Form} errors={actionData ?? null} />
          <p>
            Not ready for an account? <UiLink href="/favourites">Your favourites</UiLink> are kept in this
            browser.
          </p>
        </>
      )}
      {cards.length > 0 ? null : (
        <p>
          <UiLink href={site.routes.listing_base_path}>Browse stock</UiLink>
        </p>
      )}
    </div>
  );
}
