import { describe, expect, it } from 'vitest';
import { dateOfBirthMessage, MESSAGES } from './messages.js';

describe('§5 messages, verbatim', () => {
  it.each([
    ['required', '*This is a required field.'],
    ['email', 'invalid email address'],
    ['phone', 'Invalid phone number. Must be Australian or New Zealand number.'],
    ['phoneTooLong', 'Invalid phone number. Too many characters.'],
    ['postcode', 'Invalid postcode. Please enter a 4-digit number.'],
    ['day', 'Please enter valid day (DD).'],
    ['month', 'Please enter valid month (MM).'],
    ['year', 'Please enter valid year (YYYY).'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('builds the date-of-birth message from part and placeholder', () => {
    expect(dateOfBirthMessage('day', 'DD')).toBe(MESSAGES.day);
    expect(dateOfBirthMessage('month', 'MM')).toBe(MESSAGES.month);
    expect(dateOfBirthMessage('year', 'YYYY')).toBe(MESSAGES.year);
  });
});
