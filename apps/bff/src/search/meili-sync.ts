import type { Meilisearch } from 'meilisearch';
import type { IndexSettings } from './types.js';

/** The Meilisearch settings payload of an index: the same lists the embedded index builds. */
export function meiliSettings(settings: IndexSettings) {
  return {
    filterableAttributes: settings.filterableAttributes,
    sortableAttributes: settings.sortableAttributes,
    searchableAttributes: settings.searchableAttributes,
    faceting: { maxValuesPerFacet: settings.maxValuesPerFacet },
    // Paging reaches the last page of the largest site's stock (Meilisearch's default stops at 1000).
    pagination: { maxTotalHits: settings.maxTotalHits ?? 1000 },
    typoTolerance: { minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    // The embedded engine's text rules: the same synonyms and ranking, so both find the same cars.
    synonyms: settings.synonyms ?? {},
    ...(settings.rankingRules ? { rankingRules: settings.rankingRules } : {}),
  };
}

type SyncOptions = {
  batchSize?: number;
  timeOutMs?: number;
  log?: (message: string) => void;
  now?: () => Date;
};

function assertSucceeded(task: { status: string; error?: { message?: string } | null }, what: string): void {
  if (task.status !== 'succeeded') throw new Error(`${what} ${task.status}: ${task.error?.message ?? ''}`);
}

/**
 * Replaces a Meilisearch index's settings and documents without an empty moment: everything is built into
 * a new index (`<uid>_next_<time>`), which is then swapped with the live one in one task (`swapIndexes`),
 * and the previous generation (now under the new name) is deleted. Searches read the old documents until
 * the swap and the new ones after it; a failed build deletes the new index and leaves the live one as it
 * was.
 */
export async function syncMeiliIndex(
  client: Meilisearch,
  uid: string,
  documents: readonly Record<string, unknown>[],
  settings: IndexSettings,
  options: SyncOptions = {},
): Promise<{ uid: string; documents: number }> {
  const wait = { timeout: options.timeOutMs ?? 120_000 };
  const log = options.log ?? (() => undefined);
  const next = `${uid}_next_${(options.now?.() ?? new Date()).getTime()}`;
  log(`building ${next}`);
  await client.createIndex(next, { primaryKey: settings.primaryKey }).waitTask(wait);
  try {
    const index = client.index(next);
    assertSucceeded(
      await index.updateSettings(meiliSettings(settings)).waitTask(wait),
      `Settings update of ${next}`,
    );
    const batch = options.batchSize ?? 5000;
    for (let i = 0; i < documents.length; i += batch) {
      await putMeiliDocuments(client, next, documents.slice(i, i + batch), settings.primaryKey, {
        timeOutMs: wait.timeout,
        what: 'Upload to',
      });
      log(`uploaded ${Math.min(i + batch, documents.length)}/${documents.length}`);
    }
    const live = await client.getIndex(uid).catch(() => null);
    if (!live) {
      log(`creating index ${uid}`);
      await client.createIndex(uid, { primaryKey: settings.primaryKey }).waitTask(wait);
    }
    log(`swapping ${next} into ${uid}`);
    assertSucceeded(
      await client.swapIndexes([{ indexes: [uid, next], rename: false }]).waitTask(wait),
      'Swap',
    );
  } finally {
    // After the swap `next` holds the previous generation; after a failure, the half-built one.
    await client.deleteIndexIfExists(next);
  }
  return { uid, documents: documents.length };
}

/**
 * Puts documents into an index in one task (Meilisearch replaces a stored document with the same primary
 * key whole): the sync job's batches, and a console quick edit's car in the live index without a whole
 * sync. Throws when the task did not succeed.
 */
export async function putMeiliDocuments(
  client: Meilisearch,
  uid: string,
  documents: readonly Record<string, unknown>[],
  primaryKey: string,
  options: Pick<SyncOptions, 'timeOutMs'> & { what?: string } = {},
): Promise<void> {
  const done = await client
    .index(uid)
    .addDocuments(documents as Record<string, unknown>[], { primaryKey })
    .waitTask({ timeout: options.timeOutMs ?? 10_000 });
  assertSucceeded(done, `${options.what ?? 'Update of'} ${uid}`);
}
