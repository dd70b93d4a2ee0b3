import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MeiliProtocolServer, startMeiliProtocolServer } from '../testing/meili-protocol.js';
import { meiliSettings, syncMeiliIndex } from './meili-sync.js';
import { meiliClient } from './meilisearch.js';
import { CAR_INDEX_SETTINGS } from './settings.js';

const docs = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `${tag} ${i}` }));

describe('syncMeiliIndex', () => {
  let meili: MeiliProtocolServer;
  beforeAll(async () => {
    meili = await startMeiliProtocolServer();
  });
  afterAll(async () => {
    await meili?.close();
  });

  it('should build a new index and swap it in, the live index never empty', async () => {
    const client = meiliClient(meili.url, undefined, { timeoutMs: 5000 });
    const settings = { ...CAR_INDEX_SETTINGS, maxTotalHits: 25_000 };
    await syncMeiliIndex(client, 'Car_production', docs(120, 'old'), settings, { batchSize: 50 });
    expect(meili.indexes.get('Car_production')?.documents).toHaveLength(120);

    meili.watch = 'Car_production';
    meili.requests.length = 0;
    let clock = 0;
    await syncMeiliIndex(client, 'Car_production', docs(90, 'new'), settings, {
      batchSize: 40,
      now: () => new Date(++clock),
    });
    // Before the swap every request saw the old 120 documents live; after it the new 90.
    const swap = meili.requests.findIndex((r) => r.call === 'POST /swap-indexes');
    expect(swap).toBeGreaterThan(0);
    expect(meili.requests.slice(0, swap + 1).every((r) => r.watched === 120)).toBe(true);
    expect(meili.requests.slice(swap + 1).every((r) => r.watched === 90)).toBe(true);
    expect(meili.requests.some((r) => r.call.startsWith('DELETE /indexes/Car_production/documents'))).toBe(
      false,
    );
    // The previous generation is gone; only the live index is left.
    expect([...meili.indexes.keys()]).toEqual(['Car_production']);
    const live = meili.indexes.get('Car_production');
    expect(live?.documents[0]).toMatchObject({ name: 'new 0' });
    expect(live?.settings.pagination).toEqual({ maxTotalHits: 25_000 });
    expect(live?.settings).toMatchObject(meiliSettings(settings));
  });

  it('should leave the live index as it was when the build fails, and drop the half-built one', async () => {
    const client = meiliClient(meili.url, undefined, { timeoutMs: 5000 });
    const bad = [...docs(10, 'bad'), { name: 'no id' }];
    await expect(syncMeiliIndex(client, 'Car_production', bad, CAR_INDEX_SETTINGS)).rejects.toThrow(
      /Upload to Car_production_next_\d+ failed/,
    );
    expect(meili.indexes.get('Car_production')?.documents).toHaveLength(90);
    expect([...meili.indexes.keys()]).toEqual(['Car_production']);
  });
});
