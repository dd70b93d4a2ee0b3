import { can, invitationRefusal, invitationState, STAFF_ROLES, type StaffMember } from '@dealer/staff';
import { newPasswordSchema } from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { hashPassword } from '../accounts/passwords.js';
import type { AppContext, AppDeps, AppEnv } from '../http/context.js';
import { NO_STORE } from '../http/security.js';
import { isSecureRequest } from '../http/visitor.js';
import { writeAudit } from '../staff/audit.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { StaffInvitations, withState } from '../staff/invitations.js';
import { StaffPeople } from '../staff/people.js';
import { requireStaff } from '../staff/require-staff.js';
import { ConsoleSignIn } from '../staff/sign-in.js';

/**
 * Invitations by link (console: people and access):
 *   GET    /api/console/invitations                               → {invitations} (team.read)
 *   POST   /api/console/invitations   {email, name, role, siteSlugs} → 201 {…, link} (team.manage)
 *   DELETE /api/console/invitations/{id}                          → 204 | 404
 *   GET    /api/console/invitations/{token}                       → {email, name, role, groupId, expiresAt} | 404 | 410
 *   POST   /api/console/invitations/{token}/accept {password, name?} → 200 {staff} + cookie | 400 | 410
 * A group admin invites anyone to the group; a manager invites salespeople to their own sites.
 */

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const inviteBody = z.object({
  email: z.email('Enter an email address.').max(254),
  name: z.string('Enter a name.').trim().min(1, 'Enter a name.').max(100),
  role: z.enum(STAFF_ROLES, `Choose one of: ${STAFF_ROLES.join(', ')}.`),
  siteSlugs: z.array(z.string().max(100)).max(200).default([]),
});
const acceptBody = z.object({
  password: newPasswordSchema,
  name: z.string().trim().min(1).max(100).optional(),
});

/** The refusal of sites an actor may not give (a field message), or null when every one is theirs. */
export function siteGrantProblem(
  actor: StaffMember,
  role: (typeof STAFF_ROLES)[number],
  siteSlugs: readonly string[],
): string | null {
  if (role !== 'group_admin' && siteSlugs.length === 0) return 'Choose at least one site.';
  const sites = role === 'group_admin' ? actor.siteSlugs : siteSlugs;
  const refused = sites.filter((slug) => !can(actor, 'team.manage', { siteSlug: slug, role }));
  if (refused.length === 0) return null;
  return role === 'group_admin' || actor.role !== 'group_admin'
    ? 'You cannot give this role on these sites.'
    : `Not a site of your group: ${refused.join(', ')}.`;
}

function link(c: AppContext, deps: AppDeps, token: string): string {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  return `${isSecureRequest(c, deps.trustProxy) ? 'https' : 'http'}://${host}/console/invite/${token}`;
}

async function invitationsRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const staff = c.get('staff');
  if (!staff.siteSlugs.some((slug) => can(staff, 'team.read', { siteSlug: slug })))
    return forbidden(c, 'Your role cannot see the team.');
  const rows = await new StaffInvitations(deps.store.db).list(staff.groupId);
  return c.json({ invitations: rows.map((r) => withState(r, deps.now())) }, 200, NO_STORE);
}

async function inviteRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const body = await parseBody(c, inviteBody);
  if (!body.ok) return body.response;
  const staff = c.get('staff');
  const { email, name, role } = body.value;
  const siteSlugs = role === 'group_admin' ? [] : [...new Set(body.value.siteSlugs)];
  const problem = siteGrantProblem(staff, role, siteSlugs);
  if (problem) return fieldError(c, role === 'group_admin' ? 'role' : 'siteSlugs', problem);
  if (await new StaffPeople(deps.store.db).byEmail(email))
    return fieldError(c, 'email', 'This email already has a console account.');
  const created = await auditedWrite(deps, async (tx) => {
    const made = await new StaffInvitations(tx).create(
      { email, name, groupId: staff.groupId, role, siteSlugs, invitedBy: staff.userId },
      deps.now(),
    );
    const after = { email: made.row.email, role, siteSlugs };
    const target = { type: 'invitation', id: made.row.id };
    return { result: made, audit: { ...auditBase(c, deps), action: 'invitation.created', target, after } };
  });
  const answer = { ...withState(created.row, deps.now()), link: link(c, deps, created.token) };
  return c.json(answer, 201, NO_STORE);
}

