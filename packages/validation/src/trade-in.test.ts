import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.js';
import {
  regoSchema,
  TRADE_IN_MESSAGES,
  tradeInKmSchema,
  tradeInYearSchema,
  valuationCreateSchema,
  valuationUpdateSchema,
  vehicleLookupSchema,
} from './trade-in.js';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('trade-in fields', () => {
  it('should take a build year from 1950 to next year, with one message', () => {
    const year = tradeInYearSchema(NOW);
    expect(year.parse('1950')).toBe(1950);
    expect(year.parse(2027)).toBe(2027);
    for (const bad of [1949, 2028, 1900, 2100, '20x9', 2019.5]) {
      expect(year.safeParse(bad).error?.issues[0]?.message).toBe(TRADE_IN_MESSAGES.year);
    }
  });

  it('should take a plate of letters, digits, spaces and hyphens up to 10, and whole km to 2,000,000', () => {
    expect(regoSchema.parse(' abc-123 ')).toBe('abc-123');
    expect(regoSchema.safeParse('ABC_123').error?.issues[0]?.message).toBe(TRADE_IN_MESSAGES.rego);
    expect(tradeInKmSchema.parse('52000')).toBe(52_000);
    expect(tradeInKmSchema.safeParse(2_000_001).success).toBe(false);
    expect(tradeInKmSchema.safeParse(1.5).error?.issues[0]?.message).toBe(TRADE_IN_MESSAGES.kmWhole);
  });
});

describe('valuation calls (§7)', () => {
  it('should name each bad field with the form’s own message', () => {
    const result = valuationCreateSchema('AU', NOW).safeParse({ rego: '', regoState: 'XX', year: 1900 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error as never)).toEqual({
      rego: TRADE_IN_MESSAGES.rego,
      regoState: TRADE_IN_MESSAGES.region.AU,
      year: TRADE_IN_MESSAGES.year,
    });
  });

  it('should spell the plate’s state or region canonically for the site’s country', () => {
    expect(valuationCreateSchema('AU', NOW).parse({ rego: 'ABC1', regoState: 'nsw' }).regoState).toBe('NSW');
    expect(vehicleLookupSchema('NZ', NOW).safeParse({ state: 'NSW' }).error?.issues[0]?.message).toBe(
      TRADE_IN_MESSAGES.region.NZ,
    );
  });

  it('should update a valuation only by its uuid', () => {
    const update = valuationUpdateSchema(NOW);
    expect(update.safeParse({ id: '1', adjustmentAnswers: {} }).error?.issues[0]?.message).toBe(
      TRADE_IN_MESSAGES.valuationId,
    );
    expect(
      update.parse({ id: '6f1c2b1e-8f3a-4b7a-9d2e-1a2b3c4d5e6f', adjustmentAnswers: { accident: 'no' } }).id,
    ).toBe('6f1c2b1e-8f3a-4b7a-9d2e-1a2b3c4d5e6f');
  });
});
