import { can, membershipSites, sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { StaffPeople } from '../staff/people.js';
import { requireStaff } from '../staff/require-staff.js';
import { addRule, removeRule, ruleById, rulesForSites } from '../staff/rules.js';

/**
 * Assignment rules (console: lead inbox), for managers and group admins (rules.manage):
 *   GET    /api/console/assignment-rules                                    → {rules} of the person's sites
 *   POST   /api/console/assignment-rules {siteSlug, locationId?, category?, staffIds} → 201 the rule
 *   DELETE /api/console/assignment-rules/{id}                               → 204 | 404
 * Everyone in a rule must work on its site; a rule of another person's site is not found.
 */

const ruleBody = z.object({
  siteSlug: z.string('Choose a site.').min(1, 'Choose a site.').max(100),
  locationId: z
    .union([z.string().max(40), z.number().int().positive()])
    .nullable()
    .optional(),
  category: z.string().trim().max(100).nullable().optional(),
  staffIds: z.array(z.uuid('Not a person id.')).min(1, 'Choose at least one person.').max(50),
});

async function rulesRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const sites = sitesFor(c.get('staff'), 'rules.manage');
  if (sites.length === 0) return forbidden(c, 'Your role cannot manage assignment rules.');
  return c.json({ rules: await rulesForSites(deps.store.db, sites) }, 200, NO_STORE);
}

async function addRuleRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const body = await parseBody(c, ruleBody);
  if (!body.ok) return body.response;
  const { siteSlug, staffIds } = body.value;
  if (!can(staff, 'rules.manage', { siteSlug })) return fieldError(c, 'siteSlug', 'Not one of your sites.');
  const site = deps.registry.sites.find((s) => s.slug === siteSlug);
  const locationId = body.value.locationId == null ? null : String(body.value.locationId);
  if (locationId !== null && !site?.locations.some((l) => String(l.id) === locationId))
    return fieldError(c, 'locationId', 'Not a location of this site.');
  const team = await new StaffPeople(deps.store.db).team(staff.groupId);
  const outside = staffIds.filter((id) => {
    const member = team.find((m) => m.userId === id);
    if (!member) return true;
    const membership = { groupId: staff.groupId, role: member.role, siteSlugs: member.siteSlugs };
    return !membershipSites(membership, deps.registry.sites).includes(siteSlug);
  });
  if (outside.length > 0) return fieldError(c, 'staffIds', 'Everyone in a rule must work on its site.');
  const input = {
    siteSlug,
    locationId,
    category: body.value.category || null,
    staffIds: [...new Set(staffIds)],
  };
  const rule = await auditedWrite(deps, async (tx) => {
    const made = await addRule(tx, staff.groupId, input, deps.now());
    const target = { type: 'assignment_rule', id: made.id };
    return {
      result: made,
      audit: { ...auditBase(c, deps), action: 'rule.created', siteSlug, target, after: input },
    };
  });
  return c.json(rule, 201, NO_STORE);
}

async function removeRuleRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const id = c.req.param('id') ?? '';
  const rule = UUID.test(id) ? await ruleById(deps.store.db, id) : null;
  if (!rule || !can(staff, 'rules.manage', { siteSlug: rule.siteSlug })) return notFound(c, 'Rule not found');
  await auditedWrite(deps, async (tx) => {
    await removeRule(tx, id);
    const target = { type: 'assignment_rule', id };
    return {
      result: null,
      audit: {
        ...auditBase(c, deps),
        action: 'rule.removed',
        siteSlug: rule.siteSlug,
        target,
        before: rule,
      },
    };
  });
  return c.body(null, 204, NO_STORE);
}

export function registerConsoleRuleRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);

  app.get('/api/console/assignment-rules', guard, (c) => rulesRoute(c, deps));

  app.post('/api/console/assignment-rules', guard, (c) => addRuleRoute(c, deps));

  app.delete('/api/console/assignment-rules/:id', guard, (c) => removeRuleRoute(c, deps));
}
