import { z } from 'zod';
import { dateOfBirthMessage } from './messages.js';
import { requiredText } from './required.js';

/** §5 Date of birth: the accepted range and placeholder of each part. */
export const DATE_OF_BIRTH_PARTS = {
  day: { min: 1, max: 31, placeholder: 'DD', digits: /^\d{1,2}$/ },
  month: { min: 1, max: 12, placeholder: 'MM', digits: /^\d{1,2}$/ },
  year: { min: 1900, max: 2020, placeholder: 'YYYY', digits: /^\d{4}$/ },
} as const;

export type DateOfBirthPart = keyof typeof DATE_OF_BIRTH_PARTS;

/**
 * True when `value` is a valid day, month or year: whole digits only ('05' and '5' are both day 5),
 * within §5's range (day 1–31, month 1–12, year 1900–2020, four digits).
 * Day and month are checked separately, as §5 states them: 31/02 passes.
 */
export function isDateOfBirthPart(part: DateOfBirthPart, value: string | number): boolean {
  const rule = DATE_OF_BIRTH_PARTS[part];
  const text = String(value).trim();
  if (!rule.digits.test(text)) return false;
  const n = Number(text);
  return n >= rule.min && n <= rule.max;
}

function partSchema(part: DateOfBirthPart) {
  const { placeholder } = DATE_OF_BIRTH_PARTS[part];
  return requiredText().pipe(
    z.string().refine((v) => isDateOfBirthPart(part, v), dateOfBirthMessage(part, placeholder)),
  );
}

/** §5: day 1–31, else 'Please enter valid day (DD).' Output is the trimmed text as entered. */
export const daySchema = partSchema('day');
/** §5: month 1–12, else 'Please enter valid month (MM).' */
export const monthSchema = partSchema('month');
/** §5: year 1900–2020, else 'Please enter valid year (YYYY).' */
export const yearSchema = partSchema('year');

/** The three parts together, as the lead carries them (§3 contact day, month, year). */
export const dateOfBirthSchema = z.object({ day: daySchema, month: monthSchema, year: yearSchema });
export type DateOfBirth = z.output<typeof dateOfBirthSchema>;
