import { z } from 'zod';
import { FINANCE_BORROW_MAX, FINANCE_BORROW_MIN } from './options.js';

/**
 * Dollar amounts as forms and API clients send them (issue 29): a number, or text of digits with an
 * optional `$`, thousands commas and cents (`25000`, `$25,000`, `25000.50`). Anything else is refused
 * with a message naming what is wanted, so "abc" never reaches a dealer as a budget.
 */

export const AMOUNT_MESSAGE = 'Please enter an amount in dollars, for example 25000.';
export const PURCHASE_PRICE_MESSAGE = 'Please enter a budget from $5,000 to $150,000.';

/** The largest amount any lead field takes (a car, not a fleet). */
const AMOUNT_MAX = 10_000_000;
const MONEY_TEXT = /^\$?\s?\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/;

/** The number in a money answer, or null when it is not one. */
export function moneyValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !MONEY_TEXT.test(value.trim())) return null;
  return Number(value.trim().replace(/[$,\s]/g, ''));
}

/** A lead's money field: '' (no answer) or an amount up to $10m, kept as sent. */
export const amountSchema = z
  .union([z.number(), z.string()])
  .refine((v) => v === '' || (moneyValue(v) ?? Number.POSITIVE_INFINITY) <= AMOUNT_MAX, AMOUNT_MESSAGE);

/** §5 finance purchase price budget: an amount from $5,000 to $150,000 (PURCHASE_PRICE_HINT), or ''. */
export const purchasePriceSchema = z.union([z.number(), z.string()]).refine((v) => {
  if (v === '') return true;
  const n = moneyValue(v);
  return n !== null && n >= FINANCE_BORROW_MIN && n <= FINANCE_BORROW_MAX;
}, PURCHASE_PRICE_MESSAGE);

/** The finance form's fields as typed text (the form's values stay strings). */
export const purchasePriceText = z
  .string()
  .refine((v) => purchasePriceSchema.safeParse(v).success, PURCHASE_PRICE_MESSAGE);
export const amountText = z.string().refine((v) => amountSchema.safeParse(v).success, AMOUNT_MESSAGE);
