import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { claimHold, type HoldClaim } from './hold-claim.js';
import { ALREADY_HELD_MESSAGE, DEFAULT_HOLD_LIMITS, type Reservation } from './reservation.js';
import { backends, useTestDatabase } from './testing/databases.js';
import { T0, testReservation } from './testing/rows.js';

const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const hold = testReservation;

const claim = (reservation: Reservation, extra: Partial<HoldClaim> = {}): HoldClaim => ({
  reservation,
  keys: [`email:${reservation.contact.email}`],
  at: reservation.heldAt,
  limits: DEFAULT_HOLD_LIMITS,
  ...extra,
});

describe.each(backends())('claimHold on %s', (_, open) => {
  const database = useTestDatabase(open);

  const statusOf = async (id: string) =>
    (await database.db.query<{ status: string }>('SELECT status FROM reservations WHERE id = $1', [id]))
      .rows[0]?.status;

  it('stores the hold with its holder keys', async () => {
    const first = hold();
    expect(await claimHold(database.db, claim(first))).toBeNull();
    const { rows } = await database.db.query<{ status: string; holder_keys: string[] }>(
      'SELECT status, holder_keys FROM reservations WHERE id = $1',
      [first.id],
    );
    expect(rows).toEqual([{ status: 'held', holder_keys: ['email:sam@example.com'] }]);
  });

  it('refuses a car held already, through any site, in the site’s words', async () => {
    await claimHold(database.db, claim(hold({ siteSlug: 'a' })));
    const second = hold({
      siteSlug: 'b',
      contact: { name: 'Jo', email: 'jo@example.com', phone: '0400000000' },
    });
    expect(await claimHold(database.db, claim(second))).toEqual({
      kind: 'already_held',
      status: 409,
      error: ALREADY_HELD_MESSAGE,
    });
    const rv = await claimHold(database.db, claim(second, { site: createSite({ template: 'rv' }) }));
    expect(rv?.error).toMatch(/RV/);
    expect(rv?.error).not.toMatch(/\bcar\b/);
    expect(await statusOf(second.id)).toBeUndefined();
  });

  it('expires a hold past its time that no sweep has reached, then holds the car', async () => {
    const stale = hold({ heldAt: at(0), expiresAt: at(35) });
    await claimHold(database.db, claim(stale));
    const late = hold({
      heldAt: at(40),
      expiresAt: at(75),
      contact: { name: 'Jo', email: 'jo@example.com', phone: '0400000000' },
    });
    expect(await claimHold(database.db, claim(late))).toBeNull();
    expect(await statusOf(stale.id)).toBe('expired');
    expect(await statusOf(late.id)).toBe('held');
  });

  it('refuses a holder at a bound of unpaid holds, counting only live ones', async () => {
    const limits = { ...DEFAULT_HOLD_LIMITS, perContact: 2 };
    for (const carId of [1, 2])
      expect(await claimHold(database.db, claim(hold({ carId }), { limits }))).toBeNull();
    const third = await claimHold(database.db, claim(hold({ carId: 3 }), { limits }));
    expect(third).toMatchObject({ kind: 'hold_limit', status: 409, limit: { per: 'contact', max: 2 } });
    // An hour on, both holds have lapsed: the same person may hold again.
    expect(
      await claimHold(database.db, claim(hold({ carId: 3, heldAt: at(60), expiresAt: at(95) }), { limits })),
    ).toBeNull();
  });

  it('lets one of two claims on the same car at once win; the other is told it is held', async () => {
    const a = hold({ contact: { name: 'A', email: 'a@example.com', phone: '0411111111' } });
    const b = hold({ contact: { name: 'B', email: 'b@example.com', phone: '0422222222' } });
    const results = await Promise.all([claimHold(database.db, claim(a)), claimHold(database.db, claim(b))]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toMatchObject({ kind: 'already_held' });
    const { rows } = await database.db.query('SELECT id FROM reservations WHERE car_id = 1001');
    expect(rows).toHaveLength(1);
  });
});
