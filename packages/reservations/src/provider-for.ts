import type { Site } from '@dealer/site-registry';
import { PaymentConfigurationError, type PaymentProvider } from './provider.js';
import { createRequestProvider } from './request-provider.js';
import { createStripeProvider, type StripeProviderOptions } from './stripe.js';
import type { VehicleWordsSite } from './words.js';

/** The site fields that choose and configure its payment provider (§3 site configuration). */
export type PaymentSite = Pick<Site, 'slug' | 'payment_provider'> & {
  dealerships: ReadonlyArray<Pick<Site['dealerships'][number], 'stripe_publishable_key'>>;
} & Partial<VehicleWordsSite>;

/** The site's noun words when it has them (the dealer-confirms message speaks them, §1). */
function wordsOf(site: PaymentSite): VehicleWordsSite | null {
  return site.template && site.vehicle ? { template: site.template, vehicle: site.vehicle } : null;
}

export type PaymentEnv = Readonly<Record<string, string | undefined>>;

/**
 * Set to 'request' to serve every site as a dealer-confirmed request whatever its payment_provider: for
 * demos and development machines without payment credentials. Never set it in production.
 */
export const PAYMENT_MODE_ENV = 'RESERVATIONS_PAYMENT_MODE';

/** STRIPE_SECRET_KEY for site 'demo-motors' may be overridden by STRIPE_SECRET_KEY__DEMO_MOTORS. */
export function siteEnvName(name: string, siteSlug: string): string {
  return `${name}__${siteSlug.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

function fromEnv(env: PaymentEnv, name: string, siteSlug: string): string | undefined {
  const value = env[siteEnvName(name, siteSlug)] ?? env[name];
  return value?.trim() ? value.trim() : undefined;
}

/**
 * The payment provider of a site (§3 payment_provider, §9 stripe, till, st_george). No provider is the
 * embedded default: reservations are requests the dealer confirms. Stripe's secret key and webhook
 * secret come from the environment (never the registry); the publishable key from the environment or
 * the site's dealership (§3 stripe_publishable_key). Anything this build cannot serve throws a
 * PaymentConfigurationError naming the site and provider — the BFF raises it when the registry loads.
 * RESERVATIONS_PAYMENT_MODE=request serves every site as a request (demo machines without keys).
 */
export function providerFor(
  site: PaymentSite,
  env: PaymentEnv,
  stripeOptions: Pick<
    StripeProviderOptions,
    'now' | 'api' | 'uiMode' | 'maxNetworkRetries' | 'timeoutMs'
  > = {},
): PaymentProvider {
  const provider = site.payment_provider;
  const mode = env[PAYMENT_MODE_ENV]?.trim();
  if (mode === 'request') return createRequestProvider(wordsOf(site));
  if (mode !== undefined && mode !== '') {
    throw new PaymentConfigurationError(
      site.slug,
      provider ?? 'none',
      `${PAYMENT_MODE_ENV} must be 'request' or unset (got '${mode}')`,
    );
  }
  if (provider === null) return createRequestProvider(wordsOf(site));
  if (provider !== 'stripe') {
    throw new PaymentConfigurationError(
      site.slug,
      provider,
      `Site '${site.slug}' is configured with payment provider '${provider}', which this build cannot serve`,
    );
  }
  const publishableKey =
    fromEnv(env, 'STRIPE_PUBLISHABLE_KEY', site.slug) ??
    site.dealerships.find((d) => d.stripe_publishable_key)?.stripe_publishable_key;
  const required = {
    STRIPE_SECRET_KEY: fromEnv(env, 'STRIPE_SECRET_KEY', site.slug),
    STRIPE_WEBHOOK_SECRET: fromEnv(env, 'STRIPE_WEBHOOK_SECRET', site.slug),
    STRIPE_PUBLISHABLE_KEY: publishableKey,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new PaymentConfigurationError(
      site.slug,
      provider,
      `Site '${site.slug}' is configured with payment provider 'stripe', but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (or ${missing.map((m) => siteEnvName(m, site.slug)).join(', ')} for this site${missing.includes('STRIPE_PUBLISHABLE_KEY') ? ", or a dealership's stripe_publishable_key" : ''})`,
    );
  }
  try {
    return createStripeProvider({
      ...stripeOptions,
      secretKey: required.STRIPE_SECRET_KEY!,
      webhookSecret: required.STRIPE_WEBHOOK_SECRET!,
      publishableKey: required.STRIPE_PUBLISHABLE_KEY!,
    });
  } catch (error) {
    throw new PaymentConfigurationError(
      site.slug,
      provider,
      `Site '${site.slug}' has a malformed Stripe configuration: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
