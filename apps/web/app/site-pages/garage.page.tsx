import { CarGrid, GarageAlerts, GarageSignIn, GarageWatchlist, similarHrefOf, UiLink } from '@dealer/ui';
import type { ComponentProps } from 'react';
import { Form } from 'react-router';
import { useSite } from '../lib/site';
import type { GarageData } from './garage.server';
import type { PageProps } from './types';

/** A refused sign-in or sign-up: the form's errors. */
type GaragePosted = NonNullable<ComponentProps<typeof GarageSignIn>['errors']>;

/** §4 the garage: the signed-in shopper's watchlist and email alerts (issue #34), or the sign-in and sign-up forms. */
export default function Garage({ loaderData, actionData }: PageProps<GarageData, GaragePosted>) {
  const site = useSite();
  const { user, cards, alerts } = loaderData;
  return (
    <div className="info-page">
      <h1>My garage</h1>
      {user ? (
        <GarageWatchlist userName={user.name} Form={Form} count={cards.length}>
          <CarGrid
            cards={cards}
            similarHref={similarHrefOf(site)}
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
      ) : null}
      {user && alerts ? (
        <GarageAlerts
          alerts={alerts.alerts}
          verified={alerts.verified}
          favouritesConsentText={alerts.favouritesConsentText}
        />
      ) : null}
      {user ? null : (
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
