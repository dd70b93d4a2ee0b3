import type { Car } from '@dealer/pricing';
import { HOLD_REFUSED_MESSAGE, reservationBlockers } from '@dealer/reservations';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerAuth, startTestServer, type TestServer, testFormToken } from '../testing/server.js';

/**
 * §1 bot protection on reservations: a site's bot screen covers its reserve form like its lead forms. A
 * suspected bot must not lock a car: no hold, one 409 whatever tripped the screen, and its attempt kept
 * for the dealer as a quarantined reserve lead.
 */

// Every demo site that takes reservations and screens for bots (each gets the same coverage).
const PROTECTED = demoRegistry()
  .sites.filter((s) => s.features.bot_protection && s.payment_provider)
  .map((s) => s.slug);

const contact = (n: number) => ({
  name: `Jo Citizen ${n}`,
  email: `jo${n}@example.com`,
  phone: `0412 345 67${n}`,
  terms_agreed: true,
});
// A person: honeypot empty, the page rendered 20 s ago (signed token), 9 s typing.
const HUMAN = async () => ({ website: '', form_fill_ms: 9_000, form_token: await testFormToken(20_000) });

interface InboxLead {
  id: string;
  category: string;
  quarantined: boolean;
  quarantine_reason: string | null;
  delivery: { status: string | null };
  lead: Record<string, unknown>;
}

it('should have at least one demo site with reservations and bot protection (bigbox-cars)', () => {
  expect(PROTECTED).toContain('bigbox-cars');
});

describe.each(PROTECTED)('reservations on bot-protected %s (§1, §2 checkout)', (slug) => {
  let server: TestServer;
  let cars: Car[];
  const client = () => server.site(slug);
  const auth = dealerAuth(slug);
  const reserve = (car: Car, fields: Record<string, unknown>, address: string) =>
    client()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, ...fields },
      headers: { 'x-forwarded-for': address },
    });
  const reserved = async (car: Car) =>
    (await client()('/api/search')).json<{ hits: Car[] }>().hits.find((c) => c.id === car.id)?.reserved;
  const inbox = async () =>
    (await client()('/api/dealer/leads', { headers: auth })).json<{ leads: InboxLead[] }>().leads;

  beforeAll(async () => {
    server = await startTestServer({
      inventorySize: { [slug]: 40 },
      trustProxy: true,
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
    });
    const hits = (await client()('/api/search')).json<{ hits: Car[] }>().hits;
    cars = hits.filter((car) => reservationBlockers(car, 'request').length === 0);
    expect(cars.length).toBeGreaterThanOrEqual(6);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should hold the car for a person (honeypot empty, human-paced) and deliver the reserve lead', async () => {
    const car = cars[0] as Car;
    const res = await reserve(car, { ...contact(1), ...(await HUMAN()) }, '203.0.113.1');
    expect(res.status).toBe(201);
    expect(await reserved(car)).toBe(true);
    const lead = (await inbox()).find((l) => l.category === 'Reserve' && l.lead.car_id === car.id);
    expect(lead?.quarantined).toBe(false);
    expect(lead?.lead.reservation_status).toBe('held');
    expect(lead?.lead).not.toHaveProperty('website');
    expect(lead?.lead).not.toHaveProperty('form_fill_ms');
  });

  it('should refuse a suspected bot the hold with one 409 for every reason, keeping the attempt quarantined', async () => {
    const token = await testFormToken(20_000);
    const bots = [
      { fields: { ...(await HUMAN()), website: 'http://spam.example' }, reason: 'honeypot_filled' },
      { fields: { website: '', form_fill_ms: 120, form_token: token }, reason: 'submitted_too_fast' },
      { fields: { website: '', form_fill_ms: 9_000 }, reason: 'timing_missing' },
      { fields: { website: '', form_fill_ms: 9_000, form_token: `${token}x` }, reason: 'timing_forged' },
    ];
    const bodies = new Set<string>();
    for (const [i, bot] of bots.entries()) {
      const car = cars[1 + i] as Car;
      const res = await reserve(car, { ...contact(2 + i), ...bot.fields }, `198.51.100.${i + 1}`);
      expect(res.status).toBe(409);
      expect(res.headers['cache-control']).toBe('no-store');
      bodies.add(res.text);
      // No car is locked: a person can still reserve it.
      expect(await reserved(car)).toBe(false);
      const lead = (await inbox()).find((l) => l.category === 'Reserve' && l.lead.car_id === car.id);
      expect(lead).toMatchObject({ quarantined: true, quarantine_reason: bot.reason });
      expect(lead?.delivery.status).toBe('held');
      expect(lead?.lead).toMatchObject({ reservation_status: 'refused', email: `jo${2 + i}@example.com` });
      expect(lead?.lead).not.toHaveProperty('reservation_id');
    }
    // The answer never says which check failed.
    expect([...bodies]).toEqual([JSON.stringify({ error: HOLD_REFUSED_MESSAGE, reason: 'refused' })]);
    const person = await reserve(cars[1] as Car, { ...contact(9), ...(await HUMAN()) }, '203.0.113.9');
    expect(person.status).toBe(201);
  });

  it("should still answer a bot's bad contact details with 400 naming the fields (nothing stored)", async () => {
    const car = cars[5] as Car;
    const before = (await inbox()).length;
    const res = await reserve(car, { ...contact(5), email: 'nope', website: 'spam' }, '198.51.100.50');
    expect(res.status).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toEqual(['email']);
    expect((await inbox()).length).toBe(before);
    expect(await reserved(car)).toBe(false);
  });
});
