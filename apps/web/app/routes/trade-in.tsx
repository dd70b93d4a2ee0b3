import { carLeadFields, type LeadFlowResume } from '@dealer/lead-flow';
import { sellMyCarPath, tradeInPath } from '@dealer/site-registry';
import {
  CarSummary,
  Faq,
  FINANCE_POST_FIELDS as FLOW_POST_FIELDS,
  postedValuation,
  TRADE_IN_FAQ,
  TRADE_IN_STEPS,
  TRADE_IN_VALUATION_FIELD,
  TRADE_IN_VALUATION_STEP,
  TradeInValuation,
  tradeInLeadSetup,
  tradeInStepSpecs,
  type ValuationAnswer,
  valuationLeadFields,
  valuationRequest,
} from '@dealer/ui';
import { defineForm, postedFormValues } from '@dealer/validation';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import { type DealerLoadContext, dealer } from '../context';
import { submitPostedStep } from '../lib/lead-action.server';
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
  return tradeInPage(dealer(context), request);
}

async function tradeInPage(ctx: DealerLoadContext, request: Request) {
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
 * A valuation step posted without JavaScript (or before hydration): the first step creates the lead, each
 * later one updates it with the token the page carried in its POST body. After the condition step the
 * action asks the valuation service itself (in-process, as the browser would) and shows the estimate
 * with the details step, so a shopper without JavaScript completes the trade-in and the dealer gets it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = dealer(context);
  const { sellMyCar, car, campaign } = await tradeInPage(ctx, request);
  const specs = tradeInStepSpecs(ctx.site);
  const posted = await request.formData();
  const get = (name: string) => posted.get(name);
  const stepIndex = Number(posted.get(FLOW_POST_FIELDS.step) ?? '0');
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= TRADE_IN_STEPS.length)
    throw data('Unknown trade-in step', { status: 400 });
  let resume: LeadFlowResume | null = null;
  if (stepIndex > 0) {
    const leadId = posted.get(FLOW_POST_FIELDS.leadId);
    const updateToken = posted.get(FLOW_POST_FIELDS.updateToken);
    if (typeof leadId !== 'string' || typeof updateToken !== 'string' || !leadId || !updateToken)
      throw data('This valuation has no saved first step', { status: 400 });
    const values: Record<string, unknown> = {};
    for (const spec of specs.slice(0, stepIndex)) {
      const earlier = defineForm(spec).safeParse(postedFormValues(spec, get));
      Object.assign(values, earlier.success ? earlier.data : postedFormValues(spec, get));
    }
    resume = { stepIndex, leadId, updateToken, values };
  }
  const valuation = postedValuation(posted.get(TRADE_IN_VALUATION_FIELD));
  return submitPostedStep(ctx, request, posted, {
    step: {
      spec: specs[stepIndex] as (typeof specs)[number],
      lead: (values, trap) => ({
        ...values,
        ...trap,
        ...(stepIndex === TRADE_IN_STEPS.length - 1 ? valuationLeadFields(valuation) : {}),
      }),
    },
    setup: tradeInLeadSetup(sellMyCar ? 'Sell My Car' : 'Trade-In', {
      ...campaign,
      ...(car ? carLeadFields(car) : {}),
    }),
    stepIndex,
    resume,
    successCarId: car?.id ?? null,
    // A rejected details step shows the estimate it was given again.
    extra: { valuation },
    ...(stepIndex === TRADE_IN_VALUATION_STEP
      ? {
          afterSave: async (saved: LeadFlowResume, values: Record<string, unknown>) => ({
            valuation: await serverApi(ctx).createValuation<ValuationAnswer>(
              valuationRequest(saved.values, values, saved.leadId),
            ),
          }),
        }
      : {}),
  });
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
  const resume = actionData && 'resume' in actionData ? actionData.resume : null;
  const valuation = (actionData?.extra?.valuation as ValuationAnswer | null | undefined) ?? null;
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
          <TradeInValuation
            key={resume ? `${resume.leadId}-${resume.stepIndex}` : 'new'}
            category={sellMyCar ? 'Sell My Car' : 'Trade-In'}
            additionalParams={{ ...campaign, ...(car ? carLeadFields(car) : {}) }}
            carId={car?.id ?? null}
            resume={resume}
            valuation={valuation}
            posted={actionData?.posted}
            errors={actionData?.errors}
            formError={actionData?.formError}
          />
        </section>
        <div className="lead-page">
          {car ? <CarSummary car={car} site={site} /> : null}
          <Faq items={TRADE_IN_FAQ} />
        </div>
      </div>
    </div>
  );
}
