import type { Site } from '@dealer/site-registry';
import { auditEntry } from '../console-stock/site.js';
import { contentChanged } from '../content/content-version.js';
import type { SavedPage } from '../content/page-store.js';
import type { AppContext, AppDeps } from '../http/context.js';
import { auditedWrite } from '../staff/http.js';
import type { SqlExecutor } from '../store/sql.js';

/** The base version a console save carries: a whole number from 1, or null when missing or not one. */
export function baseVersionOf(body: Record<string, unknown>): number | null {
  const base = body.base_version;
  return typeof base === 'number' && Number.isInteger(base) && base >= 1 ? base : null;
}

export class MissingBaseVersion extends Error {
  override readonly name = 'MissingBaseVersion';
}

/**
 * A page save or restore and its audit row in one transaction (a save that added no version logs
 * nothing); the site's content is marked changed once it committed.
 */
export async function auditedPageWrite<T extends SavedPage | null>(
  c: AppContext,
  deps: AppDeps,
  change: { site: Site; slug: string; action: string; after?: Record<string, unknown> },
  write: (tx: SqlExecutor) => Promise<T>,
): Promise<T> {
  const { site, slug, action } = change;
  const saved = await auditedWrite(deps, async (tx) => {
    const result = await write(tx);
    if (!result?.created) return { result, audit: null };
    return {
      result,
      audit: auditEntry(c, deps, {
        action,
        site,
        target: { type: 'page', id: slug },
        before: result.previous === null ? null : { version: result.previous },
        after: { version: result.version.version, ...change.after },
      }),
    };
  });
  if (saved?.created) contentChanged(site.slug);
  return saved;
}
