import { can, membershipSites, STAFF_ROLES, type StaffMember, sitesFor } from '@dealer/staff';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { badRequest } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { queueAccountMail } from '../staff/account-mail.js';
import { listAudit } from '../staff/audit.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { StaffPeople, type TeamRow } from '../staff/people.js';
import { proofBody, proveItIsThem } from '../staff/prove-it-is-them.js';
import { ConsoleReauth } from '../staff/reauth.js';
import { StaffRecoveryCodes } from '../staff/recovery-codes.js';
import { requireStaff } from '../staff/require-staff.js';
import { StaffSessions } from '../staff/sessions.js';
import { siteGrantProblem } from './console-invitations.js';

/**
 * The team and the audit log (console: people and access):
 *   GET    /api/console/team                         → {members} (team.read)
 *   PATCH  /api/console/team/{userId} {role, siteSlugs} → {member} | 400 | 404
 *   DELETE /api/console/team/{userId}                → 204 (sessions revoked) | 400 | 404
 *   POST   /api/console/team/{userId}/sign-out       → {revoked} every session of that person ended
 *   POST   /api/console/team/{userId}/reset-two-factor {password, code?} → 204 (group admin, proving it is
 *          them like a change of their own two-factor; audited; the person is mailed) | 400 | 429
 *   GET    /api/console/audit?site&action&actor&before&limit → {entries} (audit.read)
 * Someone the actor may not manage (another group's person, a manager for a manager) is not found.
 * Nobody changes or removes themselves, and a group keeps at least one group admin.
 */

const changeBody = z.object({
  role: z.enum(STAFF_ROLES, `Choose one of: ${STAFF_ROLES.join(', ')}.`),
  siteSlugs: z.array(z.string().max(100)).max(200).default([]),
});

/** Whether the actor may manage this member as they are now (their role on every site they have). */
function manages(actor: StaffMember, member: TeamRow): boolean {
  const sites = member.role === 'group_admin' ? actor.siteSlugs : member.siteSlugs;
  return (
    sites.length > 0 &&
    sites.every((slug) => can(actor, 'team.manage', { siteSlug: slug, role: member.role }))
  );
}

function lastAdmin(team: TeamRow[], member: TeamRow): boolean {
  return member.role === 'group_admin' && team.filter((m) => m.role === 'group_admin').length === 1;
}

async function teamRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  if (sitesFor(staff, 'team.read').length === 0) return forbidden(c, 'Your role cannot see the team.');
  const members = await new StaffPeople(deps.store.db).team(staff.groupId);
  // The sites each person works on now: a group admin's are every site of the group.
  const resolved = members.map((m) => ({
    ...m,
    siteSlugs: membershipSites(
      { groupId: staff.groupId, role: m.role, siteSlugs: m.siteSlugs },
      deps.registry.sites,
    ),
  }));
  return c.json({ members: resolved }, 200, NO_STORE);
}

async function changeMemberRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const userId = c.req.param('userId') ?? '';
  const team = await new StaffPeople(deps.store.db).team(staff.groupId);
  const member = UUID.test(userId) ? team.find((m) => m.userId === userId) : undefined;
  if (!member || !manages(staff, member)) return notFound(c, 'Person not found');
  const body = await parseBody(c, changeBody);
  if (!body.ok) return body.response;
  const { role } = body.value;
  const siteSlugs = role === 'group_admin' ? [] : [...new Set(body.value.siteSlugs)];
  if (member.userId === staff.userId) return fieldError(c, 'role', 'You cannot change your own role.');
  const problem = siteGrantProblem(staff, role, siteSlugs);
  if (problem) return fieldError(c, role === 'group_admin' ? 'role' : 'siteSlugs', problem);
  if (role !== 'group_admin' && lastAdmin(team, member))
    return fieldError(c, 'role', 'The group needs at least one group admin.');
  const before = { role: member.role, siteSlugs: member.siteSlugs };
  await auditedWrite(deps, async (tx) => {
    await new StaffPeople(tx).changeMembership(userId, role, siteSlugs, deps.now());
    const target = { type: 'staff', id: userId };
    const audit = {
      ...auditBase(c, deps),
      action: 'staff.role_changed',
      target,
      before,
      after: { role, siteSlugs },
    };
    return { result: null, audit };
  });
  return c.json({ member: { ...member, role, siteSlugs } }, 200, NO_STORE);
}

/** An admin ends every session of someone they manage (a lost phone, a shared computer). */
async function signOutMemberRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const userId = c.req.param('userId') ?? '';
  const member = UUID.test(userId)
    ? await new StaffPeople(deps.store.db).member(staff.groupId, userId)
    : null;
  if (!member || (member.userId !== staff.userId && !manages(staff, member)))
    return notFound(c, 'Person not found');
  const count = await auditedWrite(deps, async (tx) => {
    const revoked = await new StaffSessions(tx).revokeAll(userId, deps.now());
    const target = { type: 'staff', id: userId };
    return {
      result: revoked,
      audit: { ...auditBase(c, deps), action: 'sessions.revoked_all', target, after: { count: revoked } },
    };
  });
  return c.json({ revoked: count }, 200, NO_STORE);
}

