import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Car } from '@dealer/pricing';
import type { CarLock, LockableField } from '@dealer/stock-feed';
import { type ImportedStock, type Inventory, importFileName, inventoryDir } from './repository.js';

/**
 * A console quick edit (console: stock, reservations, content) kept where imported stock lives: the car's dealership file in the
 * import folder is written whole with the edited car (write + rename; a dealership still on the demo
 * stock gets its current cars written, so the edit has a file to live in), then swapped in and offered
 * to the other server copies (inventory_feeds, copies/inventory-sync.ts) — search and the shopper pages
 * read it at once here and within a poll on every copy. The next feed import starts from this file, so
 * the feed rules (sold stays sold, issue #28 item 5 locks) apply to the edited car: the fields the edit
 * locked (`lock`) stay the dealer's until unlocked.
 */
export function saveEditedCar(
  inventory: Inventory,
  edited: Car,
  now: Date,
  lock: { set?: CarLock; unlock?: readonly LockableField[] } = {},
): ImportedStock {
  const dir = inventoryDir(inventory.dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, importFileName(edited.dealership_id));
  // What this copy serves for the dealership: another copy's newer import, else this copy's file.
  const previous =
    inventory.newerSharedFeed(edited.dealership_id) ??
    (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ImportedStock) : null);
  const cars: unknown[] = previous
    ? previous.cars
    : inventory.allCars().filter((car) => car.dealership_id === edited.dealership_id);
  let found = false;
  const next = cars.map((car) => {
    if ((car as { id?: unknown }).id !== edited.id) return car;
    found = true;
    return edited;
  });
  if (!found) throw new Error(`Car ${edited.id} is not in dealership ${edited.dealership_id}'s stock`);
  const locks = { ...previous?.locks };
  const key = String(edited.id);
  const carLock: CarLock = { ...locks[key], ...lock.set };
  for (const field of lock.unlock ?? []) delete carLock[field];
  if (Object.keys(carLock).length > 0) locks[key] = carLock;
  else delete locks[key];
  // Newer than the file it replaces, even on a clock that stands still: copies take the latest import.
  const at = Math.max(now.getTime(), previous ? Date.parse(previous.imported_at) + 1 : 0);
  const stock: ImportedStock = {
    dealership_id: edited.dealership_id,
    imported_at: new Date(at).toISOString(),
    source: 'console',
    cars: next,
    ...(Object.keys(locks).length > 0 ? { locks } : {}),
  };
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(stock));
  renameSync(temp, file);
  inventory.reloadImports();
  inventory.onImported?.(inventory.importedFeeds());
  return stock;
}
