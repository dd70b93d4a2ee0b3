import { demoRegistry } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import type { OutboxRow } from '../store/outbox.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { ackKind, onWholeLead } from './from-lead.js';

const now = new Date('2026-11-26T23:00:00Z'); // Friday 27 Nov, 10:00 in Sydney
const found = demoRegistry().sites.find((s) => s.slug === 'harbour-auto');
if (!found) throw new Error('no demo site');
const site = found;

describe('ackKind', () => {
  it.each([
    ['Test Drive', 'test_drive'],
    ['Finance', 'finance'],
    ['Trade-In', 'trade_in'],
    ['Sell My Car', 'trade_in'],
    ['Reserve', 'reservation'],
    ['Rental Booking', 'rental_booking'],
    ['General Enquiry', 'enquiry'],
    [null, 'enquiry'],
  ])('should answer a %s lead with the %s acknowledgement', (category, kind) => {
    expect(ackKind(category)).toBe(kind);
  });
});

describe.each(storeKinds)('onWholeLead on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function whole(category: string, data: Record<string, unknown>, quarantined = false) {
    const { id } = await db.transaction((tx) =>
      insertLead(
        tx,
        newTestLead(site.slug, { category, data, quarantineReason: quarantined ? 'too_fast' : null }),
        now,
      ),
    );
    const { rows } = await db.query<OutboxRow>('SELECT * FROM outbox WHERE lead_id = $1', [id]);
    const row = rows[0] as OutboxRow;
    await onWholeLead(db, site, row, now);
    await onWholeLead(db, site, row, now); // a second run (a crash before the fan-out) adds nothing
    const mails = await db.query<{ topic: string; target: string }>(
      "SELECT topic, target FROM outbox WHERE lead_id = $1 AND channel = 'shopper'",
      [id],
    );
    const booked = await db.query<{ status: string; starts_at: Date }>(
      'SELECT status, starts_at FROM appointments WHERE lead_id = $1',
      [id],
    );
    const tasks = await db.query<{ kind: string }>('SELECT kind FROM lead_tasks WHERE lead_id = $1', [id]);
    return { mails: mails.rows, appointments: booked.rows, tasks: tasks.rows };
  }

  it('should acknowledge an enquiry once, to the shopper', async () => {
    const out = await whole('General Enquiry', { first_name: 'Eve', email: 'eve@example.com' });
    expect(out.mails).toEqual([{ topic: 'shopper.enquiry', target: 'eve@example.com' }]);
    expect(out.appointments).toEqual([]);
  });

  it('should book a test drive at its time in the yard’s zone, once', async () => {
    const out = await whole('Test Drive', {
      email: 'tom@example.com',
      dateTime: '2026-11-28T11:30',
      car_id: 99,
    });
    expect(out.mails).toEqual([{ topic: 'shopper.test_drive', target: 'tom@example.com' }]);
    expect(out.appointments).toHaveLength(1);
    expect(out.appointments[0]?.status).toBe('pending');
    expect(new Date(out.appointments[0]?.starts_at as Date).toISOString()).toBe('2026-11-28T00:30:00.000Z');
  });

  it('should call back, not book, a slot that had begun when the request arrived (a page left open overnight)', async () => {
    // Chosen on Thursday evening for Friday 09:30 in Sydney; the request arrives Friday 10:00.
    const out = await whole('Test Drive', {
      email: 'ned@example.com',
      dateTime: '2026-11-27T09:30',
      car_id: 98,
    });
    expect(out.appointments).toEqual([]);
    expect(out.tasks).toEqual([{ kind: 'call_back' }]);
    const exactly = await whole('Test Drive', {
      email: 'ida@example.com',
      dateTime: '2026-11-27T10:00',
      car_id: 97,
    });
    expect(exactly.appointments).toEqual([]);
    // Half an hour on, in the yard's zone: booked.
    const soon = await whole('Test Drive', {
      email: 'una@example.com',
      dateTime: '2026-11-27T10:30',
      car_id: 96,
    });
    expect(soon.appointments.map((a) => new Date(a.starts_at).toISOString())).toEqual([
      '2026-11-26T23:30:00.000Z',
    ]);
  });

  it('should leave a call-back task for a test drive without a time', async () => {
    const out = await whole('Test Drive', { email: 'tia@example.com' });
    expect(out.appointments).toEqual([]);
    expect(out.tasks).toEqual([{ kind: 'call_back' }]);
  });

  it('should send nothing for a quarantined lead or one without an address', async () => {
    expect((await whole('General Enquiry', { email: 'bot@example.com' }, true)).mails).toEqual([]);
    expect((await whole('General Enquiry', { email: 'not an address' })).mails).toEqual([]);
  });
});
