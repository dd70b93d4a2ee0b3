import { carLeadFields } from '@dealer/lead-flow';
import { CarSummary, Faq, TRADE_IN_FAQ, TradeInValuation, type ValuationAnswer } from '@dealer/ui';
import { useSite } from '../lib/site';
import type { TradeInData, TradeInPosted } from './trade-in.server';
import type { PageProps } from './types';

/** §2 the trade-in valuation (or Sell My Car) flow beside the car traded against and the FAQ. */
export default function TradeIn({ loaderData, actionData }: PageProps<TradeInData, TradeInPosted>) {
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