async function revokeInvitationRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const staff = c.get('staff');
  const invitations = new StaffInvitations(deps.store.db);
  const row = UUID.test(id) ? await invitations.byId(staff.groupId, id) : null;
  if (!row || siteGrantProblem(staff, row.role, row.siteSlugs)) return notFound(c, 'Invitation not found');
  const done = await auditedWrite(deps, async (tx) => {
    const ok = await new StaffInvitations(tx).revoke(staff.groupId, id, deps.now());
    const audit = {
      ...auditBase(c, deps),
      action: 'invitation.revoked',
      target: { type: 'invitation', id },
    };
    return { result: ok, audit: ok ? audit : null };
  });
  return done ? c.body(null, 204, NO_STORE) : notFound(c, 'Invitation not found');
}

async function invitationRoute(c: AppContext, deps: AppDeps): Promise<Response> {
  const token = c.req.param('token') ?? '';
  const row = TOKEN.test(token) ? await new StaffInvitations(deps.store.db).byToken(token) : null;
  if (!row) return notFound(c, 'This invitation link is not valid.');
  const refusal = invitationRefusal(invitationState(row, deps.now()));
  if (refusal) return c.json({ error: refusal }, 410, NO_STORE);
  const { email, name, role, groupId, expiresAt } = row;
  return c.json({ email, name, role, groupId, expiresAt }, 200, NO_STORE);
}

async function acceptRoute(c: AppContext, deps: AppDeps, signIn: ConsoleSignIn): Promise<Response> {
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return notFound(c, 'This invitation link is not valid.');
  const body = await parseBody(c, acceptBody);
  if (!body.ok) return body.response;
  const passwordHash = await hashPassword(body.value.password);
  const now = deps.now();
  const outcome = await deps.store.db
    .transaction(async (tx) => {
      const invitation = await new StaffInvitations(tx).accept(token, now);
      if (!invitation) return { refused: true as const };
      const name = body.value.name ?? invitation.name;
      const membership = {
        groupId: invitation.groupId,
        role: invitation.role,
        siteSlugs: invitation.siteSlugs,
      };
      const userId = await new StaffPeople(tx).create(
        { email: invitation.email, name, passwordHash },
        membership,
        now,
      );
      if (userId === 'exists') throw new EmailTaken();
      await writeAudit(tx, {
        actor: { userId, email: invitation.email, groupId: invitation.groupId },
        action: 'invitation.accepted',
        target: { type: 'invitation', id: invitation.id },
        after: { userId, role: invitation.role, siteSlugs: invitation.siteSlugs },
        ip: auditBase(c, deps).ip,
        at: now,
      });
      return { refused: false as const, userId };
    })
    .catch((error: unknown) => {
      if (error instanceof EmailTaken) return { taken: true as const };
      throw error;
    });
  if ('taken' in outcome)
    return fieldError(c, 'email', 'This email already has a console account. Sign in instead.');
  if (outcome.refused) {
    const row = await new StaffInvitations(deps.store.db).byToken(token);
    const refusal = row ? invitationRefusal(invitationState(row, now)) : null;
    return row
      ? c.json({ error: refusal }, 410, NO_STORE)
      : notFound(c, 'This invitation link is not valid.');
  }
  const staff = await signIn.startSession(c, outcome.userId, 'staff.signed_in');
  if (!staff) return notFound(c, 'This invitation link is not valid.');
  const { sessionId: _s, ...member } = staff;
  return c.json({ staff: member }, 200, NO_STORE);
}

export function registerConsoleInvitationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  const signIn = new ConsoleSignIn(deps);

  app.get('/api/console/invitations', guard, (c) => invitationsRoute(c, deps));

  app.post('/api/console/invitations', guard, (c) => inviteRoute(c, deps));

  app.delete('/api/console/invitations/:id', guard, (c) => revokeInvitationRoute(c, deps));

  app.get('/api/console/invitations/:token', (c) => invitationRoute(c, deps));

  app.post('/api/console/invitations/:token/accept', (c) => acceptRoute(c, deps, signIn));
}

class EmailTaken extends Error {}
