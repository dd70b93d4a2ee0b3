import type { Site } from '@dealer/site-registry';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as pricing from './index.js';

describe('index', () => {
  it('should export the contract names other packages import', () => {
    for (const name of [
      'carSchema',
      'priceDisplay',
      'cardTag',
      'canReserve',
      'reserveBlockers',
      'reserveDeposit',
      'isAvailable',
      'isListingVisible',
      'marketPriceIndicator',
      'tradeInEligibility',
      'financeDisplay',
      'repayments',
      'formatPrice',
      'truncate',
      'maskPhone',
      'productPayload',
      'imageUrl',
      'largeImageUrl',
      'srcSet',
    ]) {
      expect(typeof (pricing as Record<string, unknown>)[name], name).not.toBe('undefined');
    }
  });

  it('should accept a whole Site wherever a narrow site input is asked for', () => {
    expectTypeOf<Site>().toExtend<pricing.PriceSite>();
    expectTypeOf<Site>().toExtend<pricing.TagSite>();
    expectTypeOf<Site>().toExtend<pricing.MarketSite>();
    expectTypeOf<Site>().toExtend<pricing.FinanceSite>();
  });
});
