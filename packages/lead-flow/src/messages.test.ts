import { ApiError } from '@dealer/api-client';
import { describe, expect, it } from 'vitest';
import {
  FORM_SUBMIT_ALERT,
  LEAD_ERROR_FALLBACK,
  LOADING_LABEL,
  leadErrorMessage,
  leadErrorReport,
  leadFieldErrors,
  UNKNOWN_DESTINATION_MESSAGE,
} from './messages.js';

describe('messages', () => {
  it('should carry every §8 lead message verbatim (misspellings included)', () => {
    expect(LEAD_ERROR_FALLBACK).toBe('An unexpected error occured');
    expect(FORM_SUBMIT_ALERT).toBe('An error occurred when submitting this form');
    expect(UNKNOWN_DESTINATION_MESSAGE).toBe('An incorrect option was provided to a switch-case statement');
    expect(LOADING_LABEL).toBe('Loading');
    expect(leadErrorReport('General Enquiry', 'Boom')).toBe(
      'General Enquiry Form submission error occured. Boom',
    );
  });

  it.each([
    [new ApiError('Email taken', 409, undefined, 'Email taken'), 'Email taken'],
    [new ApiError('An unexpected error occurred: Bad Gateway', 502), 'An unexpected error occured'],
    [new TypeError('fetch failed'), 'An unexpected error occured'],
    ['weird', 'An unexpected error occured'],
  ])('should show the server error or the fallback (§4 lead outcome): %s', (error, message) => {
    expect(leadErrorMessage(error)).toBe(message);
  });

  it('should key field errors by form field', () => {
    const error = new ApiError(
      'Bad',
      400,
      { 'lead.email': 'invalid email address', phone: 'Invalid' },
      'Bad',
    );
    expect(leadFieldErrors(error)).toEqual({ email: 'invalid email address', phone: 'Invalid' });
    expect(leadFieldErrors(new Error('x'))).toEqual({});
  });
});
