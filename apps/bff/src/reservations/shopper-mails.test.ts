import type { Car } from '@dealer/pricing';
import { reservationBlockers } from '@dealer/reservations';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/catcher.js';
import { insertLead } from '../store/leads.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { startTestServer, type TestServer, testDealerPassword } from '../testing/server.js';
import { mirrorReservationStatus } from './lead.js';
import { reservationMailKind } from './shopper-mails.js';

const now = new Date('2026-11-28T01:00:00Z');
const first = demoRegistry().sites[0];
if (!first) throw new Error('no demo site');
const site = first;

const dealerAuth = (slug: string) => ({
  authorization: `Basic ${Buffer.from(`${slug}:${testDealerPassword(slug)}`).toString('base64')}`,
});

describe('reservationMailKind', () => {
  it.each([
    ['held', null],
    ['paid', null],
    ['confirmed', 'reservation_confirmed'],
    ['cancelled', 'reservation_cancelled'],
    ['expired', 'reservation_cancelled'],
    ['refunded', 'reservation_cancelled'],
  ])('should send for %s: %s', (status, kind) => {
    expect(reservationMailKind(status)).toBe(kind);
  });
});

describe.each(storeKinds)('reservation mails on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function reserveLead(reservationId: string, data: Record<string, unknown> = {}, quarantined = false) {
    const lead = newTestLead(site.slug, {
      category: 'Reserve',
      data: {
        name: 'Jo',
        email: 'jo@example.com',
        reservation_id: reservationId,
        reservation_status: 'held',
        ...data,
      },
      quarantineReason: quarantined ? 'too_fast' : null,
    });
    return db.transaction((tx) => insertLead(tx, lead, now));
  }
  const mails = async (leadId: string) =>
    (
      await db.query<{ topic: string; target: string; payload: { kind: string } }>(
        "SELECT topic, target, payload FROM outbox WHERE lead_id = $1 AND channel = 'shopper' ORDER BY created_at, topic",
        [leadId],
      )
    ).rows.map((r) => [r.topic, r.target, r.payload.kind]);

  it('should mail the confirmation once and the cancellation once, to the lead’s address', async () => {
    const { id } = await reserveLead('r-1', { car_id: 77 });
    await mirrorReservationStatus(db, site.slug, [{ id: 'r-1', status: 'paid' }], now);
    expect(await mails(id)).toEqual([]);
    await mirrorReservationStatus(db, site.slug, [{ id: 'r-1', status: 'confirmed' }], now);
    await mirrorReservationStatus(db, site.slug, [{ id: 'r-1', status: 'confirmed' }], now);
    expect(await mails(id)).toEqual([
      ['shopper.reservation_confirmed', 'jo@example.com', 'reservation_confirmed'],
    ]);
    await mirrorReservationStatus(db, site.slug, [{ id: 'r-1', status: 'refund_due' }], now);
    await mirrorReservationStatus(db, site.slug, [{ id: 'r-1', status: 'refunded' }], now);
    expect((await mails(id)).map((m) => m[0])).toEqual([
      'shopper.reservation_cancelled',
      'shopper.reservation_confirmed',
    ]);
    // The hold ended: the car is back on sale for favourites alerts, recorded once.
    const back = await db.query<{ back_ids: number[] | string }>(
      'SELECT back_ids FROM saved_search_changes WHERE site_slug = $1',
      [site.slug],
    );
    expect(
      back.rows.map((r) => (typeof r.back_ids === 'string' ? JSON.parse(r.back_ids) : r.back_ids)),
    ).toEqual([[77]]);
  });

  it('should queue the mail due at once on the outbox’s clock when the server’s runs a day ahead', async () => {
    const ahead = new Date(Date.now() + 24 * 3_600_000);
    const { id } = await reserveLead('r-ahead');
    await mirrorReservationStatus(db, site.slug, [{ id: 'r-ahead', status: 'confirmed' }], ahead);
    const due = await db.query<{ due: boolean; created_at: string | Date }>(
      "SELECT next_attempt_at <= now() AS due, created_at FROM outbox WHERE lead_id = $1 AND channel = 'shopper'",
      [id],
    );
    expect(due.rows.map((r) => [r.due, new Date(r.created_at).toISOString()])).toEqual([
      [true, ahead.toISOString()],
    ]);
  });

  it('should mail nobody for a quarantined lead, a lead without an address or another site’s reservation', async () => {
    const quarantined = await reserveLead('r-2', {}, true);
    const noAddress = await reserveLead('r-3', { email: 'not an address' });
    await mirrorReservationStatus(
      db,
      site.slug,
      [
        { id: 'r-2', status: 'cancelled' },
        { id: 'r-3', status: 'cancelled' },
      ],
      now,
    );
    await mirrorReservationStatus(db, 'another-site', [{ id: 'r-2', status: 'confirmed' }], now);
    expect(await mails(quarantined.id)).toEqual([]);
    expect(await mails(noAddress.id)).toEqual([]);
  });
});

