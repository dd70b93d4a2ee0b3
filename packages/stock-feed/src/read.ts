import { acceptedHeaders, fieldOfHeader } from './aliases.js';
import { parseCsv } from './csv.js';
import { type FeedField, REQUIRED_FIELDS } from './field-names.js';
import { recordValues } from './groups.js';
import { jsonRecords } from './json.js';
import { plainValue } from './values.js';
import { readXmlRecords } from './xml.js';

/**
 * A feed's format: a CSV export, JSON (an array of records, or an object holding one: json.ts) or XML
 * (an element per vehicle: xml.ts).
 */
export type FeedFormat = 'csv' | 'json' | 'xml';

/** One problem: the CSV line (or JSON/XML record number), the stock number when known, the field, what is wrong. */
export interface FeedProblem {
  /** CSV: the line the row starts on; JSON and XML: the record's position (1-based). */
  line: number;
  stocknum: string | null;
  field: string;
  message: string;
}

export interface RawRecord {
  line: number;
  values: Partial<Record<FeedField, unknown>>;
}

/** What a column (CSV header, JSON key or XML name) of the feed became: a field, or nothing (`field` null). */
export interface FeedColumn {
  /** As the feed names it; a value inside a group by its path (`Pricing.Price`). */
  column: string;
  field: FeedField | null;
  /** Why a known column is not read: another column already gives its field. */
  ignored?: string;
}

export interface ReadFeed {
  records: RawRecord[];
  /** Every column in the order the feed gives them, with the field each became. */
  columns: FeedColumn[];
  /** Problems that stop the whole feed (unreadable, required columns missing). */
  problems: FeedProblem[];
  /** When the DMS exported the feed (JSON `generated_at`, an XML root's `GeneratedAt`), if it says. */
  generatedAt: string | null;
}

const fail = (message: string, field = '(feed)', columns: FeedColumn[] = []): ReadFeed => ({
  records: [],
  columns,
  problems: [{ line: 0, stocknum: null, field, message }],
  generatedAt: null,
});

/**
 * Guesses the format from a file name or content type (`json`, `xml`, `csv` in it: `stock.xml`,
 * `application/xml`, `text/xml`, `application/rss+xml`); else JSON when the text starts with `[` or `{`,
 * XML when it starts with `<` (after a byte-order mark or whitespace), CSV otherwise.
 */
export function feedFormatOf(nameOrType: string | null | undefined, text: string): FeedFormat {
  if (nameOrType && /json/i.test(nameOrType)) return 'json';
  if (nameOrType && /xml/i.test(nameOrType)) return 'xml';
  if (nameOrType && /csv/i.test(nameOrType)) return 'csv';
  if (/^[\uFEFF\s]*[[{]/.test(text)) return 'json';
  return /^[\uFEFF\s]*</.test(text) ? 'xml' : 'csv';
}

export function readFeed(text: string, format: FeedFormat): ReadFeed {
  if (format === 'csv') return readCsv(text);
  return format === 'json' ? readJson(text) : readXml(text);
}

function readCsv(text: string): ReadFeed {
  const [header, ...rows] = parseCsv(text);
  if (!header) return fail('The feed is empty');
  const columns = columnsOf(header.cells);
  const fields = columns.map((c) => (c.ignored ? null : c.field));
  const missing = REQUIRED_FIELDS.filter((f) => !fields.includes(f));
  if (missing.length > 0) return fail(missingMessage(missing), missing.join(', '), columns);
  const records = rows.map((row) => {
    const values: Partial<Record<FeedField, unknown>> = {};
    fields.forEach((field, i) => {
      if (field) values[field] = row.cells[i] ?? '';
    });
    return { line: row.line, values };
  });
  return { records, columns, problems: [], generatedAt: null };
}

function readJson(text: string): ReadFeed {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`Not JSON: ${(error as Error).message}`);
  }
  const found = jsonRecords(json);
  if ('problem' in found) return fail(found.problem);
  return readRecords(found.records, found.generatedAt);
}

function readXml(text: string): ReadFeed {
  const found = readXmlRecords(text);
  if ('problem' in found) return fail(found.problem);
  return readRecords(found.records, found.generatedAt);
}

/**
 * JSON objects or XML elements as records: each name through the alias table, values in groups read as
 * the record's own (`<Pricing><Price>`: groups.ts, an unknown one named by its path, `Pricing.Foo`),
 * nested values made plain. Records may name a field differently (one `<Images>`, the next `<Photos>`):
 * each is read; a second name for a field is ignored (and named) only in a record that gives both. The
 * record's own value wins over a group's (whatever their order), and a shallower group's over a deeper.
 */
function readRecords(list: readonly unknown[], generatedAt: string | null): ReadFeed {
  const fieldOf = new Map<string, FeedField | null>();
  const ignored = new Map<string, string>();
  const records = list.map((item, i) => {
    const values: Partial<Record<FeedField, unknown>> = {};
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { line: i + 1, values };
    const given = recordValues(item as Record<string, unknown>);
    for (const { column, field } of given) if (!fieldOf.has(column)) fieldOf.set(column, field);
    const from = new Map<FeedField, string>();
    for (const { column, field, value } of given.sort((a, b) => a.depth - b.depth)) {
      if (!field) continue;
      const earlier = from.get(field);
      if (earlier !== undefined) {
        if (!ignored.has(column))
          ignored.set(column, `${field} is read from ${JSON.stringify(earlier)} in a record that gives both`);
        continue;
      }
      from.set(field, column);
      values[field] = plainValue(field, value);
    }
    return { line: i + 1, values };
  });
  const columns = [...fieldOf].map(([column, field]): FeedColumn => {
    const note = ignored.get(column);
    return note ? { column, field, ignored: note } : { column, field };
  });
  return { records, columns, problems: [], generatedAt };
}

/** Each column with the field it names; a second column for a field already given is ignored (named). */
function columnsOf(names: readonly string[]): FeedColumn[] {
  const first = new Map<FeedField, string>();
  return names.map((column) => {
    const field = fieldOfHeader(column);
    if (!field) return { column, field: null };
    const earlier = first.get(field);
    if (earlier !== undefined)
      return { column, field, ignored: `${field} is read from the column ${JSON.stringify(earlier)}` };
    first.set(field, column);
    return { column, field };
  });
}

/** Names the missing fields and the column names each is read from. */
function missingMessage(missing: readonly FeedField[]): string {
  const accepted = missing.map((f) => `${f}: ${acceptedHeaders(f).join(', ')}`).join('; ');
  return `Missing column(s): ${missing.join(', ')}. Accepted names (any case or punctuation) — ${accepted}`;
}
