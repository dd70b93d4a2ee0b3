import { describe, expect, it } from 'vitest';
import { formSubmissionKey } from './idempotency.js';

describe('formSubmissionKey', () => {
  const answers = { name: 'Double Tap', email: 'Double+Tap@Example.com', message: 'tap tap' };

  it('should give one rendered form’s same answers one key, and other answers or renders another', () => {
    const key = formSubmissionKey('1773183580000.sig', answers);
    expect(key).toMatch(/^form:[A-Za-z0-9_-]{43}$/);
    expect(formSubmissionKey('1773183580000.sig', { ...answers })).toBe(key);
    expect(formSubmissionKey('1773183580000.sig', { ...answers, message: 'tap' })).not.toBe(key);
    expect(formSubmissionKey('1773183590000.sig', answers)).not.toBe(key);
  });

  it('should give no key without a form token (each request is new unless the client sends its own key)', () => {
    for (const token of [undefined, null, '', 42]) expect(formSubmissionKey(token, answers)).toBeNull();
  });
});
