import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAtomically } from '../photos/folder-objects.js';
import type { SqlDatabase } from '../store/sql.js';
import { openTestDatabase } from '../store/testing.js';
import { reportsFile, type StoredImportReport } from './feed.js';
import { allImportReports, shareImportReport } from './shared-reports.js';

const SITE = { slug: 'harbour-auto' };
const report = (at: string, added: string[] = []): StoredImportReport =>
  ({ at, added, applied: true }) as unknown as StoredImportReport;

describe('import reports every copy reads', () => {
  let db: SqlDatabase;
  let close: () => Promise<void>;
  const dataDir = mkdtempSync(join(tmpdir(), 'shared-reports-'));

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase('pglite'));
  }, 60_000);
  afterAll(async () => {
    await close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("should answer this copy's reports and the other copies', newest first, this copy's own version first", async () => {
    // This copy's folder: one import whose photos finished here (the shared row still says fetching).
    const own = { ...report('2026-03-10T02:00:00.000Z', ['S2']), photos: { finished: true } };
    writeAtomically(reportsFile(dataDir, SITE), Buffer.from(JSON.stringify([own])));
    await shareImportReport(db, SITE, { ...own, photos: { finished: false } } as StoredImportReport);
    // Another copy's imports, before and after.
    await shareImportReport(db, SITE, report('2026-03-10T01:00:00.000Z', ['S1']));
    await shareImportReport(db, SITE, report('2026-03-10T03:00:00.000Z', ['S3']));
    await shareImportReport(db, { slug: 'other-site' }, report('2026-03-10T04:00:00.000Z'));
    const reports = await allImportReports(db, dataDir, SITE);
    expect(reports.map((r) => r.added)).toEqual([['S3'], ['S2'], ['S1']]);
    expect(reports[1]).toMatchObject({ photos: { finished: true } });
  });

  it('should keep the last 20 of a site, a report written again replacing its row', async () => {
    for (let i = 0; i < 25; i++)
      await shareImportReport(
        db,
        { slug: 'busy' },
        report(`2026-03-11T00:00:${String(i).padStart(2, '0')}.000Z`),
      );
    await shareImportReport(db, { slug: 'busy' }, report('2026-03-11T00:00:24.000Z', ['again']));
    const reports = await allImportReports(db, dataDir, { slug: 'busy' });
    expect(reports).toHaveLength(20);
    expect(reports[0]?.added).toEqual(['again']);
    expect(reports.at(-1)?.at).toBe('2026-03-11T00:00:05.000Z');
  });
});
