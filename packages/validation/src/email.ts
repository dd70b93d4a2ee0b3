import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { requiredText } from './required.js';

/**
 * §5 "basic address pattern": something, one @, something, a dot, something; no spaces and no second @.
 * Deliberately loose (the dealer replies by email, so a typo is cheaper than a refused lead).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** §5 Email: required, basic pattern, 'invalid email address'. Output is trimmed. */
export const emailSchema = requiredText().pipe(z.string().regex(EMAIL_PATTERN, MESSAGES.email));
