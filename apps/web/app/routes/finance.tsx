import { financeLeadFields, type LeadFlowResume } from '@dealer/lead-flow';
import {
  financeRedirect,
  readFinanceLink,
  type Site,
  sellerActions,
  vehicleNoun,
} from '@dealer/site-registry';
import {
  CarSummary,
  FINANCE_POST_FIELDS,
  FinanceApplication,
  type FinanceApplicationProps,
  FinanceStepsPanel,
  financeLeadSetup,
  financeStepSpecs,
} from '@dealer/ui';
import { defineForm, postedFormValues } from '@dealer/validation';
import { data, redirect } from 'react-router';
import { type DealerLoadContext, dealer } from '../context';
import { submitPostedStep } from '../lib/lead-action.server';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { rootMeta, useSite } from '../lib/site';
import type { Route } from './+types/finance';

/**
 * §2 the finance page of the site's dealer group (/finance, /finance-enquiry or /apply-for-finance) and
 * /finance-pre-approval, which some sites redirect to their finance page. The finance link params
 * prefill the form and travel with the lead; with car_id the right column shows the car.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return financePage(dealer(context), request);
}

async function financePage(ctx: DealerLoadContext, request: Request) {
  const url = pageUrl(request);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const preApproval = path === '/finance-pre-approval';
  // §1 a rental company hires its cars out: it has no finance to apply for, so no finance page.
  if (!sellerActions(ctx.site).finance) throw data('Not found', { status: 404 });
  const target = financeRedirect(ctx.site, path);
  if (target) throw redirect(`${target}${url.search}`, 301);
  const link = readFinanceLink(ctx.site, url.searchParams);
  const car = await carForLead(ctx, link.carId ?? null);
  return { preApproval, path, car, link, campaign: campaignParams(url) };
}

type FinancePage = Awaited<ReturnType<typeof financePage>>;

/** The application's link params, campaign and car: the component renders them, the action sends them. */
function financeForm(
  page: FinancePage,
  site: Site,
): Required<Pick<FinanceApplicationProps, 'prefill' | 'additionalParams' | 'carId'>> {
  const { car, link, campaign, preApproval } = page;
  return {
    prefill: {
      purchasePriceBudget: link.vehiclePriceBudget,
      preferredDealership: link.preferredDealership,
    },
    additionalParams: {
      ...campaign,
      ...financeLeadFields(site, link, car),
      page_id: preApproval ? 'finance-pre-approval' : 'finance',
    },
    carId: car?.id ?? null,
  };
}

/**
 * A finance step posted without JavaScript (or before hydration): the first step creates the lead, each
 * later one updates it with the token the page carried in its POST body, the last one goes to success.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = dealer(context);
  const form = financeForm(await financePage(ctx, request), ctx.site);
  const { steps, specs } = financeStepSpecs(ctx.site);
  const posted = await request.formData();
  const get = (name: string) => posted.get(name);
  const stepIndex = Number(posted.get(FINANCE_POST_FIELDS.step) ?? '0');
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= steps.length)
    throw data('Unknown finance step', { status: 400 });
  let resume: LeadFlowResume | null = null;
  if (stepIndex > 0) {
    const leadId = posted.get(FINANCE_POST_FIELDS.leadId);
    const updateToken = posted.get(FINANCE_POST_FIELDS.updateToken);
    if (typeof leadId !== 'string' || typeof updateToken !== 'string' || !leadId || !updateToken)
      throw data('This application has no saved first step', { status: 400 });
    const values: Record<string, unknown> = {};
    for (const spec of specs.slice(0, stepIndex)) {
      const earlier = defineForm(spec).safeParse(postedFormValues(spec, get));
      Object.assign(values, earlier.success ? earlier.data : postedFormValues(spec, get));
    }
    resume = { stepIndex, leadId, updateToken, values };
  }
  return submitPostedStep(ctx, request, posted, {
    step: { spec: specs[stepIndex] as (typeof specs)[number] },
    setup: financeLeadSetup(steps, form.additionalParams),
    stepIndex,
    resume,
    successCarId: form.carId,
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMeta(matches);
  const noun = root ? vehicleNoun(root.site, { lowercase: true }) : 'vehicle';
  const heading = root ? vehicleNoun(root.site) : 'Vehicle';
  return pageMeta(matches, {
    title: loaderData?.preApproval ? `Get pre-approved for ${noun} finance` : `${heading} finance`,
    description: `Apply online in minutes, get pre-approved with a personalised rate, then purchase your ${noun}.`,
    path: loaderData?.path ?? '/finance',
  });
};

export default function Finance({ loaderData, actionData }: Route.ComponentProps) {
  const site = useSite();
  const { car, preApproval } = loaderData;
  const resume = actionData?.resume ?? null;
  return (
    <div className="lead-page">
      <header>
        <h1>{preApproval ? 'Get Pre-Approved Now' : 'Apply Today'}</h1>
        <p>
          {vehicleNoun(site)} finance from {site.name}: apply online in minutes and get a personalised rate.
        </p>
      </header>
      <div className="lead-page lead-page--aside">
        <section id="finance-form" className="finance-form" aria-labelledby="finance-form-title">
          <h2 id="finance-form-title">Finance application</h2>
          <FinanceApplication
            key={resume ? `${resume.leadId}-${resume.stepIndex}` : 'new'}
            {...financeForm(loaderData, site)}
            resume={resume}
            posted={actionData?.posted}
            errors={actionData?.errors}
            formError={actionData?.formError}
          />
        </section>
        <div className="lead-page">
          {car ? <CarSummary car={car} site={site} /> : null}
          <FinanceStepsPanel noun={vehicleNoun(site, { lowercase: true })} />
        </div>
      </div>
    </div>
  );
}
