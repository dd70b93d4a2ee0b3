import type { Car } from '@dealer/pricing';
import { reservationBlockers } from '@dealer/reservations';
import { demoRegistry, loadRegistry } from '@dealer/site-registry';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.js';
import { startTestServer, TEST_NOW, type TestServer, testDealerPassword } from '../testing/server.js';

/** Online reservations over real HTTP with PGlite (spec §2 checkout, §4 checkout rule, §9). */

const DEALER = {
  authorization: `Basic ${Buffer.from(`harbour-auto:${testDealerPassword('harbour-auto')}`).toString('base64')}`,
};
const WEBHOOK_SECRET = 'whsec_test_reservations_bff';
const STRIPE_TEST_ENV = {
  // Stripe configured for one demo site only; every other demo site falls back to dealer-confirmed requests.
  STRIPE_SECRET_KEY__GATEWAY_USED: 'sk_test_reservations_bff',
  STRIPE_WEBHOOK_SECRET__GATEWAY_USED: WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY__GATEWAY_USED: 'pk_test_reservations_bff',
};
const INVENTORY = { 'harbour-auto': 160, 'gateway-used': 30, 'bayside-mazda': 30 };

const contact = (extra: Record<string, unknown> = {}) => ({
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  terms_agreed: true,
  ...extra,
});

type Site = TestServer['site'];
type Client = ReturnType<Site>;

async function eligibleCars(client: Client): Promise<Car[]> {
  const res = await client('/api/search');
  expect(res.status).toBe(200);
  const cars = res.json<{ hits: Car[] }>().hits;
  // §4 in request mode (no keys on this machine): every rule but the payment processor's.
  return cars.filter((car) => reservationBlockers(car, 'request').length === 0);
}

async function searchHit(client: Client, id: number): Promise<Car | undefined> {
  const res = await client('/api/search');
  return res.json<{ hits: Car[] }>().hits.find((car) => car.id === id);
}

