import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../store/sql.js';
import { openTestDatabase } from '../store/testing.js';
import { type ContentSync, startContentSync } from './content-sync.js';
import { contentChanged, contentGeneration } from './content-version.js';

describe('content generations shared by server copies', () => {
  let db: SqlDatabase;
  let close: () => Promise<void>;
  let sync: ContentSync;
  const rowOf = async (site: string) =>
    Number(
      (
        await db.query<{ generation: string }>(
          'SELECT generation FROM content_generations WHERE site_slug = $1',
          [site],
        )
      ).rows[0]?.generation ?? 0,
    );

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('pglite'));
    sync = await startContentSync({ db, pollMs: 60_000, log: () => undefined });
  }, 60_000);
  afterAll(async () => {
    await sync?.stop();
    await close?.();
  });

  it("should tell the other copies of this copy's change, and not move its own generation twice", async () => {
    const before = contentGeneration('sync-own');
    contentChanged('sync-own');
    await sync.flush();
    expect(await rowOf('sync-own')).toBe(1);
    await sync.poll();
    expect(contentGeneration('sync-own')).toBe(before + 1);
  });

  it("should move this copy's generation when another copy changed the site's content", async () => {
    const before = contentGeneration('sync-other');
    // Another copy's change, as its own sync writes it.
    await db.query("INSERT INTO content_generations (site_slug, generation) VALUES ('sync-other', 7)");
    await sync.poll();
    expect(contentGeneration('sync-other')).toBe(before + 1);
    await sync.poll();
    expect(contentGeneration('sync-other')).toBe(before + 1);
  });

  it('should not tell the other copies again of a change learnt from them, nor anything once stopped', async () => {
    contentChanged('sync-quiet', { fromCopy: true });
    await sync.flush();
    expect(await rowOf('sync-quiet')).toBe(0);
    const other = await startContentSync({ db, pollMs: 60_000, log: () => undefined });
    await other.stop();
    contentChanged('sync-stopped');
    await sync.flush();
    // Only the running sync wrote it (once), the stopped one did not.
    expect(await rowOf('sync-stopped')).toBe(1);
  });
});
