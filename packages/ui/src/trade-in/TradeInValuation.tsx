import { withoutBotFields } from '@dealer/bot-protection';
import type { LeadFlowResume, LeadInput } from '@dealer/lead-flow';
import {
  CONDITION_ANSWERS,
  CONDITION_QUESTIONS,
  conditionAnswerIds,
  formatPrice,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  tradeInEligibility,
} from '@dealer/pricing';
import { pluraliseNoun, type Site, vehicleNoun } from '@dealer/site-registry';
import {
  type FormSpec,
  type PhoneRule,
  regionOptions,
  regoSchema,
  sitePhoneRule,
  tradeInKmSchema,
  tradeInYearSchema,
} from '@dealer/validation';
import { useMemo, useState } from 'react';
import type { FormFieldProps } from '../forms/fields';
import { useLeadServices, useOptionalLeadServices } from '../forms/lead-services';
import { carriedValues, FLOW_POST_FIELDS } from '../forms/posted-steps';
import { StepForm } from '../forms/StepForm';
import { StepProgress } from '../forms/StepProgress';
import { useLeadFlow } from '../forms/use-lead-flow';

/** What POST /api/valuations answers (§7): the estimate says which source answered. */
export interface ValuationAnswer {
  id: string;
  offer_price: number | null;
  estimate: {
    source: string;
    onlineEstimate: boolean;
    reasons: string[];
    range: { low: number; high: number } | null;
    comparables: number;
  };
}

/** The condition step's answers, as the shopper reads them (scored by their ids in @dealer/pricing). */
const YES_NO = CONDITION_ANSWERS.map((a) => a.label);

export const TRADE_IN_STEPS = [
  { id: 'your-car', title: 'Your car' },
  { id: 'condition', title: 'Condition' },
  { id: 'your-details', title: 'Your details' },
] as const;
const STEPS = TRADE_IN_STEPS;

/** The step after which the valuation service is asked (the condition answers are its adjustments). */
export const TRADE_IN_VALUATION_STEP = 1;

/**
 * The valuation answer a no-JavaScript journey carries from the condition step to the details step (in
 * the POST body, like the earlier answers); it holds no personal data.
 */
export const TRADE_IN_VALUATION_FIELD = '_valuation';

/**
 * §3/§7 the valuation request of a journey: its car, its condition answers (by question and answer id,
 * which is what the offer is scored by) and the lead it belongs to.
 */
export function valuationRequest(car: LeadInput, conditionAnswers: LeadInput, leadId: string) {
  return {
    rego: car.Rego,
    regoState: car.regoState,
    make: car.make,
    model: car.model,
    year: Number(car.year),
    km: Number(car.km),
    lead_id: leadId,
    adjustmentAnswers: conditionAnswerIds(withoutBotFields(conditionAnswers)),
  };
}

/** What the details step adds to the lead from the valuation (§7 valuation_id, offer_price). */
export function valuationLeadFields(answer: ValuationAnswer | null): LeadInput {
  if (!answer) return {};
  return {
    valuation_id: answer.id,
    ...(answer.offer_price !== null ? { offer_price: answer.offer_price } : {}),
  };
}

