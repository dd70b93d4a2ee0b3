import type { Meilisearch } from 'meilisearch';
import type { IndexSettings } from './types.js';

/**
 * Creates (when missing) a Meilisearch index, syncs its settings — filterable and sortable attributes,
 * searchable attributes, faceting max values, synonyms, ranking rules — and replaces its documents in batches. The same settings
 * the embedded index builds, so both adapters accept the same §7 bodies.
 */
export async function syncMeiliIndex(
  client: Meilisearch,
  uid: string,
  documents: readonly Record<string, unknown>[],
  settings: IndexSettings,
  options: { batchSize?: number; timeOutMs?: number; log?: (message: string) => void } = {},
): Promise<{ uid: string; documents: number }> {
  const wait = { timeout: options.timeOutMs ?? 120_000 };
  const log = options.log ?? (() => undefined);
  const existing = await client.getIndex(uid).catch(() => null);
  if (!existing) {
    log(`creating index ${uid}`);
    await client.createIndex(uid, { primaryKey: settings.primaryKey }).waitTask(wait);
  }
  const index = client.index(uid);
  log(`syncing settings of ${uid}`);
  const task = await index
    .updateSettings({
      filterableAttributes: settings.filterableAttributes,
      sortableAttributes: settings.sortableAttributes,
      searchableAttributes: settings.searchableAttributes,
      faceting: { maxValuesPerFacet: settings.maxValuesPerFacet },
      typoTolerance: { minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
      // The embedded engine's text rules: the same synonyms and ranking, so both find the same cars.
      synonyms: settings.synonyms ?? {},
      ...(settings.rankingRules ? { rankingRules: settings.rankingRules } : {}),
    })
    .waitTask(wait);
  if (task.status !== 'succeeded')
    throw new Error(`Settings update of ${uid} ${task.status}: ${task.error?.message ?? ''}`);
  await index.deleteAllDocuments().waitTask(wait);
  const batch = options.batchSize ?? 5000;
  for (let i = 0; i < documents.length; i += batch) {
    const done = await index
      .addDocuments(documents.slice(i, i + batch) as Record<string, unknown>[], {
        primaryKey: settings.primaryKey,
      })
      .waitTask(wait);
    if (done.status !== 'succeeded')
      throw new Error(`Upload to ${uid} ${done.status}: ${done.error?.message ?? ''}`);
    log(`uploaded ${Math.min(i + batch, documents.length)}/${documents.length}`);
  }
  return { uid, documents: documents.length };
}
