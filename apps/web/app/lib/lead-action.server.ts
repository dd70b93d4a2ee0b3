import { botTrapFields, withoutBotFields } from '@dealer/bot-protection';
import { createLeadFlow, type LeadFlowOptions, type LeadFlowResume, type LeadInput } from '@dealer/lead-flow';
import { withQuery } from '@dealer/site-registry';
import { defineForm, type FormSpec, postedFormValues } from '@dealer/validation';
import { data, redirect } from 'react-router';
import { serverApi } from '../api.server';
import type { DealerLoadContext } from '../context';
import { pageUrl } from './page-url';

/**
 * Lead forms posted without JavaScript (or before hydration) reach the page's route action, which takes
 * them through the same @dealer/lead-flow controller the browser uses, over the BFF's in-process
 * `/api/leads` (serverApi): the same schema, lead, bot screen and store. Personal data stays in the
 * POST body and the page; only ids travel in the success URL.
 */

/** What a rejected post renders back: the values entered (never sent to a URL) and the messages. */
export interface LeadActionData {
  posted: Record<string, string | boolean>;
  errors: Record<string, string>;
  formError: string | null;
  /** Multi-step forms: where the journey stands (the step to show, the saved lead, the values so far). */
  resume: LeadFlowResume | null;
  /** What the page's own follow-up to a saved step gave (the trade-in's valuation). */
  extra?: Record<string, unknown>;
}

/** A rejected post is never cached (it holds what the shopper typed). */
const NO_STORE = { 'cache-control': 'no-store' } as const;

export type LeadFlowSetup = Omit<
  LeadFlowOptions,
  'client' | 'site' | 'context' | 'reportError' | 'onSuccess' | 'resume'
>;

/** One step of a posted form: its §5 fields, and the lead the checked values make (bot trap included). */
export interface PostedStep {
  spec: FormSpec;
  lead?(values: Record<string, unknown>, trap: LeadInput): LeadInput;
}

/** Each field of `spec` as posted (a checkbox as ticked or not), to render back into the form. */
function echo(spec: FormSpec, form: FormData): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [name, field] of Object.entries(spec)) {
    const value = form.get(name);
    if (field.kind === 'checkbox') out[name] = value !== null;
    else if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/**
 * Checks one posted step with its schema and submits it through lead-flow. Returns the redirect to the
 * success page once the lead is complete, the next step's resume point, or the messages to render.
 */
export async function submitPostedStep(
  ctx: DealerLoadContext,
  request: Request,
  form: FormData,
  options: {
    step: PostedStep;
    setup: LeadFlowSetup;
    stepIndex?: number;
    resume?: LeadFlowResume | null;
    /** The car the success page shows when the lead only mentions it (finance, trade-in). */
    successCarId?: number | string | null;
    /** What the page shows again with any answer to this post (e.g. the estimate a step was given). */
    extra?: Record<string, unknown>;
    /** Runs once the step is saved and the journey goes on (e.g. a service call between steps). */
    afterSave?(saved: LeadFlowResume, values: Record<string, unknown>): Promise<Record<string, unknown>>;
  },
) {
  const stepIndex = options.stepIndex ?? 0;
  const resume = options.resume ?? null;
  const posted = echo(options.step.spec, form);
  const rejected = (errors: Record<string, string>, formError: string | null, status = 400) =>
    data<LeadActionData>(
      { posted, errors, formError, resume, ...(options.extra ? { extra: options.extra } : {}) },
      { status, headers: NO_STORE },
    );

  const checked = defineForm(options.step.spec).safeParse(
    postedFormValues(options.step.spec, (name) => form.get(name)),
  );
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return rejected(errors, null);
  }
  const trap = botTrapFields((name) => form.get(name), ctx.now);
  const values = checked.data as Record<string, unknown>;
  const lead = options.step.lead ? options.step.lead(values, trap) : { ...values, ...trap };

  const done: { path?: string } = {};
  const flow = createLeadFlow({
    ...options.setup,
    ...(resume ? { resume } : {}),
    client: serverApi(ctx),
    site: ctx.site,
    context: () => ({ url: pageUrl(request).href, userAgent: request.headers.get('user-agent') ?? '' }),
    // §8: the report names the category and the message, never what the shopper typed.
    reportError: (message) => console.error(message),
    onSuccess: ({ path, car }) => {
      done.path =
        car || options.successCarId == null ? path : withQuery(path, [['car_id', options.successCarId]]);
    },
  });
  const result = await flow.submit(lead, { stepIndex });
  if (done.path) return redirect(done.path);
  if (result.ok) {
    const saved = flow.savedLead();
    const state = flow.getState();
    if (!saved) return rejected({}, null, 500);
    const next: LeadFlowResume = {
      stepIndex: state.stepIndex,
      ...saved,
      values: withoutBotFields({ ...state.values }),
    };
    const extra = options.afterSave ? await options.afterSave(next, values) : options.extra;
    return data<LeadActionData>(
      { posted: {}, errors: {}, formError: null, resume: next, ...(extra ? { extra } : {}) },
      { headers: NO_STORE },
    );
  }
  if ('rejected' in result) return rejected({}, null);
  return rejected(result.fieldErrors, result.error || null, 400);
}