async function removeMemberRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const userId = c.req.param('userId') ?? '';
  const team = await new StaffPeople(deps.store.db).team(staff.groupId);
  const member = UUID.test(userId) ? team.find((m) => m.userId === userId) : undefined;
  if (!member || !manages(staff, member)) return notFound(c, 'Person not found');
  if (member.userId === staff.userId) return fieldError(c, 'userId', 'You cannot remove yourself.');
  if (lastAdmin(team, member)) return fieldError(c, 'userId', 'The group needs at least one group admin.');
  await auditedWrite(deps, async (tx) => {
    await new StaffPeople(tx).remove(userId, deps.now());
    const before = { email: member.email, role: member.role, siteSlugs: member.siteSlugs };
    return {
      result: null,
      audit: {
        ...auditBase(c, deps),
        action: 'staff.removed',
        target: { type: 'staff', id: userId },
        before,
      },
    };
  });
  return c.body(null, 204, NO_STORE);
}

/**
 * A group admin turns another person's two-factor off (a lost phone, no recovery code left): their
 * secret and recovery codes go, the change is in the audit log, and the person is told by mail, so a
 * reset they did not ask for does not go unnoticed. They sign in with their password and enrol anew.
 */
async function resetTwoFactorRoute(c: AppContext, deps: AppDeps, reauth: ConsoleReauth): Promise<Response> {
  const staff = c.get('staff');
  const userId = c.req.param('userId') ?? '';
  if (staff.role !== 'group_admin') return forbidden(c, 'Only a group admin can reset two-factor sign-in.');
  const team = await new StaffPeople(deps.store.db).team(staff.groupId);
  const member = UUID.test(userId) ? team.find((m) => m.userId === userId) : undefined;
  if (!member || !manages(staff, member)) return notFound(c, 'Person not found');
  if (member.userId === staff.userId)
    return fieldError(c, 'userId', 'Use your own two-factor settings to change yours.');
  // A session alone does not take someone's second factor away: the admin proves it is them (#30).
  const body = await parseBody(c, proofBody);
  if (!body.ok) return body.response;
  const proven = await reauth.attempt(c, staff.userId, () => proveItIsThem(c, deps, body.value));
  if (proven instanceof Response) return proven;
  const site = c.get('site');
  await auditedWrite(deps, async (tx) => {
    await new StaffPeople(tx).setTotp(userId, { secret: null, pending: null, lastStep: null });
    await new StaffRecoveryCodes(tx).clear(userId);
    await queueAccountMail(tx, {
      siteSlug: site.slug,
      to: member.email,
      topic: 'account.two_factor_reset',
      subject: `Your two-factor sign-in was reset (${site.name} console)`,
      text: [
        `Hello ${member.name},`,
        '',
        `${staff.name} (${staff.email}), an admin of ${staff.groupId}, turned off two-factor sign-in on your console account.`,
        'You can sign in with your password alone until you set two-factor sign-in up again (Account, Two-factor).',
        '',
        'If you did not ask for this, tell your group admin at once and change your password.',
        '',
      ].join('\n'),
      now: deps.now(),
    });
    return {
      result: null,
      audit: {
        ...auditBase(c, deps),
        action: 'totp.reset_by_admin',
        target: { type: 'staff', id: userId },
        before: { totpEnabled: member.totpEnabled },
        after: { totpEnabled: false },
      },
    };
  });
  return c.body(null, 204, NO_STORE);
}

async function auditRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  const sites = sitesFor(staff, 'audit.read');
  if (sites.length === 0) return forbidden(c, 'Your role cannot see the audit log.');
  const q = c.req.query();
  const limit = q.limit === undefined ? 100 : Number(q.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    return fieldError(c, 'limit', 'limit must be a whole number from 1 to 500.');
  if (q.site !== undefined && !sites.includes(q.site)) return fieldError(c, 'site', 'Not one of your sites.');
  if (q.actor !== undefined && !UUID.test(q.actor)) return fieldError(c, 'actor', 'Not a person id.');
  if (q.before !== undefined && Number.isNaN(Date.parse(q.before)))
    return fieldError(c, 'before', 'Not a date and time.');
  if (q.action !== undefined && !/^[a-z_.]{1,60}$/.test(q.action))
    return badRequest(c, 'Not an action name.', { action: 'Not an action name.' });
  const entries = await listAudit(deps.store.db, {
    groupId: staff.groupId,
    sites,
    includeGroupEntries: staff.role === 'group_admin',
    site: q.site,
    action: q.action,
    actor: q.actor,
    before: q.before === undefined ? undefined : new Date(q.before).toISOString(),
    limit,
  });
  return c.json({ entries }, 200, NO_STORE);
}

export function registerConsoleTeamRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  const reauth = new ConsoleReauth(deps);

  app.get('/api/console/team', guard, (c) => teamRoute(c, deps));

  app.patch('/api/console/team/:userId', guard, (c) => changeMemberRoute(c, deps));

  app.delete('/api/console/team/:userId', guard, (c) => removeMemberRoute(c, deps));
  app.post('/api/console/team/:userId/sign-out', guard, (c) => signOutMemberRoute(c, deps));
  app.post('/api/console/team/:userId/reset-two-factor', guard, (c) => resetTwoFactorRoute(c, deps, reauth));

  app.get('/api/console/audit', guard, (c) => auditRoute(c, deps));
}
