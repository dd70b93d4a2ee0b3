import { type Car, carSchema } from '@dealer/pricing';
import { exportedAt } from './dates.js';
import { type DecodedFeed, decodeFeed, type FeedEncoding } from './decode.js';
import { type FeedRecord, feedRecordSchema } from './fields.js';
import { feedImageSource } from './images.js';
import { keepLockedFields, type LockableField, type StockLocks } from './locks.js';
import { type FeedDealer, feedRecordToCar, feedSlug, locationOf } from './map.js';
import { type FeedColumn, type FeedFormat, type FeedProblem, type RawRecord, readFeed } from './read.js';

/**
 * A stock feed applied to a dealer's current stock (docs/rules.md "Stock feeds"):
 * - the bytes are decoded whatever the DMS wrote (UTF-8, UTF-16, Windows-1252: decode.ts) and the
 *   columns matched by the alias table (aliases.ts); the report says what each column became;
 * - every record is checked on its own; a bad record is rejected with its line, stock number and field,
 *   and never stops the rest; a rejected record never removes or changes its live car (replace too);
 * - `replace`: the feed is the whole stock — a car missing from it leaves the site; `upsert`: the feed's
 *   cars are added or updated, the others stay; a `replace` that would remove more than
 *   `maxRemovedShare` (default 30%) of the live stock is refused unless `force`d;
 * - a car keeps its id, slug and first-listed date across feeds (matched by stock number), and the
 *   fields the dealer locked in the console (locks.ts);
 * - the sold rule: a car already sold stays sold when a feed still lists it for sale, unless the feed
 *   says when it was exported (`generated_at`) and that is after the sale; a car the feed keeps sending
 *   as sold keeps its first sold date (so it leaves the site when the §4 sold window ends);
 * - a photo value that is neither an http(s) URL nor a file name is refused and reported (images.ts);
 * - a `replace` feed in which no record is valid is not applied (a broken export never empties a site).
 * The result is the whole next stock, to be swapped in at once: a site never serves a half-applied feed.
 */

export type ImportMode = 'replace' | 'upsert';

/** The share of a site's live stock a `replace` may remove without `force`. */
export const DEFAULT_MAX_REMOVED_SHARE = 0.3;

export interface ImportReport {
  mode: ImportMode;
  format: FeedFormat;
  at: string;
  generated_at: string | null;
  /** How the file's bytes were read (text given as a string: utf-8). */
  encoding: FeedEncoding;
  /** False when the feed was refused as a whole (unreadable, columns missing, nothing valid to replace with). */
  applied: boolean;
  records: number;
  /** Every column of the feed and the field it became (null: not a field this model knows). */
  columns: FeedColumn[];
  /** The columns no field is read from. */
  unknown_columns: string[];
  added: string[];
  updated: string[];
  unchanged: number;
  /** Every live car the import removes (a replace: the cars missing from the feed). */
  removed: string[];
  /** A replace refused for removing too much: the cars it would have removed (nothing was). */
  would_remove?: string[];
  /** Cars a feed listed for sale that stay sold (the sold rule). */
  kept_sold: string[];
  /** Live cars left exactly as they were because the feed's row for them was rejected. */
  held: string[];
  /** Cars whose console-locked fields the feed would have changed, and those fields (kept). */
  locked: { stocknum: string; fields: LockableField[] }[];
  rejected: FeedProblem[];
  /** What imported but needs a look: characters converted from Windows-1252, refused photo values. */
  warnings: FeedProblem[];
}

export interface ImportOptions {
  /** The feed: the file's bytes (any encoding decodeFeed reads) or text already decoded. */
  text: string | Uint8Array;
  format: FeedFormat;
  mode: ImportMode;
  dealer: FeedDealer;
  /** The dealer's stock now (the cars this feed replaces or updates). */
  existing: readonly Car[];
  now: Date;
  /** A fresh car id, unique across the platform. */
  nextId: () => number;
  /** Console locks by car id (locks.ts): the feed keeps these fields as the dealer set them. */
  locks?: StockLocks;
  /** A `replace` may remove at most this share of `existing` (default 0.3) unless `force`. */
  maxRemovedShare?: number;
  force?: boolean;
}

