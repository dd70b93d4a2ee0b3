import { carLeadFields, type LeadFlowResume } from '@dealer/lead-flow';
import { sellMyCarPath } from '@dealer/site-registry';
import {
  FINANCE_POST_FIELDS as FLOW_POST_FIELDS,
  postedValuation,
  TRADE_IN_STEPS,
  TRADE_IN_VALUATION_FIELD,
  TRADE_IN_VALUATION_STEP,
  tradeInLeadSetup,
  tradeInStepSpecs,
  type ValuationAnswer,
  valuationLeadFields,
  valuationRequest,
} from '@dealer/ui';
import { defineForm, postedFormValues } from '@dealer/validation';
import { data } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { type LeadActionData, submitPostedStep } from '../lib/lead-action.server';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageUrl } from '../lib/page-url';

/**
 * §2 /trade-in, /sell-my-car and {vehicle base}/trade-in?car_id= (trading in against a car of the site):
 * the valuation flow and the five-question FAQ.
 */
export async function load(ctx: DealerLoadContext, request: Request) {
  const url = pageUrl(request);
  // Resolved before: /trade-in, /sell-my-car (routed by name) or the site's {vehicle base}/trade-in.
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const sellMyCar = path === sellMyCarPath();
  const car = await carForLead(ctx, url.searchParams.get('car_id'));
  return { sellMyCar, path, car, campaign: campaignParams(url) };
}

export type TradeInData = Awaited<ReturnType<typeof load>>;

/** A posted step the page renders back: the values, the messages and where the journey stands. */
export type TradeInPosted = LeadActionData;

/**
 * A valuation step posted without JavaScript (or before hydration): the first step creates the lead, each
 * later one updates it with the token the page carried in its POST body. After the condition step the
 * action asks the valuation service itself (in-process, as the browser would) and shows the estimate
 * with the details step, so a shopper without JavaScript completes the trade-in and the dealer gets it.
 */
export async function act(ctx: DealerLoadContext, request: Request) {
  const { sellMyCar, car, campaign } = await load(ctx, request);
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