/** A carried valuation answer read back from a posted field; null when absent or not one. */
export function postedValuation(raw: unknown): ValuationAnswer | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 4_000) return null;
  try {
    const value = JSON.parse(raw) as ValuationAnswer;
    return typeof value?.id === 'string' && typeof value.estimate === 'object' && value.estimate !== null
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The trade-in lead-flow setup, shared by the form and the route action that takes it without JavaScript. */
export function tradeInLeadSetup(category: TradeInValuationProps['category'], additionalParams?: LeadInput) {
  return {
    steps: STEPS,
    category,
    submitLabel: category === 'Sell My Car' ? 'Send My Details' : 'Submit',
    additionalParams,
  };
}

/** Each step's §5 fields on a site (its phone rule, its country's states or regions). */
export function tradeInStepSpecs(site: Site, now = new Date()): FormSpec[] {
  return stepSpecs(sitePhoneRule(site), regionOptions(site.country).options, now);
}

/** What the form calls the shopper's vehicle and its plate's state or region, by site (§1 noun, NZ regions). */
interface TradeInWords {
  noun: string;
  region: ReturnType<typeof regionOptions>;
}

/**
 * A condition question in the site's noun. The question text stays the lead's field name (the dealer's
 * records read the same on every site); only the label a shopper reads changes.
 */
function conditionLabel(question: string, noun: string): string {
  return question.replace(/\bthe car\b/, `the ${noun}`);
}

function stepSpecs(phone: PhoneRule, regions: readonly string[], now: Date): FormSpec[] {
  return [
    {
      Rego: { rule: regoSchema },
      regoState: { kind: 'select', options: regions },
      make: {},
      model: {},
      year: { rule: tradeInYearSchema(now) },
      km: { rule: tradeInKmSchema },
    },
    Object.fromEntries(CONDITION_QUESTIONS.map((q) => [q.question, { kind: 'select', options: YES_NO }])),
    {
      name: {},
      email: { kind: 'email' },
      phone: { kind: 'phone', phone },
      message: { kind: 'textarea', optional: true },
      opt_in: { kind: 'checkbox', optional: true, default: true },
    },
  ];
}

const fieldsFor = ({ noun, region }: TradeInWords): Record<string, FormFieldProps[]> => ({
  'your-car': [
    { name: 'Rego', label: 'Registration (rego)', autoComplete: 'off' },
    {
      name: 'regoState',
      label: region.label,
      kind: 'select',
      options: region.options,
      placeholder: `Choose a ${region.label.toLowerCase()}`,
    },
    { name: 'make', label: 'Make', placeholder: 'e.g. Toyota' },
    { name: 'model', label: 'Model', placeholder: 'e.g. Corolla' },
    { name: 'year', label: 'Year', inputMode: 'numeric', placeholder: 'YYYY' },
    { name: 'km', label: 'Odometer (km)', inputMode: 'numeric' },
  ],
  condition: CONDITION_QUESTIONS.map((q) => ({
    name: q.question,
    label: conditionLabel(q.question, noun),
    kind: 'select',
    options: YES_NO,
    placeholder: 'Choose one',
  })),
  'your-details': [
    { name: 'name', label: 'Name', autoComplete: 'name' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'phone' },
    { name: 'message', label: `Anything else about the ${noun}?`, kind: 'textarea', optional: true },
    { name: 'opt_in', label: 'Keep me updated with offers and news', kind: 'checkbox', optional: true },
  ],
});

export interface TradeInValuationProps {
  /** 'Trade-In' (§9 event 18) or 'Sell My Car' (event 40). */
  category: 'Trade-In' | 'Sell My Car';
  /** Fields of the car the shopper is buying (trade-in from a car page). */
  additionalParams?: LeadInput;
  carId?: number | string | null;
  /** Where a journey posted without JavaScript stands: its saved lead, the step to show, the values so far. */
  resume?: LeadFlowResume | null;
  /** The estimate the route action asked for after the condition step (no JavaScript). */
  valuation?: ValuationAnswer | null;
  /** A step the server rejected (posted without JavaScript): the values entered and the messages. */
  posted?: Readonly<Record<string, string | boolean>> | null;
  errors?: Readonly<Record<string, string>> | null;
  formError?: string | null;
}

/**
 * §2/§7 the trade-in valuation: rego and state with the car's details (creates the lead), the condition
 * answers (update the lead, then POST /api/valuations), the estimate with its source — or the §4
 * explanation when no online estimate is given — and the contact details that complete the lead.
 */
export function TradeInValuation(props: TradeInValuationProps) {
  const { category, additionalParams, carId } = props;
  const { site, client } = useLeadServices();
  const words = useMemo<TradeInWords>(
    () => ({ noun: vehicleNoun(site, { lowercase: true }), region: regionOptions(site.country) }),
    [site],
  );
  const specs = useMemo(() => tradeInStepSpecs(site), [site]);
  const fields = useMemo(() => fieldsFor(words), [words]);
  const { flow, state } = useLeadFlow({
    ...tradeInLeadSetup(category, additionalParams),
    ...(props.resume ? { resume: props.resume } : {}),
    successCarId: carId,
  });
  const [valuation, setValuation] = useState<ValuationAnswer | null>(props.valuation ?? null);
  const [valuing, setValuing] = useState(false);

  const submitStep = async (values: Record<string, unknown>) => {
    const stepIndex = state.stepIndex;
    // The condition answers join the lead as they are (question → Yes/No); the valuation gets them by id (§3 adjustmentAnswers).
    const lead: Record<string, unknown> = { ...values };
    if (stepIndex === 2) Object.assign(lead, valuationLeadFields(valuation));
    const result = await flow.submit(lead, { stepIndex });
    if (result.ok && stepIndex === TRADE_IN_VALUATION_STEP) {
      setValuing(true);
      const answer = await client.createValuation<ValuationAnswer>(
        valuationRequest(flow.getState().values, values, result.leadId),
      );
      setValuation(answer);
      setValuing(false);
    }
    return result;
  };

  const step = STEPS[state.stepIndex] as (typeof STEPS)[number];
  const saved = flow.savedLead();
  // The server's verdict on a no-JS post belongs to the step it was given for.
  const rejected = props.resume?.stepIndex ?? 0;
  const onRejectedStep = state.stepIndex === rejected && state.status === 'idle';
  const own = (fields[step.id] ?? []).map((f) => f.name);
  return (
    <div className="multi-step trade-in">
      <StepProgress id="trade-in-progress-label" label={state.progressLabel} percent={state.progress} />
      <StepForm
        key={step.id}
        stepId={step.id}
        title={step.id === 'your-car' ? `Your ${words.noun}` : step.title}
        fields={fields[step.id] ?? []}
        spec={specs[state.stepIndex] as FormSpec}
        defaults={{ ...state.values, ...(onRejectedStep ? props.posted : null) }}
        errors={onRejectedStep ? props.errors : null}
        formError={onRejectedStep ? props.formError : null}
        carried={{
          [FLOW_POST_FIELDS.step]: String(state.stepIndex),
          ...(saved
            ? { [FLOW_POST_FIELDS.leadId]: saved.leadId, [FLOW_POST_FIELDS.updateToken]: saved.updateToken }
            : {}),
          ...carriedValues(state.values, own),
          ...(valuation && step.id === 'your-details'
            ? { [TRADE_IN_VALUATION_FIELD]: JSON.stringify(valuation) }
            : {}),
        }}
        state={state}
        onSubmit={submitStep}
        onBack={() => flow.back()}
        busy={valuing}
      >
        {step.id === 'your-details' ? (
          <ValuationResult
            noun={words.noun}
            answer={valuation}
            vehicle={{ year: Number(state.values.year), km: Number(state.values.km) }}
          />
        ) : null}
      </StepForm>
    </div>
  );
}

const DEFAULT_ZONE_SITE = { country: 'AU', state: 'QLD' } as const;

/** The estimate with its source, or why there is none (§4: over 7 years or 100,000 km; too few comparables). */
export function ValuationResult({
  answer,
  vehicle,
  noun = 'car',
  now = new Date(),
  site,
}: {
  answer: ValuationAnswer | null;
  vehicle: { year: number; km: number | null };
  /** The site's vehicle noun, lower case ('motorcycle'). */
  noun?: string;
  now?: Date;
  /** Whose year the age is counted in (default: the lead form's site, else the §9 default state QLD). */
  site?: Pick<Site, 'timezone' | 'country' | 'state'>;
}) {
  const plural = pluraliseNoun(noun);
  const formSite = useOptionalLeadServices()?.site;
  const eligibility = tradeInEligibility(vehicle, now, site ?? formSite ?? DEFAULT_ZONE_SITE);
  if (answer?.estimate.onlineEstimate && answer.estimate.range) {
    return (
      <div className="valuation valuation--estimate" role="status">
        <p className="valuation__label">Your online estimate</p>
        <p className="valuation__range">
          {formatPrice(answer.estimate.range.low)} – {formatPrice(answer.estimate.range.high)}
        </p>
        {answer.offer_price !== null ? (
          <p>
            Indicative offer: <strong>{formatPrice(answer.offer_price)}</strong>
          </p>
        ) : null}
        <p className="valuation__source">
          Based on {answer.estimate.comparables} comparable {plural} for sale now. Leave your details and we
          will confirm the offer after a quick inspection.
        </p>
      </div>
    );
  }
  if (!eligibility.onlineEstimate) {
    return (
      <div className="valuation valuation--none" role="status">
        <p className="valuation__label">No online estimate for this {noun}</p>
        <p>
          We don't generally give online estimates for {plural} over {TRADE_IN_MAX_AGE_YEARS} years old or
          with more than {TRADE_IN_MAX_KM.toLocaleString('en-AU')} km — they vary too much to price from a
          screen. Leave your details and our team will value it in person.
        </p>
      </div>
    );
  }
  return (
    <div className="valuation valuation--none" role="status">
      <p className="valuation__label">We need a closer look</p>
      <p>
        {answer
          ? `There are not enough comparable ${plural} for sale right now to estimate this one online.`
          : 'The online estimate is not available right now.'}{' '}
        Leave your details and our team will call you with a valuation.
      </p>
    </div>
  );
}