export interface ImportResult {
  cars: Car[];
  report: ImportReport;
}

function sameCar(a: Car, b: Car): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A record's stock number as given (a JSON number too), for naming it in a problem. */
function stocknumOf(values: RawRecord['values']): string | null {
  const value = values.stocknum;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() || null : null;
}

function decoded(text: string | Uint8Array): DecodedFeed {
  return typeof text === 'string' ? { text, encoding: 'utf-8', convertedLines: [] } : decodeFeed(text);
}

/** Warnings for the rows that held Windows-1252 characters (each row named by its first line). */
function encodingWarnings(feed: DecodedFeed, format: FeedFormat, records: RawRecord[]): FeedProblem[] {
  if (feed.encoding === 'utf-16le' || feed.encoding === 'utf-16be')
    return [
      { line: 0, stocknum: null, field: '(encoding)', message: `Read as ${feed.encoding.toUpperCase()}` },
    ];
  if (feed.encoding !== 'windows-1252') return [];
  const message = 'Not UTF-8: read as Windows-1252 — check the accented characters of this row';
  // JSON and XML records are numbered by position, not by line: the file's lines are named.
  if (format !== 'csv' || records.length === 0)
    return [
      {
        line: 0,
        stocknum: null,
        field: '(encoding)',
        message: `Not UTF-8: read as Windows-1252 — check lines ${feed.convertedLines.join(', ')} of the file`,
      },
    ];
  const warnings: FeedProblem[] = [];
  let at = 0;
  for (const line of feed.convertedLines) {
    // The record a line belongs to: the last one starting at or before it (a quoted cell spans lines).
    while (at + 1 < records.length && (records[at + 1] as RawRecord).line <= line) at++;
    const record = records[at] as RawRecord;
    if (line < record.line) {
      warnings.push({ line, stocknum: null, field: '(encoding)', message });
      continue;
    }
    if (warnings.at(-1)?.line === record.line) continue;
    const stocknum = stocknumOf(record.values);
    warnings.push({ line: record.line, stocknum, field: '(encoding)', message });
  }
  return warnings;
}

