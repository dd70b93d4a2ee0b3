import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeed } from '../demo/index.js';
import { applyFeed, liveCarsWithoutImport } from '../inventory/feed.js';
import { writeImport } from '../inventory/import.js';
import { saveEditedCar } from '../inventory/quick-edit.js';
import { Inventory } from '../inventory/repository.js';
import { migrate } from '../store/migrations.js';
import { openPostgres, type SqlDatabase } from '../store/sql.js';
import { openTestDatabase } from '../store/testing.js';
import { dropSchema, reachablePostgres } from '../testing/services.js';
import { InventorySync, shareFeed, shareInventory } from './inventory-sync.js';

const url = await reachablePostgres('the shared-inventory tests');
const registry = demoRegistry();
const found = registry.sites.find((s) => s.slug === 'harbour-auto');
if (!found) throw new Error('the demo registry has no harbour-auto');
const site = found;
const dealershipId = site.dealership_id;
const NOW = new Date('2026-03-10T23:00:00.000Z');

function copy(db: SqlDatabase) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-sync-'));
  const inventory = new Inventory(registry, {
    dataDir,
    now: () => NOW,
    size: { 'harbour-auto': 20 },
    seedStock: demoSeed.stock,
    embedded: false,
  });
  inventory.load();
  const log: string[] = [];
  const sync = new InventorySync({ db, inventory, log: (line) => log.push(line), pollMs: 60_000 });
  return {
    dataDir,
    inventory,
    sync,
    log,
    price: (id: number) => inventory.stock(site).byId.get(id)?.price,
  };
}

describe.skipIf(!url)('InventorySync (a real PostgreSQL)', () => {
  const schema = `bff_sync_${randomBytes(6).toString('hex')}`;
  let db: SqlDatabase;
  const dirs: string[] = [];
  beforeAll(async () => {
    db = await openPostgres(url as string, { schema });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (url) await dropSchema(url, schema);
  });

  /** Imports the site's dealership into a copy's folder with one car's price changed, as the CLI would. */
  function importInto(target: ReturnType<typeof copy>, price: number, at: Date) {
    const cars = [...target.inventory.stock(site).cars.filter((c) => c.dealership_id === dealershipId)];
    const first = cars[0];
    if (!first) throw new Error('no demo car');
    writeImport(
      target.dataDir,
      dealershipId,
      cars.map((c) => (c.id === first.id ? { ...c, price } : c)),
      'test',
      at,
    );
    target.inventory.reloadImports();
    return first.id;
  }

  it("should swap a copy's import into another copy at its next check, and not back into its own", async () => {
    const a = copy(db);
    const b = copy(db);
    dirs.push(a.dataDir, b.dataDir);
    await a.sync.start();
    await b.sync.start();
    const id = importInto(a, 12_345, new Date('2026-03-11T00:00:00Z'));
    await a.sync.publish(a.inventory.importedFeeds());
    expect(b.price(id)).not.toBe(12_345);
    await b.sync.poll();
    expect(b.price(id)).toBe(12_345);
    await a.sync.poll();
    expect(a.log.filter((line) => line.startsWith('inventory: took'))).toEqual([]);
    expect(b.log.filter((line) => line.startsWith('inventory: took'))).toHaveLength(1);
    await b.sync.poll(); // nothing moved: no second swap
    expect(b.log.filter((line) => line.startsWith('inventory: took'))).toHaveLength(1);

    // An older import arriving later (a copy that was down) does not replace the newer stock anywhere.
    const c = copy(db);
    dirs.push(c.dataDir);
    importInto(c, 99_999, new Date('2026-03-10T00:00:00Z'));
    await c.sync.start();
    expect(c.price(id)).toBe(12_345);
    await b.sync.poll();
    expect(b.price(id)).toBe(12_345);
    for (const s of [a, b, c]) await s.sync.stop();
  });

  it('should take a feed the import CLI shared straight to the database (no copy imported it)', async () => {
    const b = copy(db);
    dirs.push(b.dataDir);
    await b.sync.start();
    const cars = b.inventory.stock(site).cars.filter((c) => c.dealership_id === dealershipId);
    const first = cars[0];
    if (!first) throw new Error('no demo car');
    const feed = (price: number, at: string) => ({
      dealership_id: dealershipId,
      imported_at: at,
      source: 'cli',
      cars: cars.map((c) => (c.id === first.id ? { ...c, price } : c)),
    });
    expect(await shareFeed(db, feed(23_456, '2026-03-12T00:00:00.000Z'))).toEqual(expect.any(Number));
    expect(await shareFeed(db, feed(1, '2026-03-01T00:00:00.000Z'))).toBeNull(); // older: kept out
    await b.sync.poll();
    expect(b.price(first.id)).toBe(23_456);
    await b.sync.stop();
  });
  it('carries console locks to every copy: a feed imported through another copy keeps the locked price', async () => {
    const a = copy(db);
    const b = copy(db);
    dirs.push(a.dataDir, b.dataDir);
    await a.sync.start();
    await b.sync.start();
    const [car] = a.inventory.stock(site).cars.filter((c) => c.dealership_id === dealershipId && c.stocknum);
    if (!car) throw new Error('no demo car');
    // Copy A: the console sets the price (and locks it), as PATCH /api/console/stock/{id} does.
    const at = new Date('2026-03-13T00:00:00Z');
    saveEditedCar(a.inventory, { ...car, price: 11_111 }, at, { set: { price: at.toISOString() } });
    await a.sync.publish(a.inventory.importedFeeds());
    await b.sync.poll();
    expect(b.price(car.id)).toBe(11_111);
    expect(b.inventory.locks(site)[String(car.id)]).toEqual({ price: at.toISOString() });

    // Copy B takes a feed pushed to it (upsert of that car at a new price): the dealer's price stays.
    const header = 'stocknum,make,model,year,car_type,drive_away_price,colour';
    const report = applyFeed({
      dataDir: b.dataDir,
      site,
      text: `${header}\n${car.stocknum},${car.make},${car.model},${car.year},${car.car_type},29990,Teal\n`,
      format: 'csv',
      mode: 'upsert',
      now: new Date('2026-03-14T00:00:00Z'),
      source: 'push',
      // As the push route passes them: what B serves from no file, and A's newer import.
      liveCars: liveCarsWithoutImport(b.dataDir, site, b.inventory.stock(site).cars),
      sharedFeeds: b.inventory.newerSharedFeeds(site),
    });
    expect(report).toMatchObject({ applied: true, locked: [{ stocknum: car.stocknum, fields: ['price'] }] });
    b.inventory.reloadImports();
    expect(b.inventory.stock(site).byId.get(car.id)).toMatchObject({ price: 11_111, colour: 'Teal' });
    expect(b.inventory.stock(site).cars.length).toBe(a.inventory.stock(site).cars.length);
    for (const s of [a, b]) await s.sync.stop();
  });
});

describe('shareInventory', () => {
  it("should share nothing on PGlite, one copy's own database", async () => {
    const { db, close } = await openTestDatabase('pglite');
    const dataDir = mkdtempSync(join(tmpdir(), 'bff-sync-'));
    try {
      const inventory = new Inventory(registry, {
        dataDir,
        now: () => NOW,
        size: 10,
        seedStock: demoSeed.stock,
        embedded: false,
      });
      expect(await shareInventory(db, inventory, { log: () => undefined })).toBeNull();
    } finally {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
