import { FORM_SUBMIT_ALERT, type LeadFlowState, LOADING_LABEL } from '@dealer/lead-flow';
import { defineForm, FORM_VALIDATION_MODE, type FormSpec } from '@dealer/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo } from 'react';
import { type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { BotTrap, botTrapFields } from './bot-trap';
import { FormAlert, FormField, type FormFieldProps } from './fields';
import { serverFieldErrors } from './server-errors';
import { useEarlyInput } from './use-early-input';

/** Fields shown together under one legend (a date of birth's day, month and year). */
export interface StepFieldGroup {
  legend: string;
  /** Class of the row holding the group's fields. */
  className?: string;
  fields: readonly FormFieldProps[];
}

/** One entry of a step: a field, or a group of fields under a legend. */
export type StepField = FormFieldProps | StepFieldGroup;

const isGroup = (field: StepField): field is StepFieldGroup => 'legend' in field && 'fields' in field;

/** The names of every field of a step, groups included. */
export function stepFieldNames(fields: readonly StepField[]): string[] {
  return fields.flatMap((f) => (isGroup(f) ? f.fields.map((g) => g.name) : [f.name]));
}

export interface StepFormProps {
  stepId: string;
  title: ReactNode;
  fields: readonly StepField[];
  /** The step's own §5 rules (each step checks only its fields). */
  spec: FormSpec;
  /** Values to start from: the journey's answers so far, link prefills, a no-JS post the server refused. */
  defaults: Readonly<Record<string, unknown>>;
  errors?: Readonly<Record<string, string>> | null;
  formError?: string | null;
  /** Hidden fields the step posts besides its own (lead id, token, earlier answers) until JS takes over. */
  carried: Readonly<Record<string, string>>;
  state: LeadFlowState;
  /** Something besides the save is on its way (the trade-in valuation): the button waits too. */
  busy?: boolean;
  onSubmit(values: Record<string, unknown>): Promise<{ ok: boolean; fieldErrors?: Record<string, string> }>;
  onBack(): void;
  /** Shown under the title, above the fields (the trade-in estimate). */
  children?: ReactNode;
}

/**
 * §2/§4 one step of a multi-step lead form (finance, trade-in): its fields checked by the step's rules,
 * the bot trap, the step error in the step card (§8), Go Back / Continue / the submit label, 'Loading'
 * while a save is on its way. Posted to the page's route action until JavaScript takes over: never a GET
 * with personal data.
 */
export function StepForm(props: StepFormProps) {
  const { stepId, title, fields, spec, defaults, state, busy = false, onSubmit, onBack, children } = props;
  const schema = useMemo(() => defineForm(spec), [spec]);
  const errors = useMemo(() => serverFieldErrors(props.errors), [props.errors]);
  const names = useMemo(() => stepFieldNames(fields), [fields]);
  const form = useForm<FieldValues>({
    ...FORM_VALIDATION_MODE,
    resolver: zodResolver(schema),
    ...(errors ? { errors } : {}),
    defaultValues: Object.fromEntries(
      names.map((name) => {
        const rule = spec[name];
        return [name, defaults[name] ?? rule?.default ?? (rule?.kind === 'checkbox' ? false : '')];
      }),
    ),
  });
  // What the shopper entered before the page hydrated stays (the page paints before its scripts).
  const early = useEarlyInput(form);
  const submit = form.handleSubmit(async (values, event) => {
    const result = await onSubmit({ ...values, ...botTrapFields(event) });
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (field in spec) form.setError(field, { message });
    }
  });
  const disabled = state.submitDisabled || busy;
  return (
    <FormProvider {...form}>
      <form
        {...early}
        method="post"
        className="panel step-card"
        noValidate
        onSubmit={submit}
        aria-labelledby={`step-${stepId}`}
      >
        <BotTrap />
        {Object.entries(props.carried).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* The step names the form under the page's h1: an h2 (no skipped heading level, #31). */}
        <h2 id={`step-${stepId}`} className="step-card__title">
          {title}
        </h2>
        {children}
        {fields.map((field) =>
          isGroup(field) ? (
            <fieldset key={field.legend} className="fieldset">
              <legend>{field.legend}</legend>
              <div className={field.className ?? 'field-row'}>
                {field.fields.map((part) => (
                  <FormField key={part.name} {...part} />
                ))}
              </div>
            </fieldset>
          ) : (
            <FormField key={field.name} {...field} />
          ),
        )}
        {/* §8 the step error shows in the step card, as a destructive alert under the fields. */}
        <FormAlert
          title={state.error || props.formError ? FORM_SUBMIT_ALERT : undefined}
          message={state.error ?? props.formError ?? null}
        />
        <div className="step-card__actions">
          {state.canGoBack ? (
            <button type="button" className="button button--outline" onClick={onBack}>
              Go Back
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={disabled}>
            {disabled ? LOADING_LABEL : state.isLastStep ? state.submitLabel : 'Continue'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
