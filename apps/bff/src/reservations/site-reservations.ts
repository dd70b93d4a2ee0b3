import {
  createReservationService,
  DEFAULT_HOLD_LIMITS,
  type HoldLimits,
  PAYMENT_MODE_ENV,
  type PaymentEnv,
  type PaymentProvider,
  providerFor,
  type ReservationMode,
  type ReservationService,
  type SqlPort,
  type StripeProviderOptions,
  siteEnvName,
} from '@dealer/reservations';
import type { Registry, Site } from '@dealer/site-registry';
import { sitePhoneRule } from '@dealer/validation';
import type { BackgroundLease } from '../copies/lease.js';
import { HeldCars } from './held-cars.js';

/**
 * One reservation service per site (spec §2 /cars/{slug}/checkout, §3 payment_provider, §9 providers
 * stripe, till, st_george), built when the registry loads, plus the sweep timer that expires holds and
 * finishes refunds (`expireDue` / `retryRefunds`).
 *
 * Configuration is strict: a site with a provider this build cannot serve (till, st_george) or Stripe
 * without its keys fails `startServer` with the PaymentConfigurationError naming the site and provider.
 * The one exception is the demo registry on a machine without Stripe keys (`npm start` on a fresh
 * checkout): its Stripe sites serve reservations as dealer-confirmed requests (the embedded default, no
 * money moves), logged once at start naming the sites. A site with only some of its Stripe keys set is
 * a mistake, so it still fails.
 */

export interface ReservationSettings {
  /** Payment settings (STRIPE_*, RESERVATIONS_PAYMENT_MODE); default process.env. */
  env?: PaymentEnv;
  /** Demo fallback for Stripe sites without keys; default: on for the demo registry only. */
  demoFallback?: boolean;
  /** Hold length override (minutes) for every site; default per provider (35 min Stripe, 48 h request). */
  holdMinutes?: number;
  /** How often holds are expired and refunds retried; default every minute. */
  sweepIntervalMs?: number;
  /** Bounds on unpaid holds per contact, visitor cookie and client address; default DEFAULT_HOLD_LIMITS. */
  holdLimits?: Partial<HoldLimits>;
  /** How long this copy trusts its held-car set without a write of its own (see HeldCars); default 1 s. */
  heldCacheMs?: number;
  /** Stripe client options (tests point `api` at a local double). */
  stripe?: Pick<StripeProviderOptions, 'api' | 'uiMode' | 'maxNetworkRetries' | 'timeoutMs'>;
}

export interface SiteReservations {
  service: ReservationService;
  /** 'payment' takes a deposit through the provider; 'request' is a hold the dealer confirms. */
  mode: ReservationMode;
  provider: PaymentProvider['name'];
}

const STRIPE_SECRETS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

function hasAnyStripeSecret(site: Site, env: PaymentEnv): boolean {
  return STRIPE_SECRETS.some((name) =>
    Boolean(env[siteEnvName(name, site.slug)]?.trim() || env[name]?.trim()),
  );
}

export interface ReservationsOptions extends ReservationSettings {
  registry: Registry;
  db: SqlPort;
  now: () => Date;
  log: (message: string) => void;
  /** Called with every reservation whose state the sweep changed (the BFF mirrors it onto the lead). */
  onChanged?: (site: string, reservations: { id: string; status: string }[]) => Promise<void>;
  /**
   * With several server copies on one database, only the copy holding this lease sweeps (a refund is
   * retried by one copy, not by each); without it, this copy always sweeps.
   */
  sweepLease?: BackgroundLease;
}

export class Reservations {
  /** The cars held on any site, cached for search results and car records. */
  readonly held: HeldCars;
  private readonly sites = new Map<string, SiteReservations>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<boolean> | null = null;

