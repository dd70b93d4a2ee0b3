import { describe, expect, it } from 'vitest';
import { dateOfBirthSchema, daySchema, isDateOfBirthPart, monthSchema, yearSchema } from './date-of-birth.js';
import { errorsOf, messageOf } from './test-helpers.js';

const DAY = 'Please enter valid day (DD).';
const MONTH = 'Please enter valid month (MM).';
const YEAR = 'Please enter valid year (YYYY).';

describe('§5 date of birth', () => {
  it.each([
    ['0', DAY],
    ['1', null],
    ['01', null],
    ['31', null],
    ['32', DAY],
    ['00', DAY],
    ['001', DAY],
    ['1.5', DAY],
    ['-1', DAY],
    ['aa', DAY],
  ])('day %j', (value, message) => {
    expect(messageOf(daySchema, value)).toBe(message);
  });

  it.each([
    ['0', MONTH],
    ['1', null],
    ['12', null],
    ['13', MONTH],
    ['July', MONTH],
  ])('month %j', (value, message) => {
    expect(messageOf(monthSchema, value)).toBe(message);
  });

  it.each([
    ['1899', YEAR],
    ['1900', null],
    ['2020', null],
    ['2021', YEAR],
    ['90', YEAR],
    ['01990', YEAR],
  ])('year %j', (value, message) => {
    expect(messageOf(yearSchema, value)).toBe(message);
  });

  it('accepts numbers as well as text', () => {
    expect(isDateOfBirthPart('year', 1900)).toBe(true);
    expect(isDateOfBirthPart('day', 32)).toBe(false);
    expect(daySchema.parse(7)).toBe('7');
  });

  it('each part is required', () => {
    expect(errorsOf(dateOfBirthSchema, {})).toEqual({
      day: '*This is a required field.',
      month: '*This is a required field.',
      year: '*This is a required field.',
    });
  });

  it('reports every part at once', () => {
    expect(errorsOf(dateOfBirthSchema, { day: '0', month: '13', year: '2021' })).toEqual({
      day: DAY,
      month: MONTH,
      year: YEAR,
    });
    expect(dateOfBirthSchema.parse({ day: '31', month: '12', year: '1900' })).toEqual({
      day: '31',
      month: '12',
      year: '1900',
    });
  });
});
