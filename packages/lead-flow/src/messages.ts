import { isApiError } from '@dealer/api-client';

/** §4/§8 lead outcome fallback, spelled as the spec has it ('occured'). */
export const LEAD_ERROR_FALLBACK = 'An unexpected error occured';
/** §8 form submit failure alert. */
export const FORM_SUBMIT_ALERT = 'An error occurred when submitting this form';
/** §8 unknown destination option. */
export const UNKNOWN_DESTINATION_MESSAGE = 'An incorrect option was provided to a switch-case statement';
/** §4 the submit button's label while submitting or while the success page loads. */
export const LOADING_LABEL = 'Loading';

/** §8 what the error reporter receives for a failed lead: '{category} Form submission error occured. {message}'. */
export function leadErrorReport(category: string, message: string): string {
  return `${category} Form submission error occured. ${message}`;
}

/** §4/§8 the message a failed lead shows: the server's own error text, else 'An unexpected error occured'. */
export function leadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return LEAD_ERROR_FALLBACK;
}

/**
 * §8 per-field messages of a rejected lead (a 400 from the server's lead schema), keyed by form field:
 * the server reports paths inside the envelope (`lead.email`), the form knows `email`.
 */
export function leadFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.startsWith('lead.') ? path.slice('lead.'.length) : path;
    if (!(field in out)) out[field] = message;
  }
  return out;
}
