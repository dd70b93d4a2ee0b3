import { can, membershipSites, sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { StaffPeople } from '../staff/people.js';
import { requireStaff } from '../staff/require-staff.js';
import { addRule, changeRule, removeRule, ruleById, rulesForSites } from '../staff/rules.js';

/**
 * Assignment rules (console: lead inbox), for managers and group admins (rules.manage):
 *   GET    /api/console/assignment-rules                                    → {rules, sites (with locations)}
 *   POST   /api/console/assignment-rules {siteSlug, locationId?, category?, staffIds} → 201 the rule
 *   PATCH  /api/console/assignment-rules/{id} {same fields as POST}        → 200 the rule | 404
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
  // The sites a rule may name, each with its §2 locations (a rule's location is one of its site's).
  const ruleSites = deps.registry.sites
    .filter((s) => sites.includes(s.slug))
    .map((s) => ({
      slug: s.slug,
      name: s.name,
      locations: s.locations.map((l) => ({ id: String(l.id), name: l.location_name })),
    }));
  return c.json({ rules: await rulesForSites(deps.store.db, sites), sites: ruleSites }, 200, NO_STORE);
}

type RuleInput = Parameters<typeof addRule>[2];

/** A posted rule checked against the person's sites, the site's locations and its people (400 by field). */
async function checkedRule(
  c: AppContext,
  deps: AppDeps,
): Promise<{ ok: true; value: RuleInput } | { ok: false; response: Response }> {
  const staff = c.get('staff');
  const body = await parseBody(c, ruleBody);
  if (!body.ok) return body;
  const { siteSlug, staffIds } = body.value;
  const refuse = (field: string, message: string) =>
    ({ ok: false, response: fieldError(c, field, message) }) as const;
  if (!can(staff, 'rules.manage', { siteSlug })) return refuse('siteSlug', 'Not one of your sites.');
  const site = deps.registry.sites.find((s) => s.slug === siteSlug);
  const locationId = body.value.locationId == null ? null : String(body.value.locationId);
  if (locationId !== null && !site?.locations.some((l) => String(l.id) === locationId))
    return refuse('locationId', 'Not a location of this site.');
  const team = await new StaffPeople(deps.store.db).team(staff.groupId);
  const outside = staffIds.filter((id) => {
    const member = team.find((m) => m.userId === id);
    if (!member) return true;
    const membership = { groupId: staff.groupId, role: member.role, siteSlugs: member.siteSlugs };
    return !membershipSites(membership, deps.registry.sites).includes(siteSlug);
  });
  if (outside.length > 0) return refuse('staffIds', 'Everyone in a rule must work on its site.');
  const value = {
    siteSlug,
    locationId,
    category: body.value.category || null,
    staffIds: [...new Set(staffIds)],
  };
  return { ok: true, value };
}

async function addRuleRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const checked = await checkedRule(c, deps);
  if (!checked.ok) return checked.response;
  const input = checked.value;
  const rule = await auditedWrite(deps, async (tx) => {
    const made = await addRule(tx, staff.groupId, input, deps.now());
    const target = { type: 'assignment_rule', id: made.id };
    return {
      result: made,
      audit: {
        ...auditBase(c, deps),
        action: 'rule.created',
        siteSlug: input.siteSlug,
        target,
        after: input,
      },
    };
  });
  return c.json(rule, 201, NO_STORE);
}

/** A rule of one of the person's sites, or null (another site's rule is not found). */
async function ownRule(c: AppContext, deps: AppDeps) {
  const id = c.req.param('id') ?? '';
  const rule = UUID.test(id) ? await ruleById(deps.store.db, id) : null;
  return rule && can(c.get('staff'), 'rules.manage', { siteSlug: rule.siteSlug }) ? rule : null;
}

async function changeRuleRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const rule = await ownRule(c, deps);
  if (!rule) return notFound(c, 'Rule not found');
  const checked = await checkedRule(c, deps);
  if (!checked.ok) return checked.response;
  const input = checked.value;
  const changed = await auditedWrite(deps, async (tx) => {
    const result = await changeRule(tx, rule, input);
    const target = { type: 'assignment_rule', id: rule.id };
    const { id: _id, lastAssigneeId: _last, ...before } = rule;
    return {
      result,
      audit: {
        ...auditBase(c, deps),
        action: 'rule.changed',
        siteSlug: input.siteSlug,
        target,
        before,
        after: input,
      },
    };
  });
  return c.json(changed, 200, NO_STORE);
}

async function removeRuleRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const rule = await ownRule(c, deps);
  if (!rule) return notFound(c, 'Rule not found');
  await auditedWrite(deps, async (tx) => {
    await removeRule(tx, rule.id);
    const target = { type: 'assignment_rule', id: rule.id };
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

  app.patch('/api/console/assignment-rules/:id', guard, (c) => changeRuleRoute(c, deps));

  app.delete('/api/console/assignment-rules/:id', guard, (c) => removeRuleRoute(c, deps));
}
