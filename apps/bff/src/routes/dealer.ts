import { CAMPAIGN_PARAMS, type CampaignParam } from '@dealer/search-query';
import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { isDealerRequest } from '../http/dealer-auth.js';
import { NO_STORE } from '../http/security.js';
import type { LeadWithDelivery } from '../store/store.js';

/**
 * The dealer's lead inbox (§6 dashboard calls use basic authentication): GET /api/dealer/leads as JSON
 * or `?format=csv`. Sign-in, its limits and the per-site passwords: http/dealer-auth.ts, which guards
 * every /api/dealer/* call. A dealer sees only its own site's leads, newest first.
 */

/** Whether the request was signed in as the site's dealer (by the /api/dealer/* middleware). */
export function authorisedDealer(c: AppContext, _deps?: AppDeps): boolean {
  return isDealerRequest(c.req.raw, c.get('site'));
}

const CSV_COLUMNS = [
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

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Spreadsheet formula injection: a cell starting with = + - @ is read as text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A utm_* value: the finance form's own field (§3), else the visit's tracked first-page query. */
function utm(data: Record<string, unknown>, name: CampaignParam): string {
  const own = text(data[name]);
  if (own) return own;
  const linked = text(data.linked_query_params);
  if (!linked) return '';
  try {
    return new URLSearchParams(linked.replace(/^\?/, '')).get(name) ?? '';
  } catch {
    return '';
  }
}

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

function csvRow(lead: LeadWithDelivery): string {
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
    if (isCampaignParam(column)) return utm(data, column);
    if (column in lead) return (lead as unknown as Record<string, unknown>)[column];
    return data[column];
  };
  return CSV_COLUMNS.map((column) => csvCell(pick(column))).join(',');
}

export function registerDealerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/api/dealer/leads', async (c) => {
    if (!authorisedDealer(c, deps)) {
      return c.json({ error: 'Dealer sign-in required' }, 401, {
        'www-authenticate': 'Basic realm="Dealer inbox", charset="UTF-8"',
        ...NO_STORE,
      });
    }
    const site = c.get('site');
    const limitParam = c.req.query('limit');
    const limit = limitParam === undefined ? 500 : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > 5000) {
      return c.json(
        { error: 'limit must be a whole number from 1 to 5000', fields: { limit: 'Invalid limit' } },
        400,
        NO_STORE,
      );
    }
    const leads = await deps.store.listLeads(site.slug, limit);
    const format = c.req.query('format') ?? 'json';
    if (format === 'csv') {
      const body = [CSV_COLUMNS.join(','), ...leads.map(csvRow)].join('\r\n');
      return c.body(`${body}\r\n`, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${site.slug}-leads.csv"`,
        ...NO_STORE,
      });
    }
    if (format !== 'json')
      return c.json(
        { error: 'format must be json or csv', fields: { format: 'Invalid format' } },
        400,
        NO_STORE,
      );
    return c.json(
      {
        site: site.slug,
        count: leads.length,
        leads: leads.map((lead) => ({
          id: lead.id,
          created_at: lead.created_at,
          updated_at: lead.updated_at,
          category: lead.category,
          dealership_slug: lead.dealership_slug,
          lead_status: lead.lead_status,
          form_completed: lead.form_completed,
          quarantined: lead.quarantined,
          quarantine_reason: lead.quarantine_reason,
          revision: lead.revision,
          delivery: {
            status: lead.delivery_status,
            attempts: lead.delivery_attempts,
            last_error: lead.delivery_error,
            delivered_at: lead.delivered_at,
          },
          lead: lead.data,
        })),
      },
      200,
      NO_STORE,
    );
  });
}
