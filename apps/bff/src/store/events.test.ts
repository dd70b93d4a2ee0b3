import { beforeAll, describe, expect, it } from 'vitest';
import { Events } from './events.js';
import { storeKinds, useTestDatabase } from './testing.js';

describe.each(storeKinds)('events on %s', (kind) => {
  const db = useTestDatabase(kind);
  let events: Events;
  const viewedAt = new Date('2026-03-10T23:00:00.000Z');
  beforeAll(async () => {
    events = new Events(db, () => viewedAt);
  }, 60_000);

  it('should count events per site and type', async () => {
    await events.record('site-a', 'call', { at: 'header' });
    await events.record('site-a', 'call', {});
    await events.record('site-a', 'sms', {});
    await events.record('site-b', 'call', {});
    expect(await events.count('site-a', 'call')).toBe(2);
    expect(await events.count('site-a', 'sms')).toBe(1);
    expect(await events.count('site-b', 'call')).toBe(1);
    expect(await events.count('site-c', 'call')).toBe(0);
  });

  it('should write events recorded for later together on flush, stamped when they were recorded', async () => {
    const written = [1, 2, 3].map((car) => events.recordLater('site-v', 'view', { car_id: car }));
    expect(await events.count('site-v', 'view')).toBe(0);
    await events.flush();
    await Promise.all(written);
    expect(await events.count('site-v', 'view')).toBe(3);
    const { rows } = await db.query<{ created_at: Date; car: string }>(
      `SELECT created_at, data->>'car_id' AS car FROM events WHERE site_slug = 'site-v' ORDER BY 2`,
    );
    expect(rows.map((r) => r.car)).toEqual(['1', '2', '3']);
    expect(rows.map((r) => new Date(r.created_at).toISOString())).toEqual(
      rows.map(() => viewedAt.toISOString()),
    );
  });

  it('should write buffered events without a flush call', async () => {
    await events.recordLater('site-t', 'view', {});
    expect(await events.count('site-t', 'view')).toBe(1);
  });

  it('should reject the callers of a batch that is not written, and write the next batch', async () => {
    // A site slug the table refuses (NOT NULL) fails the whole batch it is in, and only that batch.
    const bad = events.recordLater(null as unknown as string, 'view', {});
    const neighbour = events.recordLater('site-f', 'view', {});
    await expect(events.flush()).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow();
    await expect(neighbour).rejects.toThrow();
    const next = events.recordLater('site-f', 'view', {});
    await events.flush();
    await next;
    expect(await events.count('site-f', 'view')).toBe(1);
  });
});
