import type { Car } from '@dealer/pricing';
import { reservationBlockers } from '@dealer/reservations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeKinds } from '../store/testing.js';
import { type AuditRefusingServer, startAuditRefusingServer } from '../testing/audit-refusal.js';
import { type ConsoleClient, demoLogin, signIn } from '../testing/console.js';
import { BATHURST_ORIGIN, centralWestStaff } from '../testing/console-stock.js';
import { startTestServer, type TestServer } from '../testing/server.js';

/** Console, stock, reservations, content: reservations in the console: list with contact, confirm, cancel, refund; audited. */

const SAME_ORIGIN = BATHURST_ORIGIN;

interface Row {
  id: string;
  car_id: number;
  status: string;
  contact: { name: string; email: string; phone: string };
  car_name: string | null;
}

describe('console reservations', () => {
  let server: TestServer;
  let staff: Record<string, ConsoleClient>;
  let cars: Car[];
  const bathurst = () => server.site('bathurst-motors');
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  const post = (who: string, path: string) =>
    bathurst()(path, { method: 'POST', headers: as(who, SAME_ORIGIN) });
  const reserved = async (id: number) =>
    (await bathurst()(`/api/websites/116/cars/${id}.json`)).json<Car>().reserved;
  const hold = async (car: Car, email: string) => {
    const res = await bathurst()('/api/reservations', {
      method: 'POST',
      json: { car_id: car.id, name: 'Jo Citizen', email, phone: '0412 345 678', terms_agreed: true },
    });
    expect(res.status).toBe(201);
    return res.json<{ id: string }>().id;
  };

  beforeAll(async () => {
    server = await startTestServer({
      inventorySize: { 'bathurst-motors': 40 },
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
    });
    ({ staff, headers: as } = await centralWestStaff(server));
    // A manager of another group's site (Harbour Auto Group's first site).
    staff.otherManager = await signIn(
      server,
      demoLogin(server, 'Harbour Auto Group', 'manager'),
      'harbour-auto',
    );
    const hits = (await bathurst()('/api/search')).json<{ hits: Car[] }>().hits;
    cars = hits.filter((car) => reservationBlockers(car, 'request').length === 0);
    expect(cars.length).toBeGreaterThanOrEqual(3);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it("lists the site's reservations with the shopper's contact and the car", async () => {
    const id = await hold(cars[0] as Car, 'jo@example.com');
    const res = await bathurst()('/api/console/reservations', { headers: as('manager') });
    expect(res.status).toBe(200);
    const rows = res.json<{ mode: string; reservations: Row[] }>();
    expect(rows.mode).toBe('request');
    expect(rows.reservations.find((r) => r.id === id)).toMatchObject({
      status: 'held',
      contact: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
      car_name: (cars[0] as Car).name,
    });
    expect(
      (await bathurst()('/api/console/reservations?status=nope', { headers: as('manager') })).status,
    ).toBe(400);
  });

  it('confirms a request, then cancels it: the car is free in search again; both audited', async () => {
    const car = cars[1] as Car;
    const id = await hold(car, 'sam@example.com');
    expect(await reserved(car.id)).toBe(true);
    const confirmed = await post('manager', `/api/console/reservations/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json<{ reservation: Row }>().reservation.status).toBe('confirmed');
    const cancelled = await post('manager', `/api/console/reservations/${id}/cancel`);
    expect(cancelled.json<{ reservation: Row }>().reservation.status).toBe('cancelled');
    expect(await reserved(car.id)).toBe(false);
    const audit = await bathurst()(`/api/console/audit?site=bathurst-motors`, { headers: as('manager') });
    const actions = audit
      .json<{ entries: { action: string; target: { id: string } }[] }>()
      .entries.filter((e) => e.target.id === id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(['reservation.cancel', 'reservation.confirm']);
  });

  it('refuses a refund without a paid deposit (409), and a cancelled hold cannot be confirmed (409)', async () => {
    const car = cars[2] as Car;
    const id = await hold(car, 'kim@example.com');
    expect((await post('manager', `/api/console/reservations/${id}/refund`)).status).toBe(409);
    expect((await post('manager', `/api/console/reservations/${id}/cancel`)).status).toBe(200);
    expect((await post('manager', `/api/console/reservations/${id}/confirm`)).status).toBe(409);
  });

  it('a salesperson and a manager of another group get 404', async () => {
    const list = await bathurst()('/api/console/reservations', { headers: as('manager') });
    const id = (list.json<{ reservations: Row[] }>().reservations[0] as Row).id;
    expect((await bathurst()('/api/console/reservations', { headers: as('sales') })).status).toBe(404);
    expect((await post('sales', `/api/console/reservations/${id}/cancel`)).status).toBe(404);
    expect((await post('otherManager', `/api/console/reservations/${id}/cancel`)).status).toBe(404);
    expect(
      (await post('otherManager', `/api/console/reservations/${id}/cancel?site=bathurst-motors`)).status,
    ).toBe(404);
    expect((await post('manager', '/api/console/reservations/not-an-id/cancel')).status).toBe(404);
  });
});

if (!process.env.DATABASE_URL)
  console.info('[console reservations] DATABASE_URL is not set: PostgreSQL run skipped.');

/**
 * The change and its audit row commit together, on PGlite and (DATABASE_URL set) PostgreSQL: this
 * database's audit_log refuses every reservation.confirm row (a real CHECK constraint) and fails the COMMIT
 * of every reservation.cancel row (a deferred constraint trigger).
 */
describe.each(storeKinds)('console reservation changes and their audit rows on %s', (kind) => {
  let refusing: AuditRefusingServer;
  let as: Awaited<ReturnType<typeof centralWestStaff>>['headers'];
  let cars: Car[];
  const bathurst = () => refusing.server.site('bathurst-motors');
  const post = (path: string) => bathurst()(path, { method: 'POST', headers: as('manager', SAME_ORIGIN) });
  const statusOf = async (id: string) =>
    (await bathurst()('/api/console/reservations', { headers: as('manager') }))
      .json<{ reservations: Row[] }>()
      .reservations.find((r) => r.id === id)?.status;
  const audited = async (id: string) =>
    (await bathurst()('/api/console/audit?site=bathurst-motors', { headers: as('manager') }))
      .json<{ entries: { action: string; target: { id: string } }[] }>()
      .entries.filter((e) => e.target.id === id)
      .map((e) => e.action);

  beforeAll(async () => {
    refusing = await startAuditRefusingServer(
      kind,
      `action = 'reservation.confirm'`,
      { inventorySize: { 'bathurst-motors': 12 }, rateLimit: { leads: { limit: 1000, windowMs: 60_000 } } },
      `NEW.action = 'reservation.cancel'`,
    );
    ({ headers: as } = await centralWestStaff(refusing.server));
    const hits = (await bathurst()('/api/search')).json<{ hits: Car[] }>().hits;
    cars = hits.filter((car) => reservationBlockers(car, 'request').length === 0);
  }, 60_000);
  afterAll(async () => {
    await refusing?.close();
  });

  it('keeps a request held when the confirmation’s audit row is refused, and says what was not saved', async () => {
    const car = cars[0] as Car;
    const held = await bathurst()('/api/reservations', {
      method: 'POST',
      json: {
        car_id: car.id,
        name: 'Jo Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        terms_agreed: true,
      },
    });
    const id = held.json<{ id: string }>().id;
    const res = await post(`/api/console/reservations/${id}/confirm`);
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ error: string }>().error).toMatch(
      /^The confirmation of this reservation was not saved, and nothing was changed/,
    );
    expect(
      refusing.log.some((line) => line.includes(`/api/console/reservations/${id}/confirm not saved`)),
    ).toBe(true);
    expect(await statusOf(id)).toBe('held');
    expect(await audited(id)).toEqual([]);

    // The cancellation's row is taken, but its COMMIT fails: the car stays held, nothing is logged.
    const cancel = await post(`/api/console/reservations/${id}/cancel`);
    expect(cancel.status).toBe(503);
    expect(cancel.json<{ error: string }>().error).toMatch(
      /^The cancellation of this reservation was not saved/,
    );
    expect(refusing.log.some((line) => line.includes('audit row refused at commit'))).toBe(true);
    expect(await statusOf(id)).toBe('held');
    expect((await bathurst()(`/api/websites/116/cars/${car.id}.json`)).json<Car>().reserved).toBe(true);
    expect(await audited(id)).toEqual([]);

    // A refusal the service makes (no deposit) is still a 409, not a 503.
    expect((await post(`/api/console/reservations/${id}/refund`)).status).toBe(409);
  });
});
