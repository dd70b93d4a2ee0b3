import type { LeadCreated, LeadPayload } from '@dealer/api-client';
import { LEAD_STATUS_INCOMPLETE, leadSchema, fieldErrors as zodFieldErrors } from '@dealer/validation';
import { buildLead, type Lead, type LeadContext, type LeadInput } from './lead.js';
import { LOADING_LABEL, leadErrorMessage, leadErrorReport, leadFieldErrors } from './messages.js';
import { type LeadCar, leadEventId, leadSuccessPath, type SuccessNavigation } from './success.js';

/** §3 lead_status of a lead still being filled in (from @dealer/validation). */
export { LEAD_STATUS_INCOMPLETE };
/** lead_status of the final, complete lead (§3 names only 'Incomplete'; the server stores the final state). */
export const LEAD_STATUS_COMPLETE = 'Complete';

/** One step of a multi-step form. */
export interface LeadStep {
  id: string;
  title?: string;
}

/** The two lead calls the controller makes — `createApiClient()` fits. */
export interface LeadWriter {
  createLead(lead: LeadPayload): Promise<LeadCreated>;
  updateLead(id: string, updateToken: string, lead: LeadPayload): Promise<{ id: string }>;
}

/** §4 the conversion event, fired once when the final step is saved and a custom event is set. */
export interface ConversionEvent {
  customEvent: string;
  category: string;
  eventId: number;
  leadId: string;
}

export interface LeadFlowOptions {
  steps: readonly LeadStep[];
  client: LeadWriter;
  site: LeadContext['site'];
  /** §3 lead category ('General Enquiry', 'Finance', …). */
  category: string;
  /** The page context, read at each submit (the URL and visit tracking change while the visitor browses). */
  context: () => Omit<LeadContext, 'site'>;
  /** §4 "a conversion event fires if a custom event is set". */
  customEvent?: string;
  /** The car the lead is about (success page + event id). */
  car?: LeadCar | null;
  isTestDrive?: boolean;
  /** Fields added to every step's lead (§7 userData additionalParams: subcategory, page_id, split test …). */
  additionalParams?: LeadInput;
  /** §8 error-reporting service: receives '{category} Form submission error occured. {message}'. */
  reportError: (message: string) => void;
  onConversion?: (event: ConversionEvent) => void;
  /** §4 hands the success navigation to the caller (the router lives in the app). */
  onSuccess?: (navigation: SuccessNavigation) => void;
  /**
   * Validates the built lead before it is sent: the lead to send, or per-field messages. Default:
   * {@link validateLead} (the `@dealer/validation` lead schema the server also applies).
   */
  validate?: (lead: Lead) => LeadValidation;
  /** Submit button label when idle (default 'Submit'; the last step often says 'Enquire Now'). */
  submitLabel?: string;
  /**
   * Continues a journey whose earlier steps were saved elsewhere (a form posted before JavaScript
   * arrived, saved by the server): the step to show, the saved lead and the values sent so far.
   */
  resume?: LeadFlowResume;
}

/** Where a journey stands after its earlier steps were saved (see `LeadFlowOptions.resume`). */
export interface LeadFlowResume {
  stepIndex: number;
  leadId: string;
  updateToken: string;
  values: LeadInput;
}

/** The outcome of validating a built lead. */
export type LeadValidation =
  | { ok: true; lead: LeadPayload }
  | { ok: false; fieldErrors: Record<string, string> };

/** §3 checks a built lead against the `@dealer/validation` lead schema; sends the schema's normalised output. */
export function validateLead(lead: Lead): LeadValidation {
  const parsed = leadSchema.safeParse(lead);
  return parsed.success
    ? { ok: true, lead: parsed.data }
    : { ok: false, fieldErrors: zodFieldErrors(parsed.error) };
}

export type LeadFlowStatus = 'idle' | 'submitting' | 'error' | 'complete';

