import { describe, expect, it } from 'vitest';
import { insertLead } from '../store/leads.js';
import { newTestLead, storeKinds, useTestDatabase } from '../store/testing.js';
import { changeAppointment, createAppointment, listAppointments, lockAppointment } from './store.js';

// The app clock: nothing here reads the system clock.
const now = new Date('2026-11-26T23:00:00Z');
const slot = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00Z`);

describe.each(storeKinds)('appointments on %s', (kind) => {
  const db = useTestDatabase(kind);

  const lead = async (email = 'tess@example.com') =>
    (
      await db.transaction((tx) =>
        insertLead(
          tx,
          newTestLead('harbour-auto', { category: 'Test Drive', data: { first_name: 'Tess', email } }),
          now,
        ),
      )
    ).id;

  const book = (leadId: string, startsAt: Date, carId: number | null = 7) =>
    db.transaction((tx) =>
      createAppointment(
        tx,
        { site: 'harbour-auto', leadId, locationId: 1, carId, salespersonId: null, startsAt },
        now,
      ),
    );

  const outbox = async (leadId: string) =>
    (
      await db.query<{
        topic: string;
        channel: string | null;
        target: string | null;
        payload: Record<string, unknown>;
      }>(
        "SELECT topic, channel, target, payload FROM outbox WHERE lead_id = $1 AND topic <> 'lead.created' ORDER BY created_at, topic",
        [leadId],
      )
    ).rows;

  it('should book a pending appointment and queue appointment.created for the webhooks', async () => {
    const id = await lead();
    const booked = await book(id, slot('01:00'));
    expect(booked).toMatchObject({ ok: true, appointment: { status: 'pending', car_id: 7, lead_id: id } });
    expect(await outbox(id)).toEqual([
      expect.objectContaining({
        topic: 'appointment.created',
        channel: null,
        payload: expect.objectContaining({ event: 'appointment.created' }),
      }),
    ]);
  });

  it('should refuse the same car in an overlapping slot with 409 naming starts_at, even when booked at once', async () => {
    const [a, b, c] = [await lead('a@example.com'), await lead('b@example.com'), await lead('c@example.com')];
    const results = await Promise.all([book(a, slot('02:00')), book(b, slot('02:15'))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, status: 409, field: 'starts_at' });
    // Back to back is not an overlap; another car is free then.
    expect(await book(c, slot('02:30'))).toMatchObject({ ok: true });
    expect(await book(await lead('d@example.com'), slot('02:15'), 8)).toMatchObject({ ok: true });
  });

  it('should confirm, reschedule and cancel with their webhook rows and the shopper mails', async () => {
    const id = await lead('move@example.com');
    const booked = await book(id, slot('04:00'), 9);
    if (!booked.ok) throw new Error('not booked');
    const move = (action: 'confirm' | 'reschedule' | 'cancel' | 'complete', startsAt: Date | null = null) =>
      db.transaction(async (tx) => {
        const row = await lockAppointment(tx, booked.appointment.id, ['harbour-auto']);
        if (!row) throw new Error('gone');
        return changeAppointment(tx, row, action, startsAt, now);
      });
    expect(await move('confirm')).toMatchObject({ ok: true, appointment: { status: 'confirmed' } });
    expect(await move('reschedule')).toMatchObject({ ok: false, status: 400, field: 'starts_at' });
    expect(await move('reschedule', slot('05:00'))).toMatchObject({
      ok: true,
      appointment: {
        status: 'confirmed',
        starts_at: slot('05:00').toISOString(),
        previous_starts_at: slot('04:00').toISOString(),
      },
    });
    expect(await move('cancel')).toMatchObject({ ok: true, appointment: { status: 'cancelled' } });
    expect(await move('complete')).toMatchObject({ ok: false, status: 409, field: 'action' });
    const rows = await outbox(id);
    expect(
      rows
        .filter((r) => r.channel === null)
        .map((r) => r.topic)
        .sort(),
    ).toEqual([
      'appointment.cancelled',
      'appointment.confirmed',
      'appointment.created',
      'appointment.rescheduled',
    ]);
    expect(
      rows
        .filter((r) => r.channel === 'shopper')
        .map((r) => [r.topic, r.target])
        .sort(),
    ).toEqual([
      ['shopper.appointment_cancelled', 'move@example.com'],
      ['shopper.appointment_confirmed', 'move@example.com'],
      ['shopper.appointment_rescheduled', 'move@example.com'],
    ]);
    // A cancelled appointment frees the car.
    expect(await book(await lead('next@example.com'), slot('05:00'), 9)).toMatchObject({ ok: true });
  });

  it('should list a day of a location', async () => {
    const id = await lead('list@example.com');
    await book(id, slot('06:00'), null);
    const rows = await listAppointments(db, {
      site: 'harbour-auto',
      locationId: 1,
      from: slot('00:00'),
      to: slot('12:00'),
      salespersonId: null,
    });
    expect(rows.map((r) => r.lead_id)).toContain(id);
  });
});
