import { describe, expect, it } from 'vitest';
import {
  formSubmissionErrorMessage,
  VALUATION_SAVE_FAILED_MESSAGE,
  websiteRefreshErrorMessage,
} from './messages.js';

describe('messages', () => {
  it("should report a config refresh failure as 'An error occurred with website refresh: {message}' (§8)", () => {
    expect(websiteRefreshErrorMessage('db down')).toBe('An error occurred with website refresh: db down');
  });

  it("should name a valuation save failure 'Failed to save valuation data' (§8)", () => {
    expect(VALUATION_SAVE_FAILED_MESSAGE).toBe('Failed to save valuation data');
  });

  it("should report a lead failure as '{category} Form submission error occured. {message}' (§8 spelling)", () => {
    expect(formSubmissionErrorMessage('General Enquiry', 'Bad gateway')).toBe(
      'General Enquiry Form submission error occured. Bad gateway',
    );
  });
});
