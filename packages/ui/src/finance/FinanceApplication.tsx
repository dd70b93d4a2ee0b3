import type { LeadFlowResume, LeadInput } from '@dealer/lead-flow';
import type { Site } from '@dealer/site-registry';
import {
  EMPLOYMENT_TYPES,
  type FieldKind,
  type FinanceCountry,
  type FormSpec,
  financeFormFields,
  GENDERS,
  LICENCE_TYPES,
  LIVING_SITUATIONS,
  PURCHASE_PRICE_HINT,
  RESIDENCY_STATUSES,
  sitePhoneRule,
  TITLES,
} from '@dealer/validation';
import { useMemo } from 'react';
import type { FieldOption } from '../forms/fields';
import { useLeadServices } from '../forms/lead-services';
import { carriedValues, FLOW_POST_FIELDS } from '../forms/posted-steps';
import { type StepField, StepForm } from '../forms/StepForm';
import { StepProgress } from '../forms/StepProgress';
import { useLeadFlow } from '../forms/use-lead-flow';

/** How one finance field is shown (its rule comes from `financeFormFields`, §5). */
interface FieldView {
  label: string;
  kind?: FieldKind;
  hint?: string;
  options?: readonly FieldOption[];
  placeholder?: string;
  autoComplete?: string;
  optional?: boolean;
}

export interface FinanceStep {
  id: string;
  title: string;
  fields: readonly string[];
}

/** §2 the multi-step finance application, per variant: which §3 finance fields each step asks. */
export const FINANCE_STEPS: Readonly<Record<FinanceCountry, readonly FinanceStep[]>> = {
  AU: [
    {
      id: 'about-you',
      title: 'About you',
      fields: ['first_name', 'last_name', 'email', 'phone', 'postcode'],
    },
    {
      id: 'your-purchase',
      title: 'Your purchase',
      fields: ['preferredDealership', 'purchasePriceBudget', 'Deposit Amount'],
    },
    { id: 'finish', title: 'Anything else', fields: ['Additional Comments', 'consent'] },
  ],
  NZ: [
    {
      id: 'about-you',
      title: 'About you',
      fields: ['title', 'first_name', 'last_name', 'email', 'phone', 'day', 'month', 'year', 'gender'],
    },
    {
      id: 'your-situation',
      title: 'Your situation',
      fields: ['licenceType', 'employmentType', 'residencyStatus', 'livingSituation', 'currentAddress'],
    },
    {
      id: 'your-purchase',
      title: 'Your purchase',
      fields: [
        'preferredDealership',
        'purchasePriceBudget',
        'Deposit Amount',
        'Additional Comments',
        'consent',
        'terms_agreed',
      ],
    },
  ],
};

function fieldViews(site: Site): Record<string, FieldView> {
  return {
    title: { label: 'Title', kind: 'select', options: TITLES, placeholder: 'Choose a title' },
    first_name: { label: 'First name', autoComplete: 'given-name' },
    last_name: { label: 'Last name', autoComplete: 'family-name' },
    email: { label: 'Email', kind: 'email' },
    phone: { label: 'Phone', kind: 'phone' },
    postcode: { label: 'Postcode', kind: 'postcode' },
    day: { label: 'Day', placeholder: 'DD', autoComplete: 'bday-day' },
    month: { label: 'Month', placeholder: 'MM', autoComplete: 'bday-month' },
    year: { label: 'Year', placeholder: 'YYYY', autoComplete: 'bday-year' },
    gender: { label: 'Gender', kind: 'select', options: GENDERS, placeholder: 'Choose one' },
    licenceType: { label: 'Licence type', kind: 'select', options: LICENCE_TYPES, placeholder: 'Choose one' },
    employmentType: {
      label: 'Employment',
      kind: 'select',
      options: EMPLOYMENT_TYPES,
      placeholder: 'Choose one',
    },
    residencyStatus: {
      label: 'Residency',
      kind: 'select',
      options: RESIDENCY_STATUSES,
      placeholder: 'Choose one',
    },
    livingSituation: {
      label: 'Living situation',
      kind: 'select',
      options: LIVING_SITUATIONS,
      placeholder: 'Choose one',
    },
    currentAddress: { label: 'Current address', autoComplete: 'street-address' },
    preferredDealership: {
      label: 'Preferred dealership',
      kind: 'select',
      options: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
      placeholder: 'Choose a dealership',
      optional: true,
    },
    purchasePriceBudget: { label: 'Purchase price budget', hint: PURCHASE_PRICE_HINT, placeholder: '$' },
    'Deposit Amount': { label: 'Deposit amount', optional: true, placeholder: '$' },
    'Additional Comments': { label: 'Additional comments', kind: 'textarea', optional: true },
    consent: {
      label: `I consent to ${site.name} and its finance partners contacting me about this application`,
      kind: 'checkbox',
    },
    terms_agreed: { label: 'I agree to the terms and conditions and the privacy policy', kind: 'checkbox' },
  };
}

const DATE_OF_BIRTH = ['day', 'month', 'year'];

