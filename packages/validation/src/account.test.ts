import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  signInSchema,
  signUpSchema,
} from './account.js';

describe('garage account bodies (§6)', () => {
  it('should ask a new password of at least 10 characters, and say so', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(newPasswordSchema.safeParse('123456789').error?.issues[0]?.message).toBe(
      ACCOUNT_MESSAGES.passwordShort,
    );
    expect(newPasswordSchema.safeParse('1234567890').success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      ACCOUNT_MESSAGES.passwordLong,
    );
    expect(ACCOUNT_MESSAGES.passwordHint).toBe('at least 10 characters');
  });

  it('should sign up with name, email and a policy password; sign in with any non-empty one', () => {
    expect(signUpSchema.safeParse({ name: 'Jo', email: 'jo@example.com', password: 'short' }).success).toBe(
      false,
    );
    expect(signInSchema.safeParse({ email: 'jo@example.com', password: 'short' }).success).toBe(true);
    expect(signInSchema.safeParse({ email: 'jo@example.com', password: '' }).success).toBe(false);
  });
});
