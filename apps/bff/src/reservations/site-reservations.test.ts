import { applyReservationMigration, PaymentConfigurationError } from '@dealer/reservations';
import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reservations } from './site-reservations.js';

/** Reservation configuration (§3 payment_provider, §9 providers stripe, till, st_george) and the sweep. */

describe('Reservations (one service per site, demo fallback, sweep timer)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await applyReservationMigration(db);
  }, 60_000); // PGlite starts slowly on a loaded machine
  afterAll(async () => {
    await db.close();
  });
  const now = () => new Date('2026-03-10T23:00:00.000Z');
  const stripeSites = demoRegistry()
    .sites.filter((s) => s.payment_provider === 'stripe')
    .map((s) => s.slug);

  it('demo registry without Stripe keys: every Stripe site takes requests, logged once naming the sites', () => {
    const lines: string[] = [];
    const reservations = new Reservations({
      registry: demoRegistry(),
      db,
      now,
      env: {},
      demoFallback: true,
      log: (line) => lines.push(line),
    });
    expect(lines).toHaveLength(1);
    for (const slug of stripeSites) {
      expect(lines[0]).toContain(slug);
      expect(reservations.forSite({ slug }).mode).toBe('request');
    }
  });

  it('a Stripe site with its keys takes payments; the others still fall back', () => {
    const [first, second] = stripeSites as [string, string];
    const env = {
      [`STRIPE_SECRET_KEY__${first.toUpperCase().replace(/-/g, '_')}`]: 'sk_test_x',
      [`STRIPE_WEBHOOK_SECRET__${first.toUpperCase().replace(/-/g, '_')}`]: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    };
    const lines: string[] = [];
    const reservations = new Reservations({
      registry: demoRegistry(),
      db,
      now,
      env,
      demoFallback: true,
      log: (line) => lines.push(line),
    });
    expect(reservations.forSite({ slug: first })).toMatchObject({ mode: 'payment', provider: 'stripe' });
    expect(reservations.forSite({ slug: second }).mode).toBe('request');
    expect(lines[0]).not.toContain(`${first},`);
  });

  it('half-configured Stripe (secret key without webhook secret) fails even on the demo registry', () => {
    expect(
      () =>
        new Reservations({
          registry: demoRegistry(),
          db,
          now,
          env: { STRIPE_SECRET_KEY: 'sk_test_x' },
          demoFallback: true,
          log: () => undefined,
        }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('st_george fails configuration with a message naming the site and provider, fallback or not', () => {
    const sites = demoRegistry().sites.map((s) =>
      s.slug === stripeSites[0] ? { ...s, payment_provider: 'st_george' as const } : s,
    );
    const build = () =>
      new Reservations({
        registry: loadRegistry({ sites }),
        db,
        now,
        env: {},
        demoFallback: true,
        log: () => undefined,
      });
    expect(build).toThrow(PaymentConfigurationError);
    expect(build).toThrow(`Site '${stripeSites[0]}' is configured with payment provider 'st_george'`);
  });

  it('sweep expires due holds and reports them; start/stop run an unref’d timer', async () => {
    let clock = now();
    const changed: { site: string; ids: string[] }[] = [];
    const reservations = new Reservations({
      registry: demoRegistry(),
      db,
      now: () => clock,
      env: { RESERVATIONS_PAYMENT_MODE: 'request' },
      holdMinutes: 5,
      sweepIntervalMs: 10,
      log: () => undefined,
      onChanged: async (site, list) => {
        changed.push({ site, ids: list.map((r) => r.id) });
      },
    });
    const slug = demoRegistry().sites[0]?.slug ?? '';
    const { service } = reservations.forSite({ slug });
    const result = await service.reserve({
      car: {
        id: 4242,
        slug: 'a-car',
        status: 'in_stock',
        sold: false,
        reserved: false,
        reservable: null,
        payment_processors: [],
        reduced_price: null,
        computed_price: null,
        price: 25_000,
      },
      contact: { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', terms_agreed: true },
      successUrl: 'http://x.localhost/ok',
      cancelUrl: 'http://x.localhost/no',
    });
    expect(result.ok).toBe(true);
    expect((await reservations.held.current()).ids).toEqual(new Set([4242]));
    clock = new Date(clock.getTime() + 6 * 60_000);
    reservations.start();
    for (let i = 0; i < 100 && changed.length === 0; i++) await new Promise((done) => setTimeout(done, 10));
    await reservations.stop();
    expect(changed).toEqual([{ site: slug, ids: [result.ok ? result.reservation.id : ''] }]);
    expect((await reservations.held.current()).ids).toEqual(new Set());
  });
});