/**
 * Over real HTTP and real SMTP (the catcher): a reservation the dealer confirms and then cancels mails the
 * shopper the confirmation and the cancellation (each once, from the site's templates); a rental booking
 * mails its confirmation with the dates written as days.
 */
describe('reservation and rental booking mails over HTTP', () => {
  const catcher = new MailCatcher();
  let server: TestServer;
  beforeAll(async () => {
    const smtpUrl = await catcher.start(0);
    server = await startTestServer({
      inventorySize: { 'harbour-auto': 60, 'cityhop-rentals': 10 },
      rateLimit: { leads: { limit: 1000, windowMs: 60_000 } },
      reservations: { env: {} },
      mail: { smtpUrl },
      outbox: { intervalMs: 50, backoffSeconds: 0.2, maxAttempts: 40 },
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await catcher.stop();
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function mailsTo(email: string, count: number) {
    const deadline = Date.now() + 20_000;
    while (catcher.list([email]).length < count && Date.now() < deadline) await sleep(100);
    return catcher.list([email]);
  }
  const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

  it('should mail the confirmation and the cancellation of a reservation once each', async () => {
    const harbour = server.site('harbour-auto');
    const cars = (await harbour('/api/search?sortBy=price_desc')).json<{ hits: Car[] }>().hits;
    const car = cars.find((c) => reservationBlockers(c, 'request').length === 0);
    expect(car).toBeDefined();
    const email = 'reserver@example.com';
    const hold = await harbour('/api/reservations', {
      method: 'POST',
      json: { car_id: car?.id, name: 'Jo Reserver', email, phone: '0412 345 678', terms_agreed: true },
    });
    expect(hold.status, hold.text).toBe(201);
    const id = hold.json<{ id: string }>().id;
    await mailsTo(email, 1); // the acknowledgement of the reserve lead
    const auth = dealerAuth('harbour-auto');
    expect(
      (await harbour(`/api/dealer/reservations/${id}/confirm`, { method: 'POST', headers: auth })).status,
    ).toBe(200);
    const confirmed = (await mailsTo(email, 2)).find((m) => m.subject.includes('is confirmed'));
    expect(confirmed?.subject).toContain('Your reservation is confirmed');
    expect(unfold(confirmed?.raw ?? '')).toContain('Content-Type: text/html');
    expect(
      (await harbour(`/api/dealer/reservations/${id}/cancel`, { method: 'POST', headers: auth })).status,
    ).toBe(200);
    const sent = await mailsTo(email, 3);
    await sleep(800);
    expect(catcher.list([email])).toHaveLength(3);
    expect(sent.filter((m) => m.subject.includes('is cancelled'))).toHaveLength(1);
  }, 60_000);

  it('should mail a rental booking’s confirmation with its dates', async () => {
    const cityhop = server.site('cityhop-rentals');
    const [car] = (await cityhop('/api/search')).json<{ hits: Car[] }>().hits;
    const email = 'renter@example.com';
    const booked = await cityhop('/api/rental-bookings', {
      method: 'POST',
      json: {
        car_id: car?.id,
        name: 'Ann Renter',
        email,
        phone: '0412 345 678',
        terms_agreed: true,
        pickUpDate: '2026-04-01',
        returnDate: '2026-04-03',
      },
    });
    expect(booked.status, booked.text).toBe(201);
    const [mail] = await mailsTo(email, 1);
    expect(mail?.subject).toMatch(/^Your booking: Wednesday 1 April 2026 to Friday 3 April 2026 — /);
    expect(unfold(mail?.raw ?? '')).toContain('from Wednesday 1 April 2026 to Friday 3 April 2026');
  }, 60_000);
});
