import type { Car } from '@dealer/pricing';
import { TRADE_IN_MESSAGES } from '@dealer/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server.js';

describe('submission routes (§7 lead and tracking calls)', () => {
  let server: TestServer;
  let car: Car;
  beforeAll(async () => {
    server = await startTestServer();
    car = (await server.site('harbour-auto')('/api/search?path=/search/new-used-and-demo-cars')).json<{
      hits: Car[];
    }>().hits[0] as Car;
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });
  const harbour = () => server.site('harbour-auto');

  it('should give an honest trade-in estimate from comparable stock and say which source answered', async () => {
    const res = await harbour()('/api/valuations', {
      method: 'POST',
      json: { rego: 'ABC123', regoState: 'nsw', make: 'Toyota', model: 'RAV4', year: 2023, km: 30000 },
    });
    expect(res.status).toBe(201);
    const body = res.json<{
      id: string;
      update_token: string;
      offer_price: number | null;
      estimate: { source: string; comparables: number; onlineEstimate: boolean };
    }>();
    expect(body.estimate.source).toBe('embedded-comparable-stock');
    expect(body.estimate.onlineEstimate).toBe(true);
    expect(body.estimate.comparables).toBeGreaterThanOrEqual(3);
    expect(body.offer_price).toBeGreaterThan(5000);

    const update = await harbour()('/api/valuations', {
      method: 'PUT',
      json: { id: body.id, adjustmentAnswers: { accident: 'yes' } },
      headers: { authorization: `Bearer ${body.update_token}` },
    });
    expect(update.status).toBe(200);
    expect(update.json<{ offer_price: number }>().offer_price).toBeLessThan(body.offer_price as number);
    const forbidden = await harbour()('/api/valuations', {
      method: 'PUT',
      json: { id: body.id, adjustmentAnswers: {} },
      headers: { authorization: 'Bearer wrong-token-wrong-token' },
    });
    expect(forbidden.status).toBe(403);
    const otherSite = await server.site('bayside-mazda')('/api/valuations', {
      method: 'PUT',
      json: { id: body.id, adjustmentAnswers: {} },
      headers: { authorization: `Bearer ${body.update_token}` },
    });
    expect(otherSite.status).toBe(404);
  });

  it('should give no online estimate over 7 years or 100,000 km (§4 §9)', async () => {
    const old = await harbour()('/api/valuations', {
      method: 'POST',
      json: { rego: 'OLD1', regoState: 'QLD', make: 'Toyota', model: 'HiLux', year: 2012, km: 40000 },
    });
    expect(old.json()).toMatchObject({ offer_price: null, estimate: { onlineEstimate: false } });
    const far = await harbour()('/api/valuations', {
      method: 'POST',
      json: { rego: 'KM1', regoState: 'QLD', make: 'Toyota', model: 'HiLux', year: 2024, km: 150000 },
    });
    expect(far.json()).toMatchObject({ offer_price: null, estimate: { onlineEstimate: false } });
  });

  it('should validate every body and name the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/valuations', { rego: '', regoState: 'NSW' }, 'rego'],
      ['/api/valuations', { rego: 'ABC', regoState: 'XX' }, 'regoState'],
      ['/api/nevdis', { rego: 'ABC' }, 'state'],
      ['/api/credit-score', { first_name: 'A', last_name: 'B', consent: false }, 'consent'],
      ['/api/events/car_phone_call', { car_id: 'abc' }, 'car_id'],
      ['/api/events/phone_reveal', { car_id: car.id, dealership_id: car.dealership_id }, 'website_id'],
    ];
    for (const [path, json, field] of cases) {
      const res = await harbour()(path, { method: 'POST', json });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields), path).toContain(field);
    }
    expect(
      (
        await harbour()('/api/miscellaneous', {
          method: 'POST',
          body: '[1]',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });

  it('should take the trade-in years the form takes, with the form’s message (1950 to next year)', async () => {
    const year = async (value: number) =>
      harbour()('/api/valuations', {
        method: 'POST',
        json: { rego: 'YR1', regoState: 'NSW', make: 'Toyota', model: 'RAV4', year: value, km: 1000 },
      });
    for (const bad of [1920, new Date().getUTCFullYear() + 2]) {
      const res = await year(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.year).toBe(TRADE_IN_MESSAGES.year);
    }
    expect((await year(1950)).status).toBe(201);
  });

  it('should store lookups and say when a third party is not connected', async () => {
    const nevdis = await harbour()('/api/nevdis', { method: 'POST', json: { rego: 'ABC123', state: 'NSW' } });
    expect(nevdis.json()).toMatchObject({ source: 'unavailable', found: false });
    const autograb = await harbour()('/api/simple-autograb-lookup', {
      method: 'POST',
      json: { make: 'Toyota', model: 'RAV4', year: 2023, km: 20000 },
    });
    expect(autograb.json()).toMatchObject({ source: 'embedded-comparable-stock', found: true });
    const credit = await harbour()('/api/credit-score', {
      method: 'POST',
      json: { first_name: 'A', last_name: 'B', consent: true },
    });
    expect(credit.json()).toMatchObject({ source: 'unavailable', score: null });
    expect(credit.headers['cache-control']).toBe('no-store');
    expect(
      (await harbour()('/api/miscellaneous', { method: 'POST', json: { offer_price: 1000 } })).status,
    ).toBe(201);
    const customer = await harbour()('/api/carClarityCustomer', {
      method: 'POST',
      json: { lead: { name: 'Jo', email: 'jo@example.com' } },
    });
    expect(customer.status).toBe(201);
  });

  it('should record phone events only for the site’s own cars (§4 phone reveal)', async () => {
    const reveal = await harbour()('/api/events/phone_reveal', {
      method: 'POST',
      json: { car_id: car.id, dealership_id: car.dealership_id, website_id: 101 },
    });
    expect(reveal.status).toBe(201);
    const call = await harbour()('/api/events/car_phone_call', { method: 'POST', json: { car_id: car.id } });
    expect(call.status).toBe(201);
    const otherSite = await server.site('bayside-mazda')('/api/events/phone_reveal', {
      method: 'POST',
      json: { car_id: car.id, dealership_id: car.dealership_id, website_id: 102 },
    });
    expect(otherSite.status).toBe(400);
  });

  it("should take an NZ site's plate region and refuse an Australian state there (and the reverse)", async () => {
    const kiwi = server.site('kiwi-motors');
    const nz = await kiwi('/api/valuations', {
      method: 'POST',
      json: { rego: 'KIWI1', regoState: 'auckland', make: 'Toyota', model: 'Corolla', year: 2022, km: 30000 },
    });
    expect(nz.status).toBe(201);
    const wrong = await kiwi('/api/valuations', {
      method: 'POST',
      json: { rego: 'KIWI2', regoState: 'NSW', make: 'Toyota', model: 'Corolla', year: 2022, km: 30000 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json<{ fields: Record<string, string> }>().fields.regoState).toBe(
      'Choose a New Zealand region',
    );
    const au = await harbour()('/api/valuations', {
      method: 'POST',
      json: { rego: 'AUS1', regoState: 'Auckland', make: 'Toyota', model: 'RAV4', year: 2022, km: 30000 },
    });
    expect(au.status).toBe(400);
  });
});
