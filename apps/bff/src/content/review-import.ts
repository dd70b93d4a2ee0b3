import { type Review, reviewSchema } from '@dealer/content-blocks';
import { parseCsv } from '@dealer/stock-feed';

/**
 * A dealer's reviews as a CSV export (issue #28): a header row naming author, rating, text, date and
 * source URL (any case, spaces or underscores; an optional source name), one review a row. Dates as
 * review sites export them: 2026-03-01, 1/3/2026 (day first, AU), or an ISO date-time. A row without a
 * source address is refused, never published: every review shown names where it can be read.
 */

export const MAX_REVIEW_ROWS = 2000;

export interface ReviewRowProblem {
  /** The line of the file the row starts on (1 is the header). */
  line: number;
  field: string;
  message: string;
}

export interface ReviewCsv {
  reviews: Review[];
  problems: ReviewRowProblem[];
}

const COLUMNS: Record<string, keyof Review> = {
  author: 'author',
  name: 'author',
  reviewer: 'author',
  rating: 'rating',
  stars: 'rating',
  text: 'text',
  review: 'text',
  comment: 'text',
  date: 'date',
  reviewdate: 'date',
  sourceurl: 'source_url',
  url: 'source_url',
  link: 'source_url',
  source: 'source',
  sourcename: 'source',
};

const REQUIRED: (keyof Review)[] = ['author', 'rating', 'date', 'source_url'];

const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** 1/3/2026 or 01/03/2026 (day first, as AU sites write it) → 2026-03-01; anything else is left as given. */
function isoDate(value: string): string {
  const au = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.trim());
  if (!au) return value.trim();
  const [, day, month, year] = au;
  return `${year}-${(month as string).padStart(2, '0')}-${(day as string).padStart(2, '0')}`;
}

export function parseReviewCsv(text: string): ReviewCsv {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) return { reviews: [], problems: [{ line: 1, field: 'file', message: 'The file is empty.' }] };
  const fields = header.cells.map((cell) => COLUMNS[columnKey(cell)]);
  const missing = REQUIRED.filter((field) => !fields.includes(field));
  if (missing.length > 0) {
    return {
      reviews: [],
      problems: missing.map((field) => ({
        line: header.line,
        field,
        message: `No ${field === 'source_url' ? 'source URL' : field} column: the header needs author, rating, text, date and source URL.`,
      })),
    };
  }
  const body = rows.slice(1);
  if (body.length > MAX_REVIEW_ROWS) {
    return {
      reviews: [],
      problems: [
        { line: header.line, field: 'file', message: `Import at most ${MAX_REVIEW_ROWS} reviews at a time.` },
      ],
    };
  }
  const reviews: Review[] = [];
  const problems: ReviewRowProblem[] = [];
  for (const row of body) {
    const raw: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      const cell = row.cells[i]?.trim() ?? '';
      if (!field || cell === '') return;
      if (field === 'rating') raw.rating = Number(cell);
      else if (field === 'date') raw.date = isoDate(cell);
      else raw[field] = cell;
    });
    const parsed = reviewSchema.safeParse(raw);
    if (parsed.success) reviews.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push({ line: row.line, field: String(issue.path[0] ?? 'row'), message: issue.message });
  }
  return { reviews, problems };
}
