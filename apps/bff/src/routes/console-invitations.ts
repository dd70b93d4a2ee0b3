import { can, invitationRefusal, invitationState, STAFF_ROLES, type StaffMember } from '@dealer/staff';
import { newPasswordSchema } from '@dealer/validation';
import type { Hono } from 'hono';
import { z } from 'zod';
import { hashPassword } from '../accounts/passwords.js';
import { type AppContext, type AppDeps, type AppEnv, clientNetwork } from '../http/context.js';
import { type SignInGuard, type SignInRules, signInGuard } from '../http/rate-limit.js';
import { NO_STORE } from '../http/security.js';
import { isSecureRequest } from '../http/visitor.js';
import { writeAudit } from '../staff/audit.js';
import { auditBase, auditedWrite, fieldError, forbidden, notFound, parseBody, UUID } from '../staff/http.js';
import { StaffInvitations, withState } from '../staff/invitations.js';
import { StaffPeople } from '../staff/people.js';
import { requireStaff } from '../staff/require-staff.js';
import { ConsoleSignIn } from '../staff/sign-in.js';
import { sha256 } from '../store/crypto.js';

/**
 * Invitations by link (console: people and access):
 *   GET    /api/console/invitations                               → {invitations} (team.read)
 *   POST   /api/console/invitations   {email, name, role, siteSlugs} → 201 {…, link} (team.manage)
 *   DELETE /api/console/invitations/{id}                          → 204 | 404
 *   GET    /api/console/invitations/{token}                       → {email, name, role, groupId, expiresAt} | 404 | 410
 *   POST   /api/console/invitations/{token}/accept {password, name?} → 200 {staff} + cookie | 400 | 404 | 410 | 429 | 503
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
  // Every email gets the same answer: whether it has an account (here or in another group) is settled
  // when the invitation is accepted, and never told to the inviter.
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

/**
 * Invitation links opened per 15 minutes: 20 per address, 10 per link. A link is 256 random bits, so
 * this is not about guessing it: it keeps a flood of made-up links cheap (each costs one lookup, never
 * a hash) and bounded.
 */
export const INVITATION_ACCEPTS: SignInRules = {
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { limit: 10, windowMs: 15 * 60_000 },
  knownAddressMs: 15 * 60_000,
};

const TAKEN = 'This email already has a console account. Sign in instead.';

type AcceptOutcome = { kind: 'refused' } | { kind: 'taken' } | { kind: 'accepted'; userId: string };

async function acceptRoute(
  c: AppContext,
  deps: AppDeps,
  signIn: ConsoleSignIn,
  guard: SignInGuard,
): Promise<Response> {
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) return notFound(c, 'This invitation link is not valid.');
  // Counted first, then the cheap checks (body, lookup); the hash only for a link that can be accepted.
  const attempt = await guard.attempt(
    sha256(`invitation\n${token}`),
    sha256(clientNetwork(c, deps.trustProxy)),
  );
  if (!attempt.ok)
    return c.json({ error: 'Too many attempts. Please try again later.' }, 429, {
      ...NO_STORE,
      'retry-after': String(attempt.retryAfter),
    });
  let outcome: AcceptOutcome | Response;
  try {
    outcome = await accept(c, deps, token);
  } catch (error) {
    await attempt.withdrawn();
    throw error;
  }
  if (outcome instanceof Response) {
    // A link that opens nothing counts against the address; a bad body is not a guess.
    if (outcome.status === 400) await attempt.withdrawn();
    else await attempt.failed();
    return outcome;
  }
  await attempt.succeeded();
  if (outcome.kind === 'taken') return fieldError(c, 'email', TAKEN);
  if (outcome.kind === 'refused') return refusedAnswer(c, deps, token);
  const staff = await signIn.startSession(c, outcome.userId, 'staff.signed_in');
  if (!staff) return notFound(c, 'This invitation link is not valid.');
  const { sessionId: _s, ...member } = staff;
  return c.json({ staff: member }, 200, NO_STORE);
}

async function refusedAnswer(c: AppContext, deps: AppDeps, token: string): Promise<Response> {
  const row = await new StaffInvitations(deps.store.db).byToken(token);
  const refusal = row ? invitationRefusal(invitationState(row, deps.now())) : null;
  return row && refusal
    ? c.json({ error: refusal }, 410, NO_STORE)
    : notFound(c, 'This invitation link is not valid.');
}

/**
 * Accepts a pending invitation: a new account, or a removed person's account restored with the
 * invitation's role. An email with a live account (in this group or another) is refused here, to the
 * person holding the link, never to the inviter at invitation time (the invitation answered alike for
 * every email, and stays pending).
 */
async function accept(c: AppContext, deps: AppDeps, token: string): Promise<AcceptOutcome | Response> {
  const body = await parseBody(c, acceptBody);
  if (!body.ok) return body.response;
  const now = deps.now();
  const found = await new StaffInvitations(deps.store.db).byToken(token);
  if (!found) return notFound(c, 'This invitation link is not valid.');
  const refusal = invitationRefusal(invitationState(found, now));
  if (refusal) return c.json({ error: refusal }, 410, NO_STORE);
  if ((await new StaffPeople(deps.store.db).activeGroupOf(found.email)) !== null) return { kind: 'taken' };
  const passwordHash = await hashPassword(body.value.password);
  return deps.store.db
    .transaction(async (tx): Promise<AcceptOutcome> => {
      const invitation = await new StaffInvitations(tx).accept(token, now);
      if (!invitation) return { kind: 'refused' };
      const name = body.value.name ?? invitation.name;
      const membership = {
        groupId: invitation.groupId,
        role: invitation.role,
        siteSlugs: invitation.siteSlugs,
      };
      const people = new StaffPeople(tx);
      const person = { email: invitation.email, name, passwordHash };
      const restored = await people.restore(person, membership, now);
      const userId = restored ?? (await people.create(person, membership, now));
      if (userId === 'exists') throw new EmailTaken();
      await writeAudit(tx, {
        actor: { userId, email: invitation.email, groupId: invitation.groupId },
        action: restored ? 'invitation.accepted_restored' : 'invitation.accepted',
        target: { type: 'invitation', id: invitation.id },
        after: { userId, role: invitation.role, siteSlugs: invitation.siteSlugs },
        ip: auditBase(c, deps).ip,
        at: now,
      });
      return { kind: 'accepted', userId };
    })
    .catch((error: unknown) => {
      // Two acceptances racing for one email: the second finds it taken (its invitation rolled back).
      if (error instanceof EmailTaken) return { kind: 'taken' as const };
      throw error;
    });
}

export function registerConsoleInvitationRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const guard = requireStaff(deps);
  const signIn = new ConsoleSignIn(deps);

  app.get('/api/console/invitations', guard, (c) => invitationsRoute(c, deps));

  app.post('/api/console/invitations', guard, (c) => inviteRoute(c, deps));

  app.delete('/api/console/invitations/:id', guard, (c) => revokeInvitationRoute(c, deps));

  app.get('/api/console/invitations/:token', (c) => invitationRoute(c, deps));

  const accepts = signInGuard(deps, 'invitation-accept', INVITATION_ACCEPTS);
  app.post('/api/console/invitations/:token/accept', (c) => acceptRoute(c, deps, signIn, accepts));
}

class EmailTaken extends Error {}
