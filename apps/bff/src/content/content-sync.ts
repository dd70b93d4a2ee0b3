import type { SqlExecutor } from '../store/sql.js';
import { contentChanged, onContentChanged } from './content-version.js';

/**
 * Content edits reach the other server copies' page caches (issue #35): a change made on this copy bumps
 * the site's row in `content_generations`, and every copy reads the rows once per `pollMs` and moves its
 * own generation for each site whose row moved — so a page, post, review, price drop or setting saved
 * through one copy is on every copy's pages within a poll, not when their kept pages next refresh.
 */
export const CONTENT_GENERATIONS_MIGRATION = {
  version: 167,
  name: 'content generations shared by every copy (issue #35)',
  sql: `
    CREATE TABLE content_generations (
      site_slug text PRIMARY KEY,
      generation bigint NOT NULL
    )
  `,
};

export interface ContentSyncOptions {
  db: SqlExecutor;
  /** How often this copy checks for other copies' changes; default 1 s. */
  pollMs?: number;
  log: (message: string) => void;
}

export interface ContentSync {
  /** One check (tests; the timer runs it every pollMs). */
  poll(): Promise<void>;
  /** The bumps of this copy's changes still being written (tests wait for them). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export async function startContentSync(options: ContentSyncOptions): Promise<ContentSync> {
  const { db, log } = options;
  const seen = new Map<string, number>();
  const read = async () =>
    (
      await db.query<{ site_slug: string; generation: string }>(
        'SELECT site_slug, generation FROM content_generations',
      )
    ).rows;
  for (const row of await read()) seen.set(row.site_slug, Number(row.generation));
  let writes: Promise<unknown> = Promise.resolve();
  const stopListening = onContentChanged((siteSlug) => {
    writes = writes.then(() =>
      db
        .query<{ generation: string }>(
          `INSERT INTO content_generations (site_slug, generation) VALUES ($1, 1)
           ON CONFLICT (site_slug) DO UPDATE SET generation = content_generations.generation + 1
           RETURNING generation`,
          [siteSlug],
        )
        .then(({ rows }) => {
          // Our own change: this copy's next check does not move its generation again.
          if (rows[0] && (seen.get(siteSlug) ?? 0) === Number(rows[0].generation) - 1)
            seen.set(siteSlug, Number(rows[0].generation));
        })
        .catch((error: Error) =>
          log(`content: telling the other copies of a change failed: ${error.message}`),
        ),
    );
  });
  let polling: Promise<void> | null = null;
  const poll = () => {
    polling ??= (async () => {
      try {
        for (const row of await read()) {
          const generation = Number(row.generation);
          if ((seen.get(row.site_slug) ?? 0) === generation) continue;
          seen.set(row.site_slug, generation);
          contentChanged(row.site_slug, { fromCopy: true });
        }
      } catch (error) {
        log(`content: checking for other copies' changes failed: ${(error as Error).message}`);
      } finally {
        polling = null;
      }
    })();
    return polling;
  };
  const timer = setInterval(() => void poll(), options.pollMs ?? 1000);
  timer.unref();
  return {
    poll,
    flush: () => writes.then(() => undefined),
    async stop() {
      clearInterval(timer);
      stopListening();
      await writes;
      await polling;
    },
  };
}
