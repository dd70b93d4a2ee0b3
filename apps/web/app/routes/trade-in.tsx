import { carLeadFields } from '@dealer/lead-flow';
import { sellMyCarPath, tradeInPath } from '@dealer/site-registry';
import { Faq, FinanceCarCard, TRADE_IN_FAQ, TradeInValuation } from '@dealer/ui';
import { data } from 'react-router';
import { dealer } from '../context';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/trade-in';

/**
 * §2 /trade-in, /sell-my-car and {vehicle base}/trade-in?car_id= (trading in against a car of the site):
 * the valuation flow and the five-question FAQ.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const url = pageUrl(request);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const sellMyCar = path === sellMyCarPath();
  const vehicleTradeIn = `${ctx.site.routes.vehicle_base_path}/trade-in`;
  if (!sellMyCar && path !== tradeInPath(ctx.site) && path !== vehicleTradeIn) {
    throw data('Not found', { status: 404 });
  }
  const car = await carForLead(ctx, url.searchParams.get('car_id'));
  return { sellMyCar, path, car, campaign: campaignParams(url) };
}

/**
 * The valuation's steps call the valuation service between steps and need JavaScript; a step posted
 * before it arrives comes back to the form (nothing typed goes into a URL) with the reason.
 */
export async function action() {
  return data(
    {
      formError:
        'Please wait for the page to finish loading, then continue: the online estimate needs JavaScript.',
    },
    { status: 400, headers: { 'cache-control': 'no-store' } },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.sellMyCar ? 'Sell my car' : 'Trade-in valuation',
    description:
      'Get an online estimate for your car in a couple of minutes, then a firm offer after a quick inspection.',
    path: loaderData?.path ?? '/trade-in',
  });

export default function TradeIn({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { sellMyCar, car, campaign } = loaderData;
  return (
    <div className="lead-page">
      <header>
        <h1>{sellMyCar ? 'Sell My Car' : 'Trade-In Valuation'}</h1>
        <p>
          {sellMyCar
            ? `Sell your car to ${site.name}: an online estimate now, a firm offer after a quick inspection.`
            : `Trade in your car with ${site.name}: an online estimate now, a firm offer after a quick inspection.`}
        </p>
      </header>
      <div className="lead-page lead-page--aside">
        <section aria-label="Valuation">
          {actionData?.formError ? (
            <p className="alert alert--destructive" role="alert">
              {actionData.formError}
            </p>
          ) : null}
          <TradeInValuation
            category={sellMyCar ? 'Sell My Car' : 'Trade-In'}
            additionalParams={{ ...campaign, ...(car ? carLeadFields(car) : {}) }}
            carId={car?.id ?? null}
          />
        </section>
        <div className="lead-page">
          {car ? <FinanceCarCard car={car} site={site} /> : null}
          <Faq items={TRADE_IN_FAQ} />
        </div>
      </div>
    </div>
  );
}
