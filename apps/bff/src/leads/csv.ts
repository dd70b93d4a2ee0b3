import { CAMPAIGN_PARAMS, type CampaignParam, campaignValue } from '@dealer/search-query';
import type { LeadWithDelivery } from '../store/store.js';

/**
 * The leads CSV (the dealer inbox's `?format=csv` and the console's export): one row per lead with the
 * shopper's answers, the campaign parameters and the delivery state, cells safe from spreadsheet formulas.
 * A caller may put its own columns first (the console: site, status, assignee).
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
  const header = [...(extra?.headers ?? []), ...CSV_COLUMNS].join(',');
  const rows = leads.map((lead) =>
    extra ? [...extra.cells(lead).map(csvCell), csvRow(lead)].join(',') : csvRow(lead),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
