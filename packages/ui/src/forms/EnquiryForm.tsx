import { carLeadFields, FORM_SUBMIT_ALERT, type LeadInput, leadCar } from '@dealer/lead-flow';
import type { Car } from '@dealer/pricing';
import { type Site, sellerActions, sellMyLabel } from '@dealer/site-registry';
import {
  ENQUIRY_TYPES,
  type EnquiryFormOptions,
  type EnquiryFormValues,
  enquiryFormFields,
  enquiryFormSchema,
  FORM_VALIDATION_MODE,
  sitePhoneRule,
} from '@dealer/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { BotTrap, botTrapFields } from './bot-trap';
import { type FieldOption, FormAlert, FormField } from './fields';
import { useLeadServices } from './lead-services';
import { serverFieldErrors } from './server-errors';
import { useEarlyInput } from './use-early-input';
import { useLeadFlow } from './use-lead-flow';

export interface EnquiryFormProps {
  /** §3 lead category ('General Enquiry', 'Used Vehicle', 'Test Drive', 'Service' …). */
  category: string;
  /** §5 the form options: the variant (message optional in the modal and Request Photos), pickers shown. */
  options?: EnquiryFormOptions;
  /** The car the enquiry is about: its §3 enquiry fields join the lead, the success page shows it. */
  car?: Car | null;
  /** §9 test-drive event ids (48/17). */
  isTestDrive?: boolean;
  /** Labels of the message box (e.g. 'Which photos would you like?'). */
  messageLabel?: string;
  messagePlaceholder?: string;
  /** Submit button label when idle (§9 'Enquire Now', 'Message Now' …). */
  submitLabel?: string;
  /** Fields added to the lead (subcategory, page_id …). */
  additionalParams?: LeadInput;
  /** Fields shown before the contact fields (a test-drive time picker, a vehicle question …). */
  children?: (form: UseFormReturn<FieldValues, unknown, EnquiryFormValues>) => ReactNode;
  defaultValues?: Record<string, unknown>;
  /** Heading id of the surrounding dialog or section (the form is named by it). */
  labelledBy?: string;
  /** Field messages of a submission the server checked (the form posted before JavaScript arrived). */
  errors?: Readonly<Record<string, string>> | null;
  /** The form-level message of such a submission (§8). */
  formError?: string | null;
}

/**
 * §9 the enquiry types a shopper picks from, worded in the site's noun (§1): the 'Sell My Car' type reads
 * 'Sell My RV' on an RV site. The value sent (the lead's subcategory) stays the §9 type, so the event id and
 * the dealer's lead routing do not change with the words. A seller offers only what it does (§1): no
 * Finance or Sell My Car to pick at a rental or subscription company.
 */
export function enquiryTypeOptions(site: Pick<Site, 'template' | 'vehicle' | 'features'>): FieldOption[] {
  const offers = sellerActions(site);
  return ENQUIRY_TYPES.filter(
    (type) => (type !== 'Finance' || offers.finance) && (type !== 'Sell My Car' || offers.tradeIn),
  ).map((type) => (type === 'Sell My Car' ? { value: type, label: sellMyLabel(site) } : type));
}

/**
 * What an enquiry form sends: its §5 fields and schema, its lead-flow setup and the lead it builds from
 * the checked values. The form uses it in the browser; a route action uses the same to take the form
 * posted without JavaScript, so both send the same lead.
 */
export function enquirySubmission(props: EnquiryFormProps, site: Pick<Site, 'validation'>) {
  const { options = {}, car = null } = props;
  const formOptions: EnquiryFormOptions = {
    phone: sitePhoneRule(site),
    ...options,
  };
  return {
    spec: enquiryFormFields(formOptions),
    schema: enquiryFormSchema(formOptions),
    flow: {
      steps: [{ id: 'enquiry' }],
      category: props.category,
      car: car ? leadCar(car) : null,
      isTestDrive: props.isTestDrive,
      submitLabel: props.submitLabel ?? 'Enquire Now',
      additionalParams: { ...(car ? carLeadFields(car) : {}), ...props.additionalParams },
    },
    /** The lead of checked values plus the bot-trap fields. */
    lead(values: EnquiryFormValues, trap: LeadInput): Record<string, unknown> {
      const lead: Record<string, unknown> = { ...values, ...trap };
      // The selected enquiry type is the lead's subcategory; the category stays the form's (§3).
      if (options.categorySelectable) lead.subcategory = values.category;
      delete lead.category;
      return lead;
    },
  };
}

