import { EVENT_IDS, RENTAL_BOOKING_CATEGORY } from '@dealer/event-ids';
import type { Car } from '@dealer/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';

/** §1 rental bookings with dates over real HTTP with PGlite (issue 29). TEST_NOW is 11 Mar 2026 in NSW. */

const SITE = 'cityhop-rentals';
const auth = {
  authorization: `Basic ${Buffer.from(`${SITE}:${testDealerPassword(SITE)}`).toString('base64')}`,
};
const contact = { name: 'Ann Lee', email: 'ann@example.com', phone: '0412 345 678', terms_agreed: true };

describe('rental bookings (§1 rental sellers, issue 29)', () => {
  let server: TestServer;
  let cars: Car[];
  const client = () => server.site(SITE);
  const book = (car: Car, pickUpDate: string, returnDate: string, extra: Record<string, unknown> = {}) =>
    client()('/api/rental-bookings', {
      method: 'POST',
      json: { car_id: car.id, ...contact, pickUpDate, returnDate, ...extra },
    });

  beforeAll(async () => {
    server = await startTestServer({
      inventorySize: { [SITE]: 20, 'harbour-auto': 5 },
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
    });
    cars = (await client()('/api/search')).json<{ hits: Car[] }>().hits;
    expect(cars.length).toBeGreaterThanOrEqual(3);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('should answer 404 on a site that does not hire cars out', async () => {
    const res = await server.site('harbour-auto')('/api/rental-bookings', {
      method: 'POST',
      json: { car_id: 1, ...contact, pickUpDate: '2026-04-01', returnDate: '2026-04-03' },
    });
    expect(res.status).toBe(404);
  });

  it('should not hold a fleet car for 48 h through the reservation API (400 naming pickUpDate)', async () => {
    const res = await client()('/api/reservations', {
      method: 'POST',
      json: { car_id: cars[0]?.id, ...contact, terms_agreed: true },
    });
    expect(res.status).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('pickUpDate');
    expect((await client()(`/api/rental-bookings/window?car_id=${cars[0]?.id}`)).json()).toMatchObject({
      booked: [],
    });
  });

  it("should tell the form the bookable window from the site's today and the car's booked dates", async () => {
    const res = await client()(`/api/rental-bookings/window?car_id=${cars[0]?.id}`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ min: '2026-03-11', max: '2026-09-07', max_days: 90, booked: [] });
  });

  it.each([
    ['2026-03-10', '2026-03-12', 'pickUpDate'],
    ['2026-04-05', '2026-04-05', 'returnDate'],
    ['2026-04-05', '2026-04-01', 'returnDate'],
    ['2026-09-08', '2026-09-10', 'pickUpDate'],
    ['2026-04-01', '2026-07-01', 'returnDate'],
    ['', '2026-04-01', 'pickUpDate'],
  ])('should refuse pick-up %j and return %j with a 400 naming %s', async (pickUp, back, field) => {
    const res = await book(cars[0] as Car, pickUp, back);
    expect(res.status).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
  });

  it('should book the dates, keep other dates bookable, refuse an overlap with a 409 naming the field', async () => {
    const car = cars[1] as Car;
    const first = await book(car, '2026-04-10', '2026-04-15');
    expect(first.status).toBe(201);
    expect(first.json()).toMatchObject({
      car_id: car.id,
      pickUpDate: '2026-04-10',
      returnDate: '2026-04-15',
    });
    const overlap = await book(car, '2026-04-12', '2026-04-20', { email: 'bob@example.com' });
    expect(overlap.status).toBe(409);
    expect(overlap.json()).toMatchObject({ reason: 'overlap', fields: { pickUpDate: expect.any(String) } });
    const into = await book(car, '2026-04-08', '2026-04-11', { email: 'bob@example.com' });
    expect(into.json<{ fields: object }>().fields).toHaveProperty('returnDate');
    expect((await book(car, '2026-04-15', '2026-04-18', { email: 'bob@example.com' })).status).toBe(201);
    // Not a 48-hour hold: the car is not 'Reserved' and other cars are untouched.
    expect((await book(cars[2] as Car, '2026-04-12', '2026-04-20')).status).toBe(201);
    const window = await client()(`/api/rental-bookings/window?car_id=${car.id}`);
    expect(window.json<{ booked: unknown[] }>().booked).toEqual([
      { pickUpDate: '2026-04-10', returnDate: '2026-04-15' },
      { pickUpDate: '2026-04-15', returnDate: '2026-04-18' },
    ]);
  });

  it('should store the lead with the rental category, event and dates', async () => {
    const car = cars[3] as Car;
    const res = await book(car, '2026-05-01', '2026-05-04');
    const { id } = res.json<{ id: string }>();
    const leads = (await client()('/api/dealer/leads', { headers: auth })).json<{
      leads: { category: string; quarantined: boolean; lead: Record<string, unknown> }[];
    }>().leads;
    const lead = leads.find((l) => l.lead.rental_booking_id === id);
    expect(lead).toBeDefined();
    expect(lead?.category).toBe(RENTAL_BOOKING_CATEGORY);
    expect(lead?.quarantined).toBe(false);
    expect(lead?.lead).toMatchObject({
      event_id: EVENT_IDS.rental,
      pickup_date: '2026-05-01',
      return_date: '2026-05-04',
      car_id: car.id,
    });
  });

  it('should let exactly one of concurrent overlapping bookings of one car win', async () => {
    const car = cars[4] as Car;
    const answers = await Promise.all(
      ['2026-06-01', '2026-06-02', '2026-06-03'].map((day, i) =>
        book(car, day, '2026-06-05', { email: `racer${i}@example.com` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});
