import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { isDealerRequest } from '../http/dealer-auth.js';
import { NO_STORE } from '../http/security.js';
import { csvHeader, csvRows, csvStream, keysetPages } from '../leads/csv.js';
import { UUID } from '../staff/http.js';

/**
 * The dealer's lead inbox (§6 dashboard calls use basic authentication): GET /api/dealer/leads as JSON
 * or `?format=csv`. Sign-in, its limits and the per-site passwords: http/dealer-auth.ts, which guards
 * every /api/dealer/* call. A dealer sees only its own site's leads, newest first.
 *
 * JSON comes in pages (`limit` up to 5000, default 500): `next_after` is the last lead's id when more may
 * follow, and `?after=<that id>` the next page (keyset on created_at, id: a lead arriving meanwhile moves
 * nothing). The CSV streams every lead (or `limit` of them) after `after`, a page at a time, so a site with
 * 100,000 leads exports whole in bounded memory.
 */

/** Whether the request was signed in as the site's dealer (by the /api/dealer/* middleware). */
export function authorisedDealer(c: AppContext, _deps?: AppDeps): boolean {
  return isDealerRequest(c.req.raw, c.get('site'));
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
    const format = c.req.query('format') ?? 'json';
    const after = c.req.query('after');
    if (after !== undefined && !UUID.test(after))
      return c.json(
        { error: 'after must be the id of a lead (next_after)', fields: { after: 'Not a lead id' } },
        400,
        NO_STORE,
      );
    const limitParam = c.req.query('limit');
    // The CSV has no page size of its own: without a limit it is every lead.
    const maxLimit = format === 'csv' ? 10_000_000 : 5000;
    const limit = limitParam === undefined ? (format === 'csv' ? maxLimit : 500) : Number(limitParam);
    if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
      return c.json(
        {
          error: `limit must be a whole number from 1 to ${maxLimit}`,
          fields: { limit: 'Invalid limit' },
        },
        400,
        NO_STORE,
      );
    }
    if (format === 'csv') {
      const pages = keysetPages((n, cursor) => deps.store.listLeads(site.slug, n, cursor), limit, after);
      return c.body(csvStream(pages, csvHeader(), csvRows), 200, {
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
    const leads = await deps.store.listLeads(site.slug, limit, after);
    return c.json(
      {
        site: site.slug,
        count: leads.length,
        next_after: leads.length === limit ? (leads.at(-1)?.id ?? null) : null,
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
