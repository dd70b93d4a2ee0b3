import { parseCsv } from './csv.js';
import { type FeedField, fieldOfHeader, REQUIRED_FIELDS } from './fields.js';

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

export interface ReadFeed {
  records: RawRecord[];
  /** Problems that stop the whole feed (unreadable, required columns missing). */
  problems: FeedProblem[];
  /** When the DMS exported the feed (JSON `generated_at`), if it says. */
  generatedAt: string | null;
}

const fail = (message: string, field = '(feed)'): ReadFeed => ({
  records: [],
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
  const fields = header.cells.map(fieldOfHeader);
  const missing = REQUIRED_FIELDS.filter((f) => !fields.includes(f));
  if (missing.length > 0) return fail(`Missing column(s): ${missing.join(', ')}`, missing.join(', '));
  const records = rows.map((row) => {
    const values: Partial<Record<FeedField, unknown>> = {};
    fields.forEach((field, i) => {
      if (field && values[field] === undefined) values[field] = row.cells[i] ?? '';
    });
    return { line: row.line, values };
  });
  return { records, problems: [], generatedAt: null };
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
  const records = list.map((item, i) => {
    const values: Partial<Record<FeedField, unknown>> = {};
    if (item && typeof item === 'object' && !Array.isArray(item))
      for (const [key, value] of Object.entries(item)) {
        const field = fieldOfHeader(key);
        if (field && values[field] === undefined) values[field] = value;
      }
    return { line: i + 1, values };
  });
  return { records, problems: [], generatedAt };
}
