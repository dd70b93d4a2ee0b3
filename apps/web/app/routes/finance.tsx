import { financePreApprovalRedirect } from '@dealer/site-registry';
import { FinanceApplication, FinanceCarCard, FinanceStepsPanel } from '@dealer/ui';
import { data, redirect } from 'react-router';
import { dealer } from '../context';
import { campaignParams, carForLead } from '../lib/lead-pages.server';
import { pageMeta } from '../lib/page-meta';
import { pageUrl } from '../lib/page-url';
import { useSite } from '../lib/site';
import type { Route } from './+types/finance';

const FINANCE_LINK_PARAMS = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type'] as const;

/**
 * §2 the finance page of the site's dealer group (/finance, /finance-enquiry or /apply-for-finance) and
 * /finance-pre-approval, which some sites redirect to their finance page. The finance link params
 * prefill the form and travel with the lead; with car_id the right column shows the car.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const url = pageUrl(request);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const preApproval = path === '/finance-pre-approval';
  if (preApproval) {
    const target = financePreApprovalRedirect(ctx.site);
    if (target) throw redirect(`${target}${url.search}`, 301);
  } else if (path !== ctx.site.routes.finance_path) {
    throw data('Not found', { status: 404 });
  }
  const link: Record<string, string> = {};
  for (const key of FINANCE_LINK_PARAMS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) link[key] = value.slice(0, 100);
  }
  const car = await carForLead(ctx, link.car_id ?? null);
  const dealership = ctx.site.dealerships.find(
    (d) => d.slug === link.preferredDealership || String(d.id) === link.preferredDealership,
  );
  return {
    preApproval,
    path,
    car,
    link,
    preferredDealership: dealership?.slug ?? null,
    campaign: campaignParams(url),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.preApproval ? 'Get pre-approved for car finance' : 'Car finance',
    description:
      'Apply online in minutes, get pre-approved with a personalised rate, then purchase your car.',
    path: loaderData?.path ?? '/finance',
  });

export default function Finance({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { car, link, campaign, preferredDealership, preApproval } = loaderData;
  return (
    <div className="lead-page">
      <header>
        <h1>{preApproval ? 'Get Pre-Approved Now' : 'Apply Today'}</h1>
        <p>Car finance from {site.name}: apply online in minutes and get a personalised rate.</p>
      </header>
      <div className="lead-page lead-page--aside">
        <section id="finance-form" className="finance-form" aria-labelledby="finance-form-title">
          <h2 id="finance-form-title">Finance application</h2>
          <FinanceApplication
            prefill={{
              purchasePriceBudget: link.vehiclePriceBudget,
              preferredDealership: preferredDealership ?? undefined,
            }}
            additionalParams={{
              ...campaign,
              ...(link.car_id ? { car_id: link.car_id } : {}),
              ...(link.car_type ? { car_type: link.car_type } : {}),
              ...(link.vehiclePriceBudget ? { vehiclePriceBudget: link.vehiclePriceBudget } : {}),
              ...(preferredDealership && site.dealerships.length === 1 ? { preferredDealership } : {}),
              ...(car
                ? { stock_number: car.stocknum ?? '', 'Vehicle Make': car.make, 'Vehicle Model': car.model }
                : {}),
              page_id: preApproval ? 'finance-pre-approval' : 'finance',
            }}
            carId={car?.id ?? null}
          />
        </section>
        <div className="lead-page">
          {car ? <FinanceCarCard car={car} site={site} /> : null}
          <FinanceStepsPanel />
        </div>
      </div>
    </div>
  );
}
