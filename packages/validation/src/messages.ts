/**
 * Every message a shopper can see from validation. The first group is verbatim from spec §5 (including
 * its capitalisation); the second group covers checks the spec needs but words nowhere, and is marked so.
 */
export const MESSAGES = {
  // §5, verbatim
  required: '*This is a required field.',
  email: 'invalid email address',
  phone: 'Invalid phone number. Must be Australian or New Zealand number.',
  phoneTooLong: 'Invalid phone number. Too many characters.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  day: 'Please enter valid day (DD).',
  month: 'Please enter valid month (MM).',
  year: 'Please enter valid year (YYYY).',
  // Platform wording: the spec states these checks but not their text.
  notText: 'Please enter text.',
  option: 'Please choose one of the listed options.',
  date: 'Please enter a valid date.',
  carSlug: 'Invalid car slug.',
  unstorableText: 'Please remove the unsupported characters (a NUL or a broken emoji).',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** §5 date of birth: 'Please enter valid {day/month/year} ({placeholder}).' */
export function dateOfBirthMessage(part: 'day' | 'month' | 'year', placeholder: string): string {
  return `Please enter valid ${part} (${placeholder}).`;
}
