import { type Car, carSchema } from '@dealer/pricing';
import { feedRecordSchema } from './fields.js';
import { type FeedDealer, feedRecordToCar, feedSlug, locationOf } from './map.js';
import { type FeedFormat, type FeedProblem, readFeed } from './read.js';

/**
 * A stock feed applied to a dealer's current stock (docs/rules.md "Stock feeds"):
 * - every record is checked on its own; a bad record is rejected with its line, stock number and field,
 *   and never stops the rest;
 * - `replace`: the feed is the whole stock — a car missing from it leaves the site; `upsert`: the feed's
 *   cars are added or updated, the others stay;
 * - a car keeps its id, slug and first-listed date across feeds (matched by stock number);
 * - the sold rule: a car already sold stays sold when a feed still lists it for sale, unless the feed
 *   says when it was exported (`generated_at`) and that is after the sale;
 * - a `replace` feed in which no record is valid is not applied (a broken export never empties a site).
 * The result is the whole next stock, to be swapped in at once: a site never serves a half-applied feed.
 */

export type ImportMode = 'replace' | 'upsert';

export interface ImportReport {
  mode: ImportMode;
  format: FeedFormat;
  at: string;
  generated_at: string | null;
  /** False when the feed was refused as a whole (unreadable, columns missing, nothing valid to replace with). */
  applied: boolean;
  records: number;
  added: string[];
  updated: string[];
  unchanged: number;
  removed: string[];
  /** Cars a feed listed for sale that stay sold (the sold rule). */
  kept_sold: string[];
  rejected: FeedProblem[];
}

export interface ImportOptions {
  text: string;
  format: FeedFormat;
  mode: ImportMode;
  dealer: FeedDealer;
  /** The dealer's stock now (the cars this feed replaces or updates). */
  existing: readonly Car[];
  now: Date;
  /** A fresh car id, unique across the platform. */
  nextId: () => number;
}

export interface ImportResult {
  cars: Car[];
  report: ImportReport;
}

function sameCar(a: Car, b: Car): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function importFeed(options: ImportOptions): ImportResult {
  const { now, mode, existing } = options;
  const read = readFeed(options.text, options.format);
  const report: ImportReport = {
    mode,
    format: options.format,
    at: now.toISOString(),
    generated_at: read.generatedAt,
    applied: false,
    records: read.records.length,
    added: [],
    updated: [],
    unchanged: 0,
    removed: [],
    kept_sold: [],
    rejected: [...read.problems],
  };
  if (read.problems.length > 0) return { cars: [...existing], report };

  const current = new Map(existing.filter((c) => c.stocknum).map((c) => [c.stocknum as string, c]));
  const seen = new Map<string, number>();
  const incoming = new Map<string, Car>();
  const generatedAt = read.generatedAt ? Date.parse(read.generatedAt) / 1000 : null;
  for (const { line, values } of read.records) {
    const label = typeof values.stocknum === 'string' ? values.stocknum.trim() || null : null;
    const reject = (field: string, message: string) =>
      report.rejected.push({ line, stocknum: label, field, message });
    const parsed = feedRecordSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        reject(issue.path.map(String).join('.') || '(record)', issue.message);
      continue;
    }
    const record = parsed.data;
    const earlier = seen.get(record.stocknum);
    if (earlier !== undefined) {
      reject('stocknum', `Duplicate stock number ${record.stocknum} (also line ${earlier})`);
      continue;
    }
    seen.set(record.stocknum, line);
    const location = locationOf(options.dealer, record.location_code);
    if (!location) {
      reject('location_code', `Unknown location code ${JSON.stringify(record.location_code)}`);
      continue;
    }
    const before = current.get(record.stocknum);
    if (before?.sold && record.status !== 'sold') {
      const soldAt = before.sold_date_timestamp ?? 0;
      if (generatedAt === null || Number.isNaN(generatedAt) || generatedAt <= soldAt) {
        incoming.set(record.stocknum, before);
        report.kept_sold.push(record.stocknum);
        continue;
      }
    }
    const identity = before
      ? { id: before.id, slug: before.slug, created_at: before.created_at }
      : { id: options.nextId(), slug: feedSlug(record), created_at: now.toISOString() };
    const car = carSchema.safeParse(feedRecordToCar(record, location, identity, options.dealer, now));
    if (!car.success) {
      for (const issue of car.error.issues) reject(issue.path.map(String).join('.'), issue.message);
      continue;
    }
    incoming.set(record.stocknum, car.data);
  }

  if (mode === 'replace' && incoming.size === 0 && read.records.length > 0) {
    report.rejected.push({
      line: 0,
      stocknum: null,
      field: '(feed)',
      message: 'No record of this feed is valid: the current stock stays as it is',
    });
    return { cars: [...existing], report };
  }

  for (const [stocknum, car] of incoming) {
    const before = current.get(stocknum);
    if (!before) report.added.push(stocknum);
    else if (sameCar(before, car)) report.unchanged++;
    else if (!report.kept_sold.includes(stocknum)) report.updated.push(stocknum);
    else report.unchanged++;
  }
  const kept = existing.filter((car) => {
    if (car.stocknum && incoming.has(car.stocknum)) return false;
    if (mode === 'replace') {
      report.removed.push(car.stocknum ?? String(car.id));
      return false;
    }
    return true;
  });
  report.applied = true;
  return { cars: [...kept, ...incoming.values()], report };
}

/** One line per rejected record: `line 14 (stock A123): year: Expected a year (1900–2100)`. */
export function formatFeedProblem(problem: FeedProblem): string {
  const where = problem.line > 0 ? `line ${problem.line}` : 'feed';
  const stock = problem.stocknum ? ` (stock ${problem.stocknum})` : '';
  return `${where}${stock}: ${problem.field}: ${problem.message}`;
}