/**
 * The §2 enquiry form, single step: contact fields, message box, category selector and opt-in, checked on
 * submit with the §5 enquiry schema, sent through `@dealer/lead-flow` (§4 lead outcome, §8 errors).
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { category, options = {} } = props;
  const { site } = useLeadServices();
  const submission = enquirySubmission(props, site);
  const { flow, state } = useLeadFlow(submission.flow);
  const errors = useMemo(() => serverFieldErrors(props.errors), [props.errors]);
  const form = useForm<FieldValues, unknown, EnquiryFormValues>({
    ...FORM_VALIDATION_MODE,
    resolver: zodResolver(submission.schema),
    ...(errors ? { errors } : {}),
    defaultValues: {
      name: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      postcode: '',
      message: '',
      category: options.categorySelectable ? '' : category,
      location: '',
      opt_in: true,
      dateTime: '',
      ...props.defaultValues,
    },
  });
  // What the shopper entered before the page hydrated stays (the page paints before its scripts).
  const early = useEarlyInput(form);

  const onSubmit = form.handleSubmit(async (values, event) => {
    const lead = submission.lead(values, botTrapFields(event));
    const result = await flow.submit(lead, { stepIndex: state.stepIndex });
    if (!result.ok && 'fieldErrors' in result) {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field in values) form.setError(field, { message });
      }
    }
  });

  const messageOptional = options.variant === 'modal' || options.variant === 'request-photos';
  return (
    <FormProvider {...form}>
      {/* Posted to the page's route action until JavaScript takes over: never a GET with personal data. */}
      <form
        {...early}
        method="post"
        className="lead-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={props.labelledBy}
      >
        <BotTrap />
        {props.children?.(form)}
        {options.nameFields === 'first-last' ? (
          <div className="field-row">
            <FormField name="first_name" label="First name" autoComplete="given-name" />
            <FormField name="last_name" label="Last name" autoComplete="family-name" />
          </div>
        ) : (
          <FormField name="name" label="Name" autoComplete="name" />
        )}
        <div className="field-row">
          <FormField name="email" kind="email" label="Email" />
          <FormField name="phone" kind="phone" label="Phone" />
        </div>
        {options.showPostcode ? <FormField name="postcode" kind="postcode" label="Postcode" /> : null}
        {options.categorySelectable ? (
          <FormField
            name="category"
            kind="select"
            label="Enquiry type"
            placeholder="Choose an enquiry type"
            options={options.categories ?? enquiryTypeOptions(site)}
          />
        ) : null}
        {options.showLocation ? (
          <FormField
            name="location"
            kind="select"
            label="Location"
            placeholder="Choose a location"
            options={site.locations.map((l) => ({ value: l.dealership_slug, label: l.location_name }))}
          />
        ) : null}
        {options.messageDisabled ? null : (
          <FormField
            name="message"
            kind="textarea"
            label={props.messageLabel ?? 'Message'}
            placeholder={props.messagePlaceholder}
            optional={messageOptional}
          />
        )}
        <FormField
          name="opt_in"
          kind="checkbox"
          label={`Keep me updated with offers and news from ${site.name}`}
          optional
        />
        <FormAlert
          title={state.error || props.formError ? FORM_SUBMIT_ALERT : undefined}
          message={state.error ?? props.formError ?? null}
        />
        <button type="submit" className="button button--primary" disabled={state.submitDisabled}>
          {state.submitLabel}
        </button>
      </form>
    </FormProvider>
  );
}
