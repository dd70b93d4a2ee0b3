import type { Site } from '@dealer/site-registry';
import type { SqlExecutor } from '../store/sql.js';
import { importReports, type StoredImportReport } from './feed.js';

/**
 * A site's import reports for every copy (issue #35): the copy that ran an import (a push, a scheduled
 * pull) keeps its report in its data folder and writes it to `import_reports` in the shared database, so
 * `GET /feeds/stock/reports` and the console's import reports answer the same through any copy. A report
 * whose photos finish later is written again. The last 20 per site are kept, as in the folder.
 */
const KEPT = 20;

/** Writes (or rewrites) one import's report where every copy reads it, and drops the site's oldest. */
export async function shareImportReport(
  db: SqlExecutor,
  site: Pick<Site, 'slug'>,
  report: StoredImportReport,
): Promise<void> {
  await db.query(
    `INSERT INTO import_reports (site_slug, at, report) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (site_slug, at) DO UPDATE SET report = EXCLUDED.report`,
    [site.slug, report.at, JSON.stringify(report)],
  );
  await db.query(
    `DELETE FROM import_reports WHERE site_slug = $1 AND at NOT IN
       (SELECT at FROM import_reports WHERE site_slug = $1 ORDER BY at DESC LIMIT ${KEPT})`,
    [site.slug],
  );
}

/**
 * The site's import reports, newest first (the last 20): this copy's own (its data folder, the CLI's
 * too) and those the other copies shared.
 */
export async function allImportReports(
  db: SqlExecutor,
  dataDir: string,
  site: Pick<Site, 'slug'>,
): Promise<StoredImportReport[]> {
  const own = importReports(dataDir, site);
  const { rows } = await db.query<{ report: StoredImportReport }>(
    `SELECT report FROM import_reports WHERE site_slug = $1 ORDER BY at DESC LIMIT ${KEPT}`,
    [site.slug],
  );
  const seen = new Set(own.map((report) => report.at));
  const shared = rows.map((row) => row.report).filter((report) => !seen.has(report.at));
  return [...own, ...shared].sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0)).slice(0, KEPT);
}
