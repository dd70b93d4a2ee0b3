import { acceptedHeaders, fieldOfHeader } from './aliases.js';
import { parseCsv } from './csv.js';
import { type FeedField, REQUIRED_FIELDS } from './field-names.js';

/** A feed's format: a CSV export or JSON (an array of records, or `{ cars | vehicles | stock: [...] }`). */
export type FeedFormat = 'csv' | 'json';

/** One problem: the CSV line (or JSON record number), the stock number when known, the field, what is wrong. */
export interface FeedProblem {
  /** CSV: the line the row starts on; JSON: the record's position (1-based). */
  line: number;
  stocknum: string | null;
  field: string;
  message: string;
}

export interface RawRecord {
  line: number;
  values: Partial<Record<FeedField, unknown>>;
}

/** What a column (CSV header or JSON key) of the feed became: a field, or nothing (`field` null). */
export interface FeedColumn {
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
  /** When the DMS exported the feed (JSON `generated_at`), if it says. */
  generatedAt: string | null;
}

const fail = (message: string, field = '(feed)', columns: FeedColumn[] = []): ReadFeed => ({
  records: [],
  columns,
  problems: [{ line: 0, stocknum: null, field, message }],
  generatedAt: null,
});

/** Guesses the format from a file name or content type; JSON when the text starts with `[` or `{`. */
export function feedFormatOf(nameOrType: string | null | undefined, text: string): FeedFormat {
  if (nameOrType && /json/i.test(nameOrType)) return 'json';
  if (nameOrType && /csv/i.test(nameOrType)) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

export function readFeed(text: string, format: FeedFormat): ReadFeed {
  return format === 'csv' ? readCsv(text) : readJson(text);
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
  const object =
    json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const list = Array.isArray(json) ? json : (object?.cars ?? object?.vehicles ?? object?.stock);
  if (!Array.isArray(list)) return fail('Expected an array of records, or { "cars": [...] }');
  const generatedAt = typeof object?.generated_at === 'string' ? object.generated_at : null;
  const keys = new Set<string>();
  for (const item of list)
    if (item && typeof item === 'object' && !Array.isArray(item))
      for (const key of Object.keys(item)) keys.add(key);
  const columns = columnsOf([...keys]);
  const fieldOfKey = new Map(columns.map((c) => [c.column, c.ignored ? null : c.field]));
  const records = list.map((item, i) => {
    const values: Partial<Record<FeedField, unknown>> = {};
    if (item && typeof item === 'object' && !Array.isArray(item))
      for (const [key, value] of Object.entries(item)) {
        const field = fieldOfKey.get(key);
        if (field) values[field] = value;
      }
    return { line: i + 1, values };
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
