import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Car, carSchema } from '@dealer/pricing';
import type { ImportedStock } from './repository.js';

/** Cars parsed between two yields of a sliced reload (a few ms of work). */
const CARS_PER_SLICE = 250;

/** Parses feed cars, yielding every few hundred (a reload in slices lets requests in between). */
export function* parseCarsInSlices(cars: readonly unknown[]): Generator<void, Car[]> {
  const parsed: Car[] = [];
  for (let i = 0; i < cars.length; i++) {
    parsed.push(carSchema.parse(cars[i]));
    if ((i + 1) % CARS_PER_SLICE === 0) yield;
  }
  return parsed;
}

/**
 * The imported feeds of an import folder (`dealership-<id>.json`), each car parsed, in slices. A file
 * that does not parse is logged and skipped: its dealership keeps the stock it had.
 */
export function* importFileSteps(
  dir: string,
  log?: (message: string) => void,
): Generator<void, ImportedStock[]> {
  if (!existsSync(dir)) return [];
  const feeds: ImportedStock[] = [];
  for (const name of readdirSync(dir)) {
    const match = /^dealership-(\d+)\.json$/.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    try {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ImportedStock;
      yield;
      const cars = yield* parseCarsInSlices(file.cars);
      feeds.push({ ...file, dealership_id: id, cars });
      log?.(`inventory: dealership ${id} uses its imported feed (${cars.length} cars)`);
    } catch (error) {
      // The CLI validated the file before writing it; a hand-edited broken file keeps the demo stock.
      log?.(`inventory: ignoring ${name}: ${(error as Error).message}`);
    }
  }
  return feeds;
}

/** Runs a sliced job to its end at once. */
export function runAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a sliced job to its end, giving the event loop a turn (setImmediate) at each yield. */
export async function runInSlices<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