/** Everything a form renders, recomputed on each change. */
export interface LeadFlowState {
  stepIndex: number;
  stepCount: number;
  step: LeadStep;
  isFirstStep: boolean;
  isLastStep: boolean;
  /** §4 the back button shows only on non-first steps (and not once complete). */
  canGoBack: boolean;
  /** §4 percent of step index over step count; 100 when complete. */
  progress: number;
  /** 'Step X of Y'. */
  progressLabel: string;
  status: LeadFlowStatus;
  /** §4 disabled while submitting and while the success page loads. */
  submitDisabled: boolean;
  /** §4 'Loading' while submitting or while the success page loads. */
  submitLabel: string;
  /** §3 the lead id the server returned for this journey (kept as lead_id). */
  leadId: string | null;
  /** §8 the step / form error message. */
  error: string | null;
  /** §8 per-field messages of a rejected lead. */
  fieldErrors: Readonly<Record<string, string>>;
  /** 1-based step numbers skipped so far (§3 skipped_steps). */
  skippedSteps: readonly number[];
  /** Values submitted so far, merged across steps. */
  values: LeadInput;
  success: SuccessNavigation | null;
}

/** The outcome of one submit (§4 lead outcome: a lead_id means success). */
export type SubmitResult =
  | { ok: true; leadId: string; complete: boolean }
  | { ok: false; leadId: null; error: string; fieldErrors: Record<string, string> }
  | { ok: false; leadId: null; rejected: 'out_of_order' | 'complete' };

export interface SubmitOptions {
  /** The step the form rendered; a submit for any other step is rejected (step order, §4). */
  stepIndex?: number;
}

/**
 * §4 the multi-step lead controller, framework-free (subscribe / getState / actions, like an
 * InstantSearch connector). The first submitted step creates the lead (POST, lead_status Incomplete,
 * form_completed false) and keeps the id and update token; later steps update it (PUT); the final step
 * sends the complete lead, fires the conversion event and hands the success navigation to the caller.
 * A double click sends one request; a stale or repeated step submit is rejected without a request.
 */