describe('reservation routes (§2 /cars/{slug}/checkout, §4, §9)', () => {
  let server: TestServer;
  let cars: Car[];
  const harbour = () => server.site('harbour-auto');

  beforeAll(async () => {
    server = await startTestServer({
      inventorySize: INVENTORY,
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
      reservations: { env: STRIPE_TEST_ENV },
    });
    cars = await eligibleCars(harbour());
    expect(cars.length).toBeGreaterThanOrEqual(4);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should say how the site takes reservations: a demo site without keys is a dealer-confirmed request', async () => {
    const res = await harbour()('/api/reservations/config');
    expect(res.json()).toEqual({ mode: 'request', provider: 'request', hold_minutes: 48 * 60 });
    const stripe = await server.site('gateway-used')('/api/reservations/config');
    expect(stripe.json()).toEqual({ mode: 'payment', provider: 'stripe', hold_minutes: 35 });
  });

  it('should hold an eligible car: 201 {id, status held, expires_at, deposit, payment dealer_confirms}', async () => {
    const car = cars[0] as Car;
    const res = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, ...contact() },
    });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{
      id: string;
      status: string;
      expires_at: string;
      car_id: number;
      deposit: { amount_cents: number };
      payment: { kind: string; message: string };
    }>();
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.status).toBe('held');
    expect(body.car_id).toBe(car.id);
    // §9 a request takes no money; the hold lasts 48 hours from the (fixed) test clock.
    expect(body.deposit.amount_cents).toBe(0);
    expect(Date.parse(body.expires_at) - TEST_NOW.getTime()).toBe(48 * 3_600_000);
    expect(body.payment.kind).toBe('dealer_confirms');
    expect(body.payment.message).toMatch(/dealer/i);
    expect(res.text).not.toContain('jo@example.com');
  });

  it("should show the held car 'Reserved' (reserved: true) in /api/search and on the car endpoint (§4 tag 2)", async () => {
    const car = cars[0] as Car;
    expect((await searchHit(harbour(), car.id))?.reserved).toBe(true);
    const siteId = demoRegistry().sites.find((s) => s.slug === 'harbour-auto')?.id;
    for (const key of [car.slug, String(car.id)]) {
      const single = await harbour()(`/api/websites/${siteId}/cars/${key}.json`);
      expect(single.status).toBe(200);
      expect(single.json<Car>().reserved).toBe(true);
      expect(single.headers['cache-control']).toContain('max-age=0');
    }
    // Another car is untouched.
    const other = cars[3] as Car;
    expect((await searchHit(harbour(), other.id))?.reserved).toBe(false);
  });

  it('should revalidate search with an ETag that covers the holds (304 only while nothing changed)', async () => {
    const first = await harbour()('/api/search');
    const etag = first.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    const again = await harbour()('/api/search', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const car = cars[2] as Car;
    const held = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, ...contact() },
    });
    expect(held.status).toBe(201);
    const changed = await harbour()('/api/search', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.json<{ hits: Car[] }>().hits.find((c) => c.id === car.id)?.reserved).toBe(true);
  });

  it('should answer a second shopper with 409 and the reason (already reserved)', async () => {
    const car = cars[0] as Car;
    const res = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, ...contact({ name: 'Sam Second', email: 'sam@example.com' }) },
    });
    expect(res.status).toBe(409);
    expect(res.json<{ error: string }>().error).toBe('This car is already reserved.');
  });

  it('should answer bad contact details with 400 naming each field (§5)', async () => {
    const car = cars[1] as Car;
    const res = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, name: '', email: 'not-an-email', phone: '12', terms_agreed: false },
    });
    expect(res.status).toBe(400);
    const body = res.json<{ error: string; fields: Record<string, string> }>();
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'name', 'phone', 'terms_agreed']);
    expect(body.fields.terms_agreed).toBe('*This is a required field.');
    // Nothing was held: the car is still free.
    expect((await searchHit(harbour(), car.id))?.reserved).toBe(false);
  });

  it('should answer a missing or malformed car_id and a non-JSON body with 400, never 500', async () => {
    const missing = await harbour()('/api/reservations', { method: 'POST', json: contact() });
    expect(missing.status).toBe(400);
    expect(missing.json<{ fields: Record<string, string> }>().fields.car_id).toBeDefined();
    const text = await harbour()('/api/reservations', {
      method: 'POST',
      body: 'car_id=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const array = await harbour()('/api/reservations', { method: 'POST', json: [1, 2] });
    expect(array.status).toBe(400);
  });

  it("should 404 another site's car (tenant scope) and an unknown car", async () => {
    const [bayside] = await eligibleCars(server.site('bayside-mazda'));
    expect(bayside).toBeDefined();
    const cross = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: bayside?.id, ...contact() },
    });
    expect(cross.status).toBe(404);
    const unknown = await harbour()('/api/reservations', {
      method: 'POST',
      json: { car_id: 987_654_321, ...contact() },
    });
    expect(unknown.status).toBe(404);
    expect((await searchHit(server.site('bayside-mazda'), bayside?.id ?? 0))?.reserved).toBe(false);
  });

  it('should let exactly one of 50 concurrent shoppers hold one car (201 once, 409 for the rest)', async () => {
    const car = cars[1] as Car;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        harbour()('/api/reservations', {
          method: 'POST',
          json: {
            car_id: car.id,
            ...contact({ email: `racer${i}@example.com`, phone: `0412 000 ${String(100 + i)}` }),
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const list = await harbour()('/api/dealer/reservations?status=held', { headers: DEALER });
    const held = list
      .json<{ reservations: { car_id: number }[] }>()
      .reservations.filter((r) => r.car_id === car.id);
    expect(held).toHaveLength(1);
  });

  it('should put a §9 event-42 reserve lead with the reservation state in the dealer inbox', async () => {
    const car = cars[0] as Car;
    const inbox = await harbour()('/api/dealer/leads', { headers: DEALER });
    const leads = inbox.json<{ leads: { category: string; lead: Record<string, unknown> }[] }>().leads;
    const lead = leads.find((l) => l.category === 'Reserve' && l.lead.car_id === car.id);
    expect(lead?.lead).toMatchObject({
      event_id: 42,
      name: 'Jo Citizen',
      email: 'jo@example.com',
      reservation_status: 'held',
      website_slug: 'harbour-auto',
    });
    expect(lead?.lead.reservation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should let the dealer list, confirm and cancel reservations behind basic auth', async () => {
    expect((await harbour()('/api/dealer/reservations')).status).toBe(401);
    expect((await harbour()('/api/dealer/reservations?status=nonsense', { headers: DEALER })).status).toBe(
      400,
    );
    const car = cars[0] as Car;
    const list = await harbour()('/api/dealer/reservations', { headers: DEALER });
    const mine = list
      .json<{ reservations: { id: string; car_id: number; status: string; contact: { email: string } }[] }>()
      .reservations.find((r) => r.car_id === car.id && r.status === 'held');
    expect(mine?.contact.email).toBe('jo@example.com');
    const id = mine?.id ?? '';

    const confirmed = await harbour()(`/api/dealer/reservations/${id}/confirm`, {
      method: 'POST',
      headers: DEALER,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json<{ reservation: { status: string } }>().reservation.status).toBe('confirmed');
    expect((await searchHit(harbour(), car.id))?.reserved).toBe(true);

    const again = await harbour()(`/api/dealer/reservations/${id}/confirm`, {
      method: 'POST',
      headers: DEALER,
    });
    expect(again.status).toBe(409);

    const cancelled = await harbour()(`/api/dealer/reservations/${id}/cancel`, {
      method: 'POST',
      headers: DEALER,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json<{ reservation: { status: string } }>().reservation.status).toBe('cancelled');
    expect((await searchHit(harbour(), car.id))?.reserved).toBe(false);

    // The lead mirrors the reservation's state.
    const inbox = await harbour()('/api/dealer/leads', { headers: DEALER });
    const lead = inbox
      .json<{ leads: { lead: Record<string, unknown> }[] }>()
      .leads.find((l) => l.lead.reservation_id === id);
    expect(lead?.lead.reservation_status).toBe('cancelled');

    expect(
      (await harbour()('/api/dealer/reservations/not-a-uuid/cancel', { method: 'POST', headers: DEALER }))
        .status,
    ).toBe(404);
    // Another site's dealer cannot act on this site's reservation.
    const otherDealer = {
      authorization: `Basic ${Buffer.from(`bayside-mazda:${testDealerPassword('bayside-mazda')}`).toString('base64')}`,
    };
    expect(
      (
        await server.site('bayside-mazda')(`/api/dealer/reservations/${id}/confirm`, {
          method: 'POST',
          headers: otherDealer,
        })
      ).status,
    ).toBe(404);
  });

  it('should verify Stripe webhooks over the raw body: a bad or missing signature is 400, a signed event 200', async () => {
    const gateway = server.site('gateway-used');
    const payload = JSON.stringify({
      id: 'evt_test_unrelated',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_test', object: 'customer' } },
    });
    const stripe = new Stripe('sk_test_reservations_bff');
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const post = (headers: Record<string, string>, body = payload) =>
      gateway('/api/payments/stripe/webhook', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });

    expect((await post({ 'stripe-signature': wrong })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    // Same signature, one byte changed: the signature covers the exact raw bytes.
    expect((await post({ 'stripe-signature': signed }, payload.replace('cus_test', 'cus_tesT'))).status).toBe(
      400,
    );
    const ok = await post({ 'stripe-signature': signed });
    expect(ok.status).toBe(200);
    expect(ok.json()).toMatchObject({ received: true });
    // A request-mode site takes no payments, so it accepts no webhooks.
    const request = await harbour()('/api/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed },
    });
    expect(request.status).toBe(400);
  });
});

describe('reservation holds expire (§4 holds release the car)', () => {
  let server: TestServer;
  let clock = TEST_NOW;
  beforeAll(async () => {
    server = await startTestServer({
      now: () => clock,
      inventorySize: { 'harbour-auto': 80 },
      rateLimit: { leads: { limit: 3, windowMs: 60_000 } },
      reservations: { env: {}, holdMinutes: 10, sweepIntervalMs: 25 },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should release the car once the hold time passes: sweep expires it, search shows it free, another shopper may hold it', async () => {
    const harbour = server.site('harbour-auto');
    const [car] = await eligibleCars(harbour);
    expect(car).toBeDefined();
    const id = car?.id ?? 0;
    const first = await harbour('/api/reservations', { method: 'POST', json: { car_id: id, ...contact() } });
    expect(first.status).toBe(201);
    expect(Date.parse(first.json<{ expires_at: string }>().expires_at) - clock.getTime()).toBe(10 * 60_000);
    expect((await searchHit(harbour, id))?.reserved).toBe(true);

    clock = new Date(TEST_NOW.getTime() + 11 * 60_000);
    expect((await searchHit(harbour, id))?.reserved).toBe(false);
    // The timer's sweep marks it expired (and the lead follows).
    let status = '';
    for (let i = 0; i < 100 && status !== 'expired'; i++) {
      await new Promise((done) => setTimeout(done, 20));
      const list = await harbour('/api/dealer/reservations', { headers: DEALER });
      status = list.json<{ reservations: { status: string }[] }>().reservations[0]?.status ?? '';
    }
    expect(status).toBe('expired');
    const inbox = await harbour('/api/dealer/leads', { headers: DEALER });
    expect(
      inbox.json<{ leads: { lead: Record<string, unknown> }[] }>().leads[0]?.lead.reservation_status,
    ).toBe('expired');

    const second = await harbour('/api/reservations', {
      method: 'POST',
      json: { car_id: id, ...contact({ email: 'next@example.com' }) },
    });
    expect(second.status).toBe(201);
  });

  it('should rate limit reservation attempts per client like leads (429 with Retry-After)', async () => {
    const harbour = server.site('harbour-auto');
    // The limit of 3 per minute was set for this server; two were used above.
    const third = await harbour('/api/reservations', { method: 'POST', json: { car_id: 1 } });
    expect(third.status).not.toBe(429);
    const fourth = await harbour('/api/reservations', { method: 'POST', json: { car_id: 1 } });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('payment configuration (§9 providers stripe, till, st_george)', () => {
  it('should refuse to start with a site on a provider this build cannot serve, naming the site and provider', async () => {
    const sites = demoRegistry().sites.map((site) =>
      site.slug === 'harbour-auto' ? { ...site, payment_provider: 'till' as const } : site,
    );
    await expect(
      startServer({
        port: 0,
        registry: loadRegistry({ sites }),
        web: false,
        watchInventory: false,
        inventorySize: 10,
      }),
    ).rejects.toThrow(
      "Site 'harbour-auto' is configured with payment provider 'till', which this build cannot serve",
    );
  });

  it('should keep a non-demo registry strict: a Stripe site without keys fails to start', async () => {
    const sites = demoRegistry().sites.filter((site) => site.slug === 'gateway-used');
    await expect(
      startServer({
        port: 0,
        registry: loadRegistry({ sites }),
        web: false,
        watchInventory: false,
        inventorySize: 10,
        reservations: { env: {} },
      }),
    ).rejects.toThrow(
      /Site 'gateway-used' is configured with payment provider 'stripe', but STRIPE_SECRET_KEY/,
    );
  });
});
