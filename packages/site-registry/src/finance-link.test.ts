import { describe, expect, it } from 'vitest';
import { demoRegistry } from './demo.js';
import { FINANCE_LINK_MAX_LENGTH, readFinanceLink } from './finance-link.js';
import { siteBySlug } from './registry.js';
import { financePath } from './routes.js';

const registry = demoRegistry();
const site = (slug: string) => {
  const found = siteBySlug(registry, slug);
  if (!found) throw new Error(slug);
  return found;
};
const query = (path: string) => new URL(path, 'http://x.localhost').searchParams;

describe('readFinanceLink (§2 finance link params)', () => {
  it('should read back what financePath wrote', () => {
    const s = site('bayside-mazda');
    const dealership = s.dealerships[0]!;
    const path = financePath(s, {
      preferredDealership: dealership.slug,
      vehiclePriceBudget: 32990,
      carId: 4711,
      carType: 'used',
    });
    expect(readFinanceLink(s, query(path))).toEqual({
      preferredDealership: dealership.slug,
      vehiclePriceBudget: '32990',
      carId: '4711',
      carType: 'used',
    });
  });

  it("should resolve a dealership given by id to its slug, and drop one that is not the site's", () => {
    const s = site('bayside-mazda');
    const dealership = s.dealerships[0]!;
    expect(readFinanceLink(s, query(`/finance?preferredDealership=${dealership.id}`))).toEqual({
      preferredDealership: dealership.slug,
    });
    expect(readFinanceLink(s, query('/finance?preferredDealership=someone-else'))).toEqual({});
  });

  it('should trim values, leave out empty ones and cut long ones', () => {
    const long = 'x'.repeat(FINANCE_LINK_MAX_LENGTH + 50);
    expect(
      readFinanceLink(
        site('bayside-mazda'),
        query(`/finance?car_id=%20%2012%20&car_type=%20&vehiclePriceBudget=${long}`),
      ),
    ).toEqual({ carId: '12', vehiclePriceBudget: 'x'.repeat(FINANCE_LINK_MAX_LENGTH) });
  });

  it('should ignore other params', () => {
    expect(readFinanceLink(site('bayside-mazda'), query('/finance?utm_source=x&page=2'))).toEqual({});
  });
});