/** A step's fields as shown: each with its view, the date of birth's parts together under one legend. */
export function financeStepFields(
  step: FinanceStep,
  views: Readonly<Record<string, FieldView>>,
): StepField[] {
  const out: StepField[] = [];
  const dob = step.fields.filter((f) => DATE_OF_BIRTH.includes(f));
  for (const name of step.fields) {
    if (dob.includes(name)) {
      if (name !== dob[0]) continue;
      out.push({
        legend: 'Date of birth',
        className: 'field-row field-row--dob',
        fields: dob.map((part) => ({
          name: part,
          inputMode: 'numeric',
          ...(views[part] ?? { label: part }),
        })),
      });
    } else out.push({ name, ...(views[name] ?? { label: name }) });
  }
  return out;
}

/** The §5 finance form of the site's variant, split into its steps (each step checks only its own fields). */
export function financeStepSpecs(site: Site): { steps: readonly FinanceStep[]; specs: FormSpec[] } {
  const variant = site.finance.form_variant;
  const all = financeFormFields({
    country: variant,
    showConsent: variant === 'AU',
    phone: sitePhoneRule(site),
    extraFields:
      site.dealerships.length > 1
        ? {
            preferredDealership: {
              kind: 'select',
              options: site.dealerships.map((d) => d.slug),
              optional: true,
            },
          }
        : {},
  });
  const steps = FINANCE_STEPS[variant].map((step) => ({
    ...step,
    fields: step.fields.filter((f) => f in all),
  }));
  const specs = steps.map((step) =>
    Object.fromEntries(step.fields.map((f) => [f, all[f] as FormSpec[string]])),
  );
  return { steps, specs };
}

export interface FinanceApplicationProps {
  /** §2 finance link params and the page's campaign params: prefilled values and hidden lead fields. */
  prefill?: { purchasePriceBudget?: string; preferredDealership?: string };
  additionalParams?: LeadInput;
  /** The car the application is about (the success page shows it). */
  carId?: number | string | null;
  /** Where a journey posted without JavaScript stands: its saved lead, the step to show, the values so far. */
  resume?: LeadFlowResume | null;
  /** A step the server rejected (posted without JavaScript): the values entered and the field messages. */
  posted?: Readonly<Record<string, string | boolean>> | null;
  errors?: Readonly<Record<string, string>> | null;
  formError?: string | null;
}

/** The hidden fields a finance step posts besides its own (shared by every multi-step form). */
export const FINANCE_POST_FIELDS = FLOW_POST_FIELDS;

/**
 * §2/§4 the multi-step finance application (AU and NZ variants): 'Step X of Y' progress bar, Go Back /
 * Continue / Submit, Loading while submitting, the step error in the step card. The lead-flow controller
 * owns steps, progress, submit state and errors; this component renders them.
 */
export function FinanceApplication(props: FinanceApplicationProps) {
  const { prefill = {}, carId } = props;
  const { site } = useLeadServices();
  const { steps, specs } = useMemo(() => financeStepSpecs(site), [site]);
  const { flow, state } = useLeadFlow({
    ...financeLeadSetup(steps, props.additionalParams),
    ...(props.resume ? { resume: props.resume } : {}),
    successCarId: carId,
  });
  const step = steps[state.stepIndex] as FinanceStep;
  const fields = useMemo(() => financeStepFields(step, fieldViews(site)), [step, site]);
  const saved = flow.savedLead();
  // The server's verdict on a no-JS post belongs to the step it was given for.
  const rejected = props.resume?.stepIndex ?? 0;
  const onRejectedStep = state.stepIndex === rejected && state.status === 'idle';
  return (
    <div className="multi-step">
      <StepProgress id="finance-progress-label" label={state.progressLabel} percent={state.progress} />
      <StepForm
        key={step.id}
        stepId={step.id}
        title={step.title}
        fields={fields}
        spec={specs[state.stepIndex] as FormSpec}
        defaults={{ ...prefill, ...state.values, ...(onRejectedStep ? props.posted : null) }}
        errors={onRejectedStep ? props.errors : null}
        formError={onRejectedStep ? props.formError : null}
        carried={{
          [FINANCE_POST_FIELDS.step]: String(state.stepIndex),
          ...(saved
            ? {
                [FINANCE_POST_FIELDS.leadId]: saved.leadId,
                [FINANCE_POST_FIELDS.updateToken]: saved.updateToken,
              }
            : {}),
          ...carriedValues(state.values, step.fields),
        }}
        state={state}
        onSubmit={(values) => flow.submit(values, { stepIndex: state.stepIndex })}
        onBack={() => flow.back()}
      />
    </div>
  );
}

/** The finance lead-flow setup, shared by the form and the route action that takes it without JavaScript. */
export function financeLeadSetup(steps: readonly FinanceStep[], additionalParams?: LeadInput) {
  return {
    steps: steps.map(({ id, title }) => ({ id, title })),
    category: 'Finance',
    submitLabel: 'Submit',
    additionalParams,
  };
}
