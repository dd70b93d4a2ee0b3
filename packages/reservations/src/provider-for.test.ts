import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { PaymentConfigurationError } from './provider.js';
import { providerFor, siteEnvName } from './provider-for.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_global',
  STRIPE_WEBHOOK_SECRET: 'whsec_global',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_global',
};

function site(payment_provider: 'stripe' | 'till' | 'st_george' | null, slug = 'demo-motors') {
  return createSite({ slug, payment_provider });
}

describe('provider-for', () => {
  it('should serve a site without a provider with the dealer-confirms request (embedded default)', () => {
    expect(providerFor(site(null), {}).name).toBe('request');
  });

  it("should word the dealer-confirms step in the site's noun (§1)", async () => {
    const rv = createSite({ template: 'rv', payment_provider: null });
    const created = await providerFor(rv, {}).createPayment({} as never);
    expect(created.step).toMatchObject({ kind: 'dealer_confirms' });
    expect((created.step as { message: string }).message).toContain('The RV is held for you');
  });

  it('should serve a Stripe site from the environment', () => {
    const provider = providerFor(site('stripe'), STRIPE_ENV);
    expect(provider).toMatchObject({ name: 'stripe', minHoldMinutes: 31 });
  });

  it.each(['till', 'st_george'] as const)(
    'should refuse %s with a message naming the site and provider',
    (name) => {
      const error = (() => {
        try {
          providerFor(site(name, 'harbour-cars'), STRIPE_ENV);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(PaymentConfigurationError);
      expect((error as Error).message).toBe(
        `Site 'harbour-cars' is configured with payment provider '${name}', which this build cannot serve`,
      );
      expect(error).toMatchObject({ siteSlug: 'harbour-cars', provider: name });
    },
  );

  it('should name the missing Stripe settings and where they may come from', () => {
    const noDealerKey = { slug: 'demo-motors', payment_provider: 'stripe' as const, dealerships: [{}] };
    expect(() => providerFor(noDealerKey, {})).toThrow(
      "Site 'demo-motors' is configured with payment provider 'stripe', but STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY are not set (or STRIPE_SECRET_KEY__DEMO_MOTORS, STRIPE_WEBHOOK_SECRET__DEMO_MOTORS, STRIPE_PUBLISHABLE_KEY__DEMO_MOTORS for this site, or a dealership's stripe_publishable_key)",
    );
  });

  it("should take the publishable key from the site's dealership when the environment has none", () => {
    const { STRIPE_PUBLISHABLE_KEY: _, ...secretsOnly } = STRIPE_ENV;
    expect(providerFor(site('stripe'), secretsOnly).name).toBe('stripe');
  });

  it('should prefer per-site settings over the shared ones', () => {
    const env = {
      ...STRIPE_ENV,
      STRIPE_SECRET_KEY: 'pk_wrong',
      STRIPE_SECRET_KEY__DEMO_MOTORS: 'sk_test_site',
    };
    expect(providerFor(site('stripe'), env).name).toBe('stripe');
    expect(() => providerFor(site('stripe', 'other'), env)).toThrow(
      /Site 'other' has a malformed Stripe configuration: The Stripe secret key must start with sk_ or rk_/,
    );
  });

  it('should derive per-site variable names from the slug', () => {
    expect(siteEnvName('STRIPE_SECRET_KEY', 'demo-motors.au')).toBe('STRIPE_SECRET_KEY__DEMO_MOTORS_AU');
  });

  it('should serve every site as a request when RESERVATIONS_PAYMENT_MODE=request (demo machines)', () => {
    for (const name of ['stripe', 'till', 'st_george'] as const) {
      expect(providerFor(site(name), { RESERVATIONS_PAYMENT_MODE: 'request' }).name).toBe('request');
    }
    expect(() => providerFor(site('stripe'), { ...STRIPE_ENV, RESERVATIONS_PAYMENT_MODE: 'free' })).toThrow(
      "RESERVATIONS_PAYMENT_MODE must be 'request' or unset (got 'free')",
    );
  });
});
