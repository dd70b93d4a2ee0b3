import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { carSchema } from '@dealer/pricing';
import type { ImportedStock } from './repository.js';

/**
 * The imported feeds of an import folder (`dealership-<id>.json`), each car parsed. A file that does not
 * parse is logged and skipped: its dealership keeps the stock it had.
 */
export function readImportFiles(dir: string, log?: (message: string) => void): ImportedStock[] {
  if (!existsSync(dir)) return [];
  const feeds: ImportedStock[] = [];
  for (const name of readdirSync(dir)) {
    const match = /^dealership-(\d+)\.json$/.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    try {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ImportedStock;
      const cars = file.cars.map((car) => carSchema.parse(car));
      feeds.push({ ...file, dealership_id: id, cars });
      log?.(`inventory: dealership ${id} uses its imported feed (${cars.length} cars)`);
    } catch (error) {
      // The CLI validated the file before writing it; a hand-edited broken file keeps the demo stock.
      log?.(`inventory: ignoring ${name}: ${(error as Error).message}`);
    }
  }
  return feeds;
}
