import { EVENT_IDS } from '@dealer/event-ids';
import { buildLead, LEAD_SOURCE } from '@dealer/lead-flow';
import type { Reservation } from '@dealer/reservations';
import { demoRegistry, type Site } from '@dealer/site-registry';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorReservationStatus, RESERVE_LEAD_CATEGORY, reserveLead } from './lead.js';

const site = demoRegistry().sites[0] as Site;
const reservation: Reservation = {
  id: '0f0e0d0c-0000-4000-8000-000000000001',
  siteSlug: site.slug,
  carId: 77,
  carSlug: '2020-toyota-corolla-77',
  status: 'held',
  provider: 'stripe',
  depositCents: 20_000,
  currency: 'aud',
  contact: { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' },
  heldAt: new Date('2026-03-10T23:00:00.000Z'),
  expiresAt: new Date('2026-03-10T23:35:00.000Z'),
  paymentSessionId: null,
  paymentRef: null,
  paidCents: null,
  refundRef: null,
  statusReason: null,
  updatedAt: new Date('2026-03-10T23:00:00.000Z'),
};
const car = {
  id: 77,
  name: '2020 Toyota Corolla',
  slug: '2020-toyota-corolla-77',
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'U77',
  dealership_id: 1011,
  dealership_slug: 'harbour-toyota',
};

describe('reserve lead (§9 event 42)', () => {
  it('is built like every web lead (§3 contact fields, source, website, url, user agent)', () => {
    const { data } = reserveLead(site, car, reservation, {
      url: 'http://x/cars/a/checkout',
      userAgent: 'test',
      noticeVersion: '2025-01',
      quarantineReason: null,
    });
    const web = buildLead(
      { name: 'Jo Citizen' },
      { site, url: 'http://x/cars/a/checkout', userAgent: 'test', dealershipSlug: car.dealership_slug },
    );
    for (const field of Object.keys(web)) expect(data, field).toHaveProperty(field);
    expect(data).toMatchObject({ source: LEAD_SOURCE, dealership_slug: 'harbour-toyota' });
  });

  it('carries the contact, the car and the reservation state, with the terms consent', () => {
    const lead = reserveLead(site, car, reservation, {
      url: 'http://x/cars/a/checkout',
      userAgent: 'test',
      noticeVersion: '2025-01',
      quarantineReason: null,
    });
    expect(lead.category).toBe(RESERVE_LEAD_CATEGORY);
    expect(lead.consent).toEqual({ noticeVersion: '2025-01', purposes: { terms: true } });
    expect(lead.data).toMatchObject({
      event_id: EVENT_IDS.reserve,
      name: 'Jo Citizen',
      email: 'jo@example.com',
      car_id: 77,
      stock_number: 'U77',
      reservation_id: reservation.id,
      reservation_status: 'held',
      reservation_deposit_cents: 20_000,
      reservation_expires_at: '2026-03-10T23:35:00.000Z',
    });
    expect(String(lead.data.message)).toContain('$200.00 deposit');
  });

  describe('mirrorReservationStatus', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await PGlite.create();
      await db.exec(
        `CREATE TABLE leads (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), site_slug text, data jsonb,
           quarantined boolean NOT NULL DEFAULT false, updated_at timestamptz);
         CREATE TABLE outbox (id uuid, site_slug text, lead_id uuid, topic text, payload jsonb, status text,
           channel text, target text, next_attempt_at timestamptz, created_at timestamptz)`,
      );
      await db.query(
        'INSERT INTO leads (site_slug, data, updated_at) VALUES ($1, $2, now()), ($3, $2, now())',
        ['a', JSON.stringify({ reservation_id: 'r1', reservation_status: 'held', name: 'Jo' }), 'b'],
      );
    }, 60_000); // PGlite starts slowly on a loaded machine
    afterAll(async () => {
      await db.close();
    });

    it("updates the lead of this site's reservation only", async () => {
      await mirrorReservationStatus(
        db,
        'a',
        [{ id: 'r1', status: 'expired' }],
        new Date('2026-11-28T11:00:00Z'),
      );
      const { rows } = await db.query<{ site_slug: string; data: Record<string, unknown> }>(
        'SELECT site_slug, data FROM leads ORDER BY site_slug',
      );
      expect(rows.map((r) => [r.site_slug, r.data.reservation_status, r.data.name])).toEqual([
        ['a', 'expired', 'Jo'],
        ['b', 'held', 'Jo'],
      ]);
    });
  });
});