  constructor(private readonly options: ReservationsOptions) {
    const env = options.env ?? process.env;
    this.held = new HeldCars({
      db: options.db,
      now: options.now,
      ...(options.heldCacheMs !== undefined ? { ttlMs: options.heldCacheMs } : {}),
    });
    const fallbackSites = this.addSites(options.registry);
    if (fallbackSites.length > 0) {
      options.log(
        `reservations: no Stripe keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) for the demo site(s) ${fallbackSites.join(', ')}; ` +
          'they take reservations as requests the dealer confirms (no money moves) until the keys are set',
      );
    }
    if (env[PAYMENT_MODE_ENV]?.trim() === 'request') {
      options.log(`reservations: ${PAYMENT_MODE_ENV}=request, every site takes reservations as requests`);
    }
  }

  /**
   * Builds the reservation service of every site of the registry that has none yet (a site file added
   * while the server runs); returns the sites on the demo's dealer-confirmed fallback. Throws
   * PaymentConfigurationError naming the site and provider it cannot serve (till, st_george, Stripe w/o keys).
   */
  addSites(registry: Registry): string[] {
    const { options } = this;
    const env = options.env ?? process.env;
    const holdLimits = options.holdLimits ? { ...DEFAULT_HOLD_LIMITS, ...options.holdLimits } : undefined;
    const fallbackSites: string[] = [];
    for (const site of registry.sites) {
      if (this.sites.has(site.slug)) continue;
      let siteEnv = env;
      const explicitMode = env[PAYMENT_MODE_ENV]?.trim();
      if (
        options.demoFallback &&
        !explicitMode &&
        site.payment_provider === 'stripe' &&
        !hasAnyStripeSecret(site, env)
      ) {
        siteEnv = { ...env, [PAYMENT_MODE_ENV]: 'request' };
        fallbackSites.push(site.slug);
      }
      const provider = providerFor(site, siteEnv, options.stripe ?? {});
      const service = createReservationService({
        db: options.db,
        provider,
        siteSlug: site.slug,
        now: options.now,
        phoneRule: sitePhoneRule(site),
        site,
        ...(holdLimits ? { holdLimits } : {}),
        ...(options.holdMinutes !== undefined ? { holdMinutes: options.holdMinutes } : {}),
      });
      this.sites.set(site.slug, {
        service,
        provider: provider.name,
        mode: provider.name === 'request' ? 'request' : 'payment',
      });
    }
    return fallbackSites;
  }

  forSite(site: Pick<Site, 'slug'>): SiteReservations {
    const found = this.sites.get(site.slug);
    if (!found) throw new Error(`No reservation service for site '${site.slug}'`);
    return found;
  }

  /**
   * Expires due holds and retries failed refunds on every site; one pass at a time, and on one copy at a
   * time (the sweep lease). Resolves to whether this copy swept.
   */
  sweep(): Promise<boolean> {
    this.sweeping ??= (async () => {
      try {
        if (this.options.sweepLease && !(await this.options.sweepLease.acquire())) return false;
        for (const [slug, { service }] of this.sites) {
          const expired = await service.expireDue();
          const refunds = await service.retryRefunds();
          const changed = [
            ...expired.map((r) => ({ id: r.id, status: r.status as string })),
            ...refunds
              .filter((r) => r.refund.status === 'refunded')
              .map((r) => ({ id: r.reservation.id, status: 'refunded' })),
          ];
          if (expired.length > 0) {
            this.held.invalidate();
            this.options.log(`reservations: expired ${expired.length} hold(s) on ${slug}`);
          }
          if (changed.length > 0) await this.options.onChanged?.(slug, changed);
          for (const failed of refunds.filter((r) => r.refund.status === 'failed')) {
            this.options.log(
              `reservations: refund of ${failed.reservation.id} (${slug}) failed again; retrying later`,
            );
          }
        }
        return true;
      } catch (error) {
        this.options.log(`reservations: sweep failed: ${(error as Error).message}`);
        return false;
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  /** Starts the sweep timer (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), this.options.sweepIntervalMs ?? 60_000);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in flight, so the store can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    await this.options.sweepLease?.release().catch(() => undefined);
  }
}
