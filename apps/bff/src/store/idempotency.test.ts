import { beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyConflictError, IdempotencyKeys, keyHash } from './idempotency.js';
import { storeKinds, useTestDatabase } from './testing.js';

describe.each(storeKinds)('idempotency keys on %s', (kind) => {
  const db = useTestDatabase(kind);
  let keys: IdempotencyKeys;
  beforeAll(async () => {
    keys = new IdempotencyKeys(db);
  }, 60_000);

  const count = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys')).rows[0]?.n);

  it('should run the work once per key and answer a replay with the stored body', async () => {
    let runs = 0;
    const work = async () => ({ status: 201, body: { run: ++runs } });
    expect(await keys.run('site-a', 'k1', { a: 1 }, work)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: false,
    });
    expect(await keys.run('site-a', 'k1', { a: 1 }, work)).toEqual({
      status: 201,
      body: { run: 1 },
      replayed: true,
    });
    await expect(keys.run('site-a', 'k1', { a: 2 }, work)).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(runs).toBe(1);
  });

  it('should keep keys per site: the same key on another site is another write', async () => {
    const work = async () => ({ status: 201, body: { site: 'b' } });
    expect((await keys.run('site-b', 'k1', { a: 1 }, work)).replayed).toBe(false);
    expect(
      await keys.stored([keyHash('site-a', 'k1'), keyHash('site-b', 'k1'), keyHash('site-c', 'k1')]),
    ).toEqual(new Set([keyHash('site-a', 'k1'), keyHash('site-b', 'k1')]));
  });

  it('should store nothing for a refusal, so the same key may try again', async () => {
    const before = await count();
    expect(await keys.run('site-a', 'k2', {}, async () => ({ status: 409, body: {} }))).toMatchObject({
      status: 409,
      replayed: false,
    });
    expect(await count()).toBe(before);
    expect((await keys.run('site-a', 'k2', {}, async () => ({ status: 201, body: {} }))).status).toBe(201);
  });

  it('should roll the record back with the work when the work throws, and run keyless work plainly', async () => {
    const before = await count();
    await expect(
      keys.run('site-a', 'k3', {}, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count()).toBe(before);
    expect(await keys.run('site-a', null, {}, async () => ({ status: 201, body: { x: 1 } }))).toEqual({
      status: 201,
      body: { x: 1 },
      replayed: false,
    });
    expect(await count()).toBe(before);
  });
});
