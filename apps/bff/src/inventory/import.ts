import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Car, carSchema } from '@dealer/pricing';
import type { Site } from '@dealer/site-registry';
import { type ImportedStock, importFileName, inventoryDir } from './repository.js';

/**
 * A dealer's JSON inventory feed: validated record by record (each problem names the record and field),
 * then written per dealership as one file, atomically (write + rename), which a running server swaps in
 * without taking the site down.
 */
export interface FeedProblem {
  record: number;
  stocknum: string | null;
  field: string;
  message: string;
}

export interface ValidatedFeed {
  byDealership: Map<number, Car[]>;
  problems: FeedProblem[];
  total: number;
}

function recordLabel(raw: unknown): string | null {
  if (
    raw &&
    typeof raw === 'object' &&
    'stocknum' in raw &&
    typeof (raw as { stocknum: unknown }).stocknum === 'string'
  ) {
    return (raw as { stocknum: string }).stocknum;
  }
  return null;
}

/** Accepts an array of cars or `{ cars: [...] }`. */
export function feedRecords(json: unknown): unknown[] | null {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object' && Array.isArray((json as { cars?: unknown }).cars))
    return (json as { cars: unknown[] }).cars;
  return null;
}

export function validateFeed(site: Site, records: unknown[]): ValidatedFeed {
  const dealershipIds = new Set([site.dealership_id, ...site.dealerships.map((d) => d.id)]);
  const byDealership = new Map<number, Car[]>();
  const problems: FeedProblem[] = [];
  const ids = new Map<number, number>();
  const slugs = new Map<string, number>();
  records.forEach((raw, i) => {
    const record = i + 1;
    const stocknum = recordLabel(raw);
    const parsed = carSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          record,
          stocknum,
          field: issue.path.map(String).join('.') || '(record)',
          message: issue.message,
        });
      }
      return;
    }
    const car = parsed.data;
    const add = (field: string, message: string) => problems.push({ record, stocknum, field, message });
    if (!dealershipIds.has(car.dealership_id))
      add('dealership_id', `Dealership ${car.dealership_id} does not belong to ${site.slug}`);
    if (!/^[A-Za-z0-9_-]+$/.test(car.slug))
      add('slug', 'A slug may hold only letters, digits, hyphen and underscore (§5)');
    const seenId = ids.get(car.id);
    if (seenId !== undefined) add('id', `Duplicate id ${car.id} (also record ${seenId})`);
    const seenSlug = slugs.get(car.slug);
    if (seenSlug !== undefined) add('slug', `Duplicate slug ${car.slug} (also record ${seenSlug})`);
    ids.set(car.id, record);
    slugs.set(car.slug, record);
    byDealership.set(car.dealership_id, [...(byDealership.get(car.dealership_id) ?? []), car]);
  });
  return { byDealership, problems, total: records.length };
}

export function formatProblem(problem: FeedProblem): string {
  const label = problem.stocknum ? ` (stock ${problem.stocknum})` : '';
  return `record ${problem.record}${label}: ${problem.field}: ${problem.message}`;
}

/** Writes one dealership's stock atomically; a running server swaps it in. */
export function writeImport(
  dataDir: string,
  dealershipId: number,
  cars: Car[],
  source: string,
  now: Date,
): string {
  const dir = inventoryDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, importFileName(dealershipId));
  const temp = join(dir, `.${importFileName(dealershipId)}.${process.pid}.tmp`);
  const body: ImportedStock = { dealership_id: dealershipId, imported_at: now.toISOString(), source, cars };
  writeFileSync(temp, JSON.stringify(body));
  renameSync(temp, file);
  return file;
}
