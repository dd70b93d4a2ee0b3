import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { requiredText } from './required.js';

/** §5 Postcode: exactly four digits (AU and NZ postcodes alike). */
export const POSTCODE_PATTERN = /^\d{4}$/;

export function isPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(value.trim());
}

/** §5 Postcode: required, exactly 4 digits, 'Invalid postcode. Please enter a 4-digit number.' */
export const postcodeSchema = requiredText().pipe(z.string().regex(POSTCODE_PATTERN, MESSAGES.postcode));
