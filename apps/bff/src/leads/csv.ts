import { CAMPAIGN_PARAMS, type CampaignParam, campaignValue } from '@dealer/search-query';
import type { LeadWithDelivery } from '../store/store.js';

/**
 * The leads CSV (the dealer inbox's `?format=csv` and the console's export): one row per lead with the
 * shopper's answers, the campaign parameters and the delivery state, cells safe from spreadsheet formulas.
 * A caller may put its own columns first (the console: site, status, assignee). Long lists stream
 * (`csvStream`), a page of leads at a time.
 */

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'category',
  'dealership_slug',
  'name',
  'email',
  'phone',
  'postcode',
  'message',
  'subcategory',
  'car_id',
  'stock_number',
  'test_drive_time',
  'trade_in_rego',
  'trade_in_vehicle',
  'trade_in_offer',
  // The §2 campaign parameters (utm_*), as @dealer/search-query lists them.
  ...CAMPAIGN_PARAMS,
  'lead_status',
  'form_completed',
  'quarantined',
  'delivery_status',
  'delivery_attempts',
] as const;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Spreadsheet formula injection: a cell starting with = + - @ is read as text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The shopper's own vehicle on a trade-in or sell-my-car lead: '2019 Toyota Corolla, 52,000 km'. */
function tradeInVehicle(lead: LeadWithDelivery): string {
  if (!lead.data.Rego && !lead.data.regoState) return '';
  const data = lead.data;
  const name = [text(data.year), text(data.make), text(data.model)].filter(Boolean).join(' ');
  const km = Number(data.km);
  return [name, Number.isFinite(km) && text(data.km) ? `${km.toLocaleString('en-AU')} km` : '']
    .filter(Boolean)
    .join(', ');
}

const isCampaignParam = (column: string): column is CampaignParam =>
  (CAMPAIGN_PARAMS as readonly string[]).includes(column);

export function csvRow(lead: LeadWithDelivery): string {
  const data = lead.data;
  const pick = (column: (typeof CSV_COLUMNS)[number]): unknown => {
    switch (column) {
      case 'category':
        return lead.category;
      // §3 dateTime: the test-drive booking date.
      case 'test_drive_time':
        return data.dateTime;
      case 'trade_in_rego':
        return [text(data.Rego), text(data.regoState)].filter(Boolean).join(' ');
      case 'trade_in_vehicle':
        return tradeInVehicle(lead);
      case 'trade_in_offer':
        return data.Rego ? data.offer_price : undefined;
    }
    if (isCampaignParam(column)) return campaignValue(data, column);
    if (column in lead) return (lead as unknown as Record<string, unknown>)[column];
    return data[column];
  };
  return CSV_COLUMNS.map((column) => csvCell(pick(column))).join(',');
}

/** Extra leading columns: their headers and, per lead, their cells. */
export interface CsvExtra<T extends LeadWithDelivery> {
  headers: readonly string[];
  cells: (lead: T) => unknown[];
}

/** The whole CSV document (CRLF line ends, header row first). */
export function leadsCsv<T extends LeadWithDelivery>(leads: readonly T[], extra?: CsvExtra<T>): string {
  return csvHeader(extra) + csvRows(leads, extra);
}

/** The CSV's header row (with a caller's leading columns), CRLF-terminated. */
export function csvHeader(extra?: { headers: readonly string[] }): string {
  return `${[...(extra?.headers ?? []), ...CSV_COLUMNS].join(',')}\r\n`;
}

/** Rows of leads, each CRLF-terminated (the body after `csvHeader`). */
export function csvRows<T extends LeadWithDelivery>(leads: readonly T[], extra?: CsvExtra<T>): string {
  let text = '';
  for (const lead of leads)
    text += `${extra ? [...extra.cells(lead).map(csvCell), csvRow(lead)].join(',') : csvRow(lead)}\r\n`;
  return text;
}

/**
 * Up to `max` items after the cursor `after`, read `pageSize` at a time by `read(limit, after)` (keyset
 * paging: each page starts after the last id of the one before).
 */
export async function* keysetPages<T extends { id: string }>(
  read: (limit: number, after: string | undefined) => Promise<readonly T[]>,
  max: number,
  after?: string,
  pageSize = 1000,
): AsyncGenerator<readonly T[]> {
  let cursor = after;
  for (let left = max; left > 0; ) {
    const size = Math.min(pageSize, left);
    const page = await read(size, cursor);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    left -= page.length;
    cursor = page.at(-1)?.id;
  }
}

/**
 * A CSV of any length as a stream: the header, then each page's rows, a page read only when the client
 * has taken the one before (ReadableStream pull), so 100,000 leads go out while the server holds one
 * page of them.
 */
export function csvStream<P>(
  pages: AsyncGenerator<P>,
  header: string,
  rows: (page: P) => string | Promise<string>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(header));
          return;
        }
        const next = await pages.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(await rows(next.value)));
      },
      async cancel() {
        await pages.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