export function createLeadFlow(options: LeadFlowOptions) {
  const { steps, client, category } = options;
  if (steps.length === 0) throw new Error('createLeadFlow: at least one step is required');
  const idleLabel = options.submitLabel ?? 'Submit';

  const resume = options.resume;
  if (
    resume &&
    !(Number.isInteger(resume.stepIndex) && resume.stepIndex >= 0 && resume.stepIndex < steps.length)
  )
    throw new RangeError('createLeadFlow: resume.stepIndex is not a step of this form');
  let stepIndex = resume?.stepIndex ?? 0;
  let status: LeadFlowStatus = 'idle';
  let leadId: string | null = resume?.leadId ?? null;
  let updateToken: string | null = resume?.updateToken ?? null;
  let error: string | null = null;
  let fieldErrors: Record<string, string> = {};
  const skipped = new Set<number>();
  let values: Record<string, unknown> = { ...resume?.values };
  let success: SuccessNavigation | null = null;
  let inFlight: Promise<SubmitResult> | null = null;
  const listeners = new Set<(state: LeadFlowState) => void>();
  let state = snapshot();

  function snapshot(): LeadFlowState {
    const stepCount = steps.length;
    const complete = status === 'complete';
    const busy = status === 'submitting' || complete;
    return {
      stepIndex,
      stepCount,
      step: steps[stepIndex] as LeadStep,
      isFirstStep: stepIndex === 0,
      isLastStep: stepIndex === stepCount - 1,
      canGoBack: stepIndex > 0 && !busy,
      progress: complete ? 100 : Math.round((stepIndex / stepCount) * 100),
      progressLabel: `Step ${stepIndex + 1} of ${stepCount}`,
      status,
      submitDisabled: busy,
      submitLabel: busy ? LOADING_LABEL : idleLabel,
      leadId,
      error,
      fieldErrors,
      skippedSteps: [...skipped].sort((a, b) => a - b).map((index) => index + 1),
      values: { ...values },
      success,
    };
  }

  function emit(): void {
    state = snapshot();
    for (const listener of [...listeners]) listener(state);
  }

  function moveTo(index: number): void {
    stepIndex = index;
    error = null;
    fieldErrors = {};
    if (status === 'error') status = 'idle';
    emit();
  }

  async function send(stepValues: LeadInput, index: number): Promise<SubmitResult> {
    const isLast = index === steps.length - 1;
    const merged = { ...values, ...stepValues };
    const lead = buildLead(
      {
        ...options.additionalParams,
        ...merged,
        category,
        ...(leadId ? { lead_id: leadId } : {}),
        lead_status: isLast ? LEAD_STATUS_COMPLETE : LEAD_STATUS_INCOMPLETE,
        form_completed: isLast,
        step_number: index + 1,
        skipped_steps: [...skipped].filter((i) => i < index).map((i) => i + 1),
      },
      { ...options.context(), site: options.site },
    );

    const checked = (options.validate ?? validateLead)(lead);
    if (!checked.ok) {
      // Caught before any request: the form shows the messages; nothing to report.
      fieldErrors = { ...checked.fieldErrors };
      error = null;
      status = 'error';
      emit();
      return { ok: false, leadId: null, error: '', fieldErrors: { ...checked.fieldErrors } };
    }

    status = 'submitting';
    error = null;
    fieldErrors = {};
    emit();

    try {
      if (leadId === null || updateToken === null) {
        const created = await client.createLead(checked.lead);
        leadId = created.id;
        updateToken = created.update_token;
      } else {
        await client.updateLead(leadId, updateToken, checked.lead);
      }
    } catch (caught) {
      const message = leadErrorMessage(caught);
      options.reportError(leadErrorReport(category, message));
      error = message;
      fieldErrors = leadFieldErrors(caught);
      status = 'error';
      emit();
      return { ok: false, leadId: null, error: message, fieldErrors: { ...fieldErrors } };
    }

    values = merged;
    const savedId = leadId;
    if (!isLast) {
      status = 'idle';
      skipped.delete(index);
      stepIndex = index + 1;
      emit();
      return { ok: true, leadId: savedId, complete: false };
    }

    const car = options.car ?? null;
    const eventId = leadEventId(category, car, options.isTestDrive);
    success = {
      path: leadSuccessPath(category, eventId, car?.id),
      category,
      eventId,
      car,
      leadId: savedId,
    };
    status = 'complete';
    emit();
    if (options.customEvent) {
      options.onConversion?.({ customEvent: options.customEvent, category, eventId, leadId: savedId });
    }
    options.onSuccess?.(success);
    return { ok: true, leadId: savedId, complete: true };
  }

  return {
    getState: (): LeadFlowState => state,

    /** Calls `listener` on every change; returns the unsubscribe function. */
    subscribe(listener: (state: LeadFlowState) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /**
     * Submits the current step's values (§4). While a submit is in flight the same promise is returned
     * (a double click sends one request); a submit for another step, or after completion, is rejected.
     */
    submit(stepValues: LeadInput, { stepIndex: expected }: SubmitOptions = {}): Promise<SubmitResult> {
      if (inFlight) return inFlight;
      if (status === 'complete') return Promise.resolve({ ok: false, leadId: null, rejected: 'complete' });
      if (expected !== undefined && expected !== stepIndex) {
        return Promise.resolve({ ok: false, leadId: null, rejected: 'out_of_order' });
      }
      inFlight = send(stepValues, stepIndex).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },

    /** §4 back one step (only from a non-first step, never while submitting or once complete). */
    back(): boolean {
      if (!state.canGoBack) return false;
      moveTo(stepIndex - 1);
      return true;
    },

    /**
     * §4 skip to a step. Forward skips record the current and in-between steps as skipped (§3
     * skipped_steps, sent with the next save); skipping back behaves like back. The last step cannot
     * be skipped past and nothing moves while submitting or once complete.
     */
    skipTo(index: number): boolean {
      if (!Number.isInteger(index) || index < 0 || index >= steps.length || index === stepIndex) return false;
      if (status === 'submitting' || status === 'complete') return false;
      if (index > stepIndex) {
        for (let i = stepIndex; i < index; i += 1) skipped.add(i);
      }
      moveTo(index);
      return true;
    },

    /** The saved lead and its update token, for a form that continues without JavaScript (null before the first save). */
    savedLead(): { leadId: string; updateToken: string } | null {
      return leadId !== null && updateToken !== null ? { leadId, updateToken } : null;
    },

    /** Clears the step / form error (e.g. when the visitor edits a field). */
    clearError(): void {
      if (error === null && Object.keys(fieldErrors).length === 0) return;
      error = null;
      fieldErrors = {};
      if (status === 'error') status = 'idle';
      emit();
    },
  };
}

export type LeadFlow = ReturnType<typeof createLeadFlow>;
