import { z } from 'zod';
import { emailSchema } from './email.js';
import { MESSAGES } from './messages.js';
import { requiredText } from './required.js';

/**
 * §6 garage accounts: the sign-up and sign-in bodies, one policy for the form's words and the server's
 * check. Ten characters is the length-over-complexity floor (NIST SP 800-63B asks at least 8); 200 keeps
 * a hash's input bounded.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const ACCOUNT_MESSAGES = {
  passwordShort: `Please use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordLong: `Please use at most ${PASSWORD_MAX_LENGTH} characters.`,
  /** What the sign-up form's password field says of the policy. */
  passwordHint: `at least ${PASSWORD_MIN_LENGTH} characters`,
} as const;

/** A new password: the policy's length, with its message. */
export const newPasswordSchema = z
  .string(MESSAGES.required)
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordShort)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordLong);

export const signUpSchema = z.object({
  name: requiredText().pipe(z.string().max(100, 'Please use at most 100 characters.')),
  email: emailSchema.pipe(z.string().max(254, 'Please use at most 254 characters.')),
  password: newPasswordSchema,
});

/** Signing in checks no policy (an older password still signs in), only presence and the bound. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string(MESSAGES.required).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});