export function importFeed(options: ImportOptions): ImportResult {
  const { now, mode, existing } = options;
  const feed = decoded(options.text);
  const read = readFeed(feed.text, options.format);
  const report: ImportReport = {
    mode,
    format: options.format,
    at: now.toISOString(),
    generated_at: read.generatedAt,
    encoding: feed.encoding,
    applied: false,
    records: read.records.length,
    columns: read.columns,
    unknown_columns: read.columns.filter((c) => c.field === null).map((c) => c.column),
    added: [],
    updated: [],
    unchanged: 0,
    removed: [],
    kept_sold: [],
    held: [],
    locked: [],
    rejected: [...read.problems],
    warnings: encodingWarnings(feed, options.format, read.records),
  };
  if (read.problems.length > 0) return { cars: [...existing], report };

  const current = new Map(existing.filter((c) => c.stocknum).map((c) => [c.stocknum as string, c]));
  const seen = new Map<string, number>();
  const incoming = new Map<string, Car>();
  // A stamp without an offset is a wall time at the dealer's (its main yard's clock), not this machine's.
  const generatedAt = read.generatedAt
    ? exportedAt(read.generatedAt, options.dealer.defaultLocation.timeZone)
    : null;
  let valid = 0;
  for (const { line, values } of read.records) {
    const label = stocknumOf(values);
    const reject = (field: string, message: string) =>
      report.rejected.push({ line, stocknum: label, field, message });
    // A rejected row leaves its live car exactly as it is, in every mode.
    const hold = () => {
      const live = label === null ? undefined : current.get(label);
      if (live && label !== null && !incoming.has(label)) {
        incoming.set(label, live);
        if (!report.held.includes(label)) report.held.push(label);
      }
    };
    const parsed = feedRecordSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        reject(issue.path.map(String).join('.') || '(record)', issue.message);
      hold();
      continue;
    }
    const record: FeedRecord = parsed.data;
    const earlier = seen.get(record.stocknum);
    if (earlier !== undefined) {
      reject('stocknum', `Duplicate stock number ${record.stocknum} (also line ${earlier})`);
      continue;
    }
    seen.set(record.stocknum, line);
    const location = locationOf(options.dealer, record.location_code);
    if (!location) {
      reject('location_code', `Unknown location code ${JSON.stringify(record.location_code)}`);
      hold();
      continue;
    }
    record.images = record.images.filter((value) => {
      const source = feedImageSource(value);
      if (!('refused' in source)) return true;
      report.warnings.push({
        line,
        stocknum: record.stocknum,
        field: 'images',
        message: `${source.refused}: ${JSON.stringify(value.slice(0, 200))} (left out)`,
      });
      return false;
    });
    const before = current.get(record.stocknum);
    const lock = before ? options.locks?.[String(before.id)] : undefined;
    if (before?.sold && record.status !== 'sold' && !lock?.status) {
      const soldAt = before.sold_date_timestamp ?? 0;
      if (generatedAt === null || Number.isNaN(generatedAt) || generatedAt <= soldAt) {
        incoming.set(record.stocknum, before);
        report.kept_sold.push(record.stocknum);
        valid++;
        continue;
      }
    }
    const identity = before
      ? { id: before.id, slug: before.slug, created_at: before.created_at }
      : { id: options.nextId(), slug: feedSlug(record), created_at: now.toISOString() };
    const mapped = feedRecordToCar(record, location, identity, options.dealer, now);
    // Sold again and again with no sold date: the first sold date stands (§4 the sold window runs from it).
    if (mapped.sold && !record.sold_date && before?.sold && before.sold_date_timestamp !== null)
      mapped.sold_date_timestamp = before.sold_date_timestamp;
    const car = carSchema.safeParse(mapped);
    if (!car.success) {
      for (const issue of car.error.issues) reject(issue.path.map(String).join('.'), issue.message);
      hold();
      continue;
    }
    valid++;
    if (before && lock) {
      const { car: kept, kept: fields } = keepLockedFields(before, car.data, lock);
      if (fields.length > 0) report.locked.push({ stocknum: record.stocknum, fields });
      incoming.set(record.stocknum, kept);
    } else incoming.set(record.stocknum, car.data);
  }

  const refuse = (message: string) => {
    report.rejected.push({ line: 0, stocknum: null, field: '(feed)', message });
    return { cars: [...existing], report };
  };
  if (mode === 'replace' && valid === 0 && read.records.length > 0)
    return refuse('No record of this feed is valid: the current stock stays as it is');

  for (const [stocknum, car] of incoming) {
    const before = current.get(stocknum);
    // Issue #31: a car keeps the time of its last change until this import changes it (then it is now).
    if (before && car !== before) car.updated_at = before.updated_at;
    if (!before) report.added.push(stocknum);
    else if (sameCar(before, car)) report.unchanged++;
    else if (!report.kept_sold.includes(stocknum)) {
      report.updated.push(stocknum);
      car.updated_at = now.toISOString();
    } else report.unchanged++;
  }
  const kept = existing.filter((car) => {
    if (car.stocknum && incoming.has(car.stocknum)) return false;
    if (mode === 'replace') {
      report.removed.push(car.stocknum ?? String(car.id));
      return false;
    }
    return true;
  });
  const share = options.maxRemovedShare ?? DEFAULT_MAX_REMOVED_SHARE;
  if (!options.force && existing.length > 0 && report.removed.length > existing.length * share) {
    const removed = report.removed;
    const percent = Math.round((removed.length / existing.length) * 100);
    Object.assign(report, { added: [], updated: [], unchanged: 0, removed: [], would_remove: removed });
    return refuse(
      `This replace would remove ${removed.length} of the ${existing.length} live cars (${percent}%), more than ${Math.round(share * 100)}%: nothing was changed. Send it again forced if that is meant`,
    );
  }
  report.applied = true;
  return { cars: [...kept, ...incoming.values()], report };
}

/** One line per rejected record: `line 14 (stock A123): year: Expected a year (1900–2100)`. */
export function formatFeedProblem(problem: FeedProblem): string {
  const where = problem.line > 0 ? `line ${problem.line}` : 'feed';
  const stock = problem.stocknum ? ` (stock ${problem.stocknum})` : '';
  return `${where}${stock}: ${problem.field}: ${problem.message}`;
}
