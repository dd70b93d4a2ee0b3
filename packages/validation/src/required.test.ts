import { describe, expect, it } from 'vitest';
import { emailSchema } from './email.js';
import { MESSAGES } from './messages.js';
import {
  checkboxSchema,
  checkedSchema,
  isBlank,
  optionalOf,
  optionalTextSchema,
  requiredText,
  requiredTextSchema,
} from './required.js';
import { messageOf } from './test-helpers.js';

describe('required by default (§5)', () => {
  it.each([undefined, null, '', '   ', '\t\n'])('%j is missing', (value) => {
    expect(messageOf(requiredTextSchema, value)).toBe('*This is a required field.');
  });

  it('passes filled text through trimmed, numbers as text', () => {
    expect(requiredTextSchema.parse('  Jo  ')).toBe('Jo');
    expect(requiredTextSchema.parse(2000)).toBe('2000');
  });

  it('names a wrong type differently from a missing value', () => {
    expect(messageOf(requiredTextSchema, {})).toBe(MESSAGES.notText);
  });

  it('takes a custom required message', () => {
    expect(messageOf(requiredText('Tell us your name'), '')).toBe('Tell us your name');
  });

  it('isBlank', () => {
    expect([undefined, null, '', ' ', []].every(isBlank)).toBe(true);
    expect(['a', 0, false, ['x'], {}].some(isBlank)).toBe(false);
  });
});

describe('optional text', () => {
  it('turns blank into an empty string', () => {
    expect(optionalTextSchema.parse(undefined)).toBe('');
    expect(optionalTextSchema.parse(null)).toBe('');
    expect(optionalTextSchema.parse('  x ')).toBe('x');
  });

  it('optionalOf allows blank and still checks a filled value', () => {
    const optionalEmail = optionalOf(emailSchema);
    expect(optionalEmail.parse('')).toBe('');
    expect(optionalEmail.parse(undefined)).toBe('');
    expect(optionalEmail.parse('a@b.co')).toBe('a@b.co');
    expect(messageOf(optionalEmail, 'nope')).toBe('invalid email address');
  });
});

describe('checkboxes', () => {
  it.each([
    [true, true],
    ['on', true],
    ['true', true],
    ['Yes', true],
    ['1', true],
    [false, false],
    ['false', false],
    ['off', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('%j → %j', (input, checked) => {
    expect(checkboxSchema.parse(input)).toBe(checked);
  });

  it('a required tick must be ticked', () => {
    expect(checkedSchema().parse('on')).toBe(true);
    expect(messageOf(checkedSchema(), false)).toBe('*This is a required field.');
    expect(messageOf(checkedSchema(), 'maybe')).toBe('*This is a required field.');
  });
});

describe('inside an object, a missing key behaves like a missing value', () => {
  it('required text and ticks report the required message; optional ones default', async () => {
    const { z } = await import('zod');
    const { errorsOf } = await import('./test-helpers.js');
    const schema = z.object({
      name: requiredTextSchema,
      consent: checkedSchema(),
      comments: optionalTextSchema,
      email: optionalOf(emailSchema),
      newsletter: checkboxSchema,
    });
    expect(errorsOf(schema, {})).toEqual({ name: MESSAGES.required, consent: MESSAGES.required });
    expect(schema.parse({ name: 'Jo', consent: true })).toEqual({
      name: 'Jo',
      consent: true,
      comments: '',
      email: '',
      newsletter: false,
    });
  });
});
