import { describe, expect, it } from 'vitest';
import { BackgroundLease } from '../copies/lease.js';
import { storeKinds, useTestDatabase } from '../store/testing.js';
import { ImportRunningError, importLeaseName, withSiteImportLock } from './import-lock.js';

/** A promise the test settles by hand: an import that runs until the test lets it finish. */
function gate() {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { done, open };
}

describe.each(storeKinds)('one stock import per site across copies (%s)', (kind) => {
  const db = useTestDatabase(kind);

  it('should refuse a second import of the site while one runs, and take the next once it ended', async () => {
    const first = gate();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const a = withSiteImportLock(db, 'harbour-auto', async () => {
      started();
      await first.done;
      return 'a';
    });
    await running;
    const refused = await withSiteImportLock(db, 'harbour-auto', async () => 'b', { waitMs: 0 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ImportRunningError);
    expect((refused as ImportRunningError).retryAfterSeconds).toBe(30);
    expect((refused as Error).message).toMatch(/An import of this site is running/);
    // Another site imports meanwhile.
    expect(await withSiteImportLock(db, 'bayside-mazda', async () => 'other', { waitMs: 0 })).toBe('other');
    first.open();
    expect(await a).toBe('a');
    expect(await withSiteImportLock(db, 'harbour-auto', async () => 'next', { waitMs: 0 })).toBe('next');
  });

  it('should let a waiting import run as soon as the running one ends', async () => {
    const first = gate();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const order: string[] = [];
    const a = withSiteImportLock(db, 'wait-site', async () => {
      started();
      await first.done;
      order.push('a');
    });
    await running;
    let waiting!: () => void;
    const told = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const b = withSiteImportLock(
      db,
      'wait-site',
      async () => {
        order.push('b');
      },
      { waitMs: 60_000, pollMs: 20, onWait: waiting },
    );
    await told;
    expect(order).toEqual([]);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
  });

  it('should free the site when the import fails, and hold it against a copy that asks meanwhile', async () => {
    await expect(
      withSiteImportLock(db, 'fail-site', async () => {
        const other = new BackgroundLease(db, { name: importLeaseName('fail-site'), ttlMs: 60_000 });
        expect(await other.acquire()).toBe(false);
        throw new Error('feed unreadable');
      }),
    ).rejects.toThrow('feed unreadable');
    expect(await withSiteImportLock(db, 'fail-site', async () => 'free', { waitMs: 0 })).toBe('free');
  });

  it('should take the site over from a copy that died mid-import once its lease ran out', async () => {
    const dead = new BackgroundLease(db, { name: importLeaseName('dead-site'), ttlMs: 300, holder: 'dead' });
    expect(await dead.acquire()).toBe(true);
    // The dead copy never renews nor releases: the next import waits out its lease, then runs.
    expect(
      await withSiteImportLock(db, 'dead-site', async () => 'taken', { waitMs: 30_000, pollMs: 50 }),
    ).toBe('taken');
  });
});
