import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Car } from '@dealer/pricing';
import { demoRegistry, siteBySlug } from '@dealer/site-registry';
import { describe, expect, it } from 'vitest';
import { demoInventory } from '../demo/inventory/generate.js';
import { startTestServer, TEST_NOW } from '../testing/server.js';
import { feedRecords, formatProblem, validateFeed, writeImport } from './import.js';

const registry = demoRegistry();
const site = siteBySlug(registry, 'bayside-mazda')!;
const sample = (): Car[] => (demoInventory(registry.sites, { now: TEST_NOW }).get(1021) ?? []).slice(0, 5);

describe('inventory import', () => {
  it('should name every bad record, its stock number and field, and accept a valid feed', () => {
    const cars: unknown[] = sample();
    const good = validateFeed(site, cars);
    expect(good.problems).toEqual([]);
    expect(good.byDealership.get(1021)?.length).toBe(5);

    const bad = [
      { ...(cars[0] as Car), price: 'twelve' },
      { ...(cars[1] as Car), dealership_id: 1011 },
      { ...(cars[2] as Car), id: (cars[3] as Car).id },
      { stocknum: 'X1' },
      cars[3],
    ];
    const problems = validateFeed(site, bad).problems.map(formatProblem);
    expect(problems.some((p) => p.startsWith(`record 1 (stock ${(cars[0] as Car).stocknum}): price: `))).toBe(
      true,
    );
    expect(
      problems.some(
        (p) =>
          p.startsWith('record 2') &&
          p.includes('dealership_id: Dealership 1011 does not belong to bayside-mazda'),
      ),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith('record 5') && p.includes('Duplicate id'))).toBe(true);
    expect(problems.some((p) => p.startsWith('record 4 (stock X1): id'))).toBe(true);
    expect(feedRecords({ cars: [] })).toEqual([]);
    expect(feedRecords({ nope: 1 })).toBeNull();
  });

  it('should swap an imported feed into a running server without a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bff-import-'));
    const server = await startTestServer({ dataDir, watchInventory: true });
    try {
      const client = server.site('bayside-mazda');
      const before = (await client('/api/search?path=/search')).json<{ totalHits: number }>().totalHits;
      expect(before).toBeGreaterThan(5);
      const cars = sample().map((car) => ({
        ...car,
        status: 'in_stock' as const,
        show_on_dealer_website: true,
        sold: false,
        sold_date_timestamp: null,
      }));
      writeImport(dataDir, 1021, cars, 'test', TEST_NOW);
      let after = before;
      for (let i = 0; i < 50 && after !== 5; i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = (await client('/api/search?path=/search')).json<{ totalHits: number }>().totalHits;
      }
      expect(after).toBe(5);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
