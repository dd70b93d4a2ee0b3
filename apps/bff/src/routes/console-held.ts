import { leadQuietMs } from '@dealer/site-registry';
import { can, type StaffMember } from '@dealer/staff';
import type { Hono } from 'hono';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { discardHeld, heldLeads, lockHeld, releaseHeld } from '../staff/held-leads.js';
import { auditBase, auditedWrite, forbidden, notFound, UUID } from '../staff/http.js';
import { requireStaff } from '../staff/require-staff.js';

/**
 * Leads held for review (issue 29 item 4), for the people who assign a site's leads (managers, admins):
 *   GET  /api/console/leads/held               → {leads: [{id, siteSlug, createdAt, category, reason, shopper}], total}
 *   POST /api/console/leads/{id}/release       → 204: delivered as a normal lead, into the inbox (audited)
 *   POST /api/console/leads/{id}/discard       → 204: kept, marked discarded (audited)
 * A lead that is not held (released or discarded already, or never held) or of another site is 404.
 * Registered before the lead by id, so `/leads/held` is never read as an id.
 */

/** The sites whose held leads this person reviews. */
function reviewSites(staff: StaffMember): string[] {
  return staff.siteSlugs.filter((siteSlug) => can(staff, 'leads.assign', { siteSlug }));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

async function listRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  if (reviewSites(staff).length === 0) return forbidden(c, 'Your role cannot review held leads.');
  const held = await heldLeads(deps.store.db, reviewSites(staff));
  const leads = held.map((lead) => ({
    id: lead.id,
    siteSlug: lead.siteSlug,
    createdAt: lead.createdAt,
    category: lead.category,
    reason: lead.reason,
    shopper: {
      name:
        [text(lead.data.first_name), text(lead.data.last_name)].filter(Boolean).join(' ') ||
        text(lead.data.name),
      email: text(lead.data.email),
      phone: text(lead.data.phone),
    },
  }));
  return c.json({ leads, total: leads.length }, 200, NO_STORE);
}

async function decideRoute(
  c: AppContext,
  deps: AppDeps,
  decision: 'release' | 'discard',
  onLeadStored: () => void,
): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const sites = reviewSites(staff);
  const answer = await auditedWrite(deps, async (tx) => {
    const lead = UUID.test(id) ? await lockHeld(tx, id, sites) : null;
    if (!lead) return { result: notFound(c, 'Held lead not found'), audit: null };
    const now = deps.now();
    if (decision === 'release') {
      const site = deps.registry.sites.find((s) => s.slug === lead.site_slug);
      const quietUntil = new Date(now.getTime() + (site ? leadQuietMs(site) : 30 * 60_000));
      await releaseHeld(tx, { ...lead, id }, now, quietUntil);
    } else await discardHeld(tx, id, now);
    const audit = {
      ...auditBase(c, deps),
      action: decision === 'release' ? 'lead.released' : 'lead.discarded',
      siteSlug: lead.site_slug,
      target: { type: 'lead', id },
      before: { held: true, reason: lead.quarantine_reason },
      after: { held: false, outcome: decision === 'release' ? 'released' : 'discarded' },
    };
    return { result: c.body(null, 204), audit };
  });
  // A released lead is delivered and taken into the inbox now, not at the next tick.
  if (answer.status === 204 && decision === 'release') onLeadStored();
  return answer;
}

export function registerConsoleHeldRoutes(app: Hono<AppEnv>, deps: AppDeps, onLeadStored: () => void): void {
  const guard = requireStaff(deps);
  app.get('/api/console/leads/held', guard, (c) => listRoute(c, deps));
  app.post('/api/console/leads/:id/release', guard, (c) => decideRoute(c, deps, 'release', onLeadStored));
  app.post('/api/console/leads/:id/discard', guard, (c) => decideRoute(c, deps, 'discard', onLeadStored));
}
