import { carLeadFields } from '@dealer/lead-flow';
import { sellMyLabel, vehicleNoun } from '@dealer/site-registry';
import { CarSummary, Faq, TradeInValuation, tradeInFaq, type ValuationAnswer } from '@dealer/ui';
import { useSite } from '../lib/site';
import type { TradeInData, TradeInPosted } from './trade-in.server';
import type { PageProps } from './types';

/** §2 the trade-in valuation (or Sell My Car) flow beside the car traded against and the FAQ. */
export default function TradeIn({ loaderData, actionData }: PageProps<TradeInData, TradeInPosted>) {
  const site = useSite();
  const { sellMyCar, car, campaign } = loaderData;
  const noun = vehicleNoun(site, { lowercase: true });
  const resume = actionData && 'resume' in actionData ? actionData.resume : null;
  const valuation = (actionData?.extra?.valuation as ValuationAnswer | null | undefined) ?? null;
  return (
    <div className="lead-page">
      <header>
        <h1>{sellMyCar ? sellMyLabel(site) : 'Trade-In Valuation'}</h1>
        <p>
          {sellMyCar
            ? `Sell your ${noun} to ${site.name}: an online estimate now, a firm offer after a quick inspection.`
            : `Trade in your ${noun} with ${site.name}: an online estimate now, a firm offer after a quick inspection.`}
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
          <Faq items={tradeInFaq(site)} />
        </div>
      </div>
    </div>
  );
}
