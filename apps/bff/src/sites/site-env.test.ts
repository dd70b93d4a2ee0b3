import { describe, expect, it } from 'vitest';
import { siteEnvName } from './site-env.js';

describe('siteEnvName', () => {
  it('should name a site’s secret by its slug, upper-cased with every dash as an underscore', () => {
    expect(siteEnvName('STOCK_FEED_TOKEN', 'harbour-auto')).toBe('STOCK_FEED_TOKEN_HARBOUR_AUTO');
    expect(siteEnvName('LEAD_WEBHOOK_SECRET', 'kiwi-motors-nz-2')).toBe(
      'LEAD_WEBHOOK_SECRET_KIWI_MOTORS_NZ_2',
    );
  });
});
