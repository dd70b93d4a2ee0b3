/**
 * The §8 report messages, spelled exactly as the spec has them ('occured' included: dashboards and
 * alerts already match on this text).
 */

/** §8 config refresh failure. */
export function websiteRefreshErrorMessage(message: string): string {
  return `An error occurred with website refresh: ${message}`;
}

/** §8 valuation save failure. */
export const VALUATION_SAVE_FAILED_MESSAGE = 'Failed to save valuation data';

/** §8 lead failure, reported to the error-reporting service: '{category} Form submission error occured. {message}'. */
export function formSubmissionErrorMessage(category: string, message: string): string {
  return `${category} Form submission error occured. ${message}`;
}
