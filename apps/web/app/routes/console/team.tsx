import type { ConsoleAnswer, InvitationCreated } from '@dealer/api-client';
import { can, isStaffRole, STAFF_ROLES } from '@dealer/staff';
import { TeamPanel } from '@dealer/ui';
import { data, Form } from 'react-router';
import { dealer } from '../../context';
import { consoleTitle } from '../../lib/console';
import { consoleApi, consoleMe, consoleRead, formText, refusal, session } from '../../lib/console.server';
import type { Route } from './+types/team';

export const meta = () => consoleTitle('Team');

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = dealer(context);
  const api = consoleApi(ctx);
  const s = session(request);
  const [me, members, invitations] = await Promise.all([
    consoleMe(ctx, request),
    // A role that may not see the team gets the console's Not found.
    consoleRead(() => api.team(s)),
    api.invitations(s).catch(() => []),
  ]);
  if (!me) throw data('Not found', { status: 404 });
  const staff = me.staff;
  const roles = STAFF_ROLES.filter((role) =>
    staff.siteSlugs.some((siteSlug) => can(staff, 'team.manage', { siteSlug, role })),
  );
  return { members, invitations, sites: me.sites, roles, selfId: staff.userId };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(dealer(context));
  const s = session(request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const userId = formText(form, 'userId');
  const role = formText(form, 'role');
  const siteSlugs = form.getAll('siteSlugs').map(String);
  const badRole = () =>
    data({ intent, userId, error: 'Choose a role.', fields: { role: 'Choose a role.' } }, { status: 400 });
  let answer: ConsoleAnswer<InvitationCreated | unknown>;
  if (intent === 'invite') {
    if (!isStaffRole(role)) return badRole();
    answer = await api.invite(
      { email: formText(form, 'email'), name: formText(form, 'name'), role, siteSlugs },
      s,
    );
    if (answer.ok) return { intent, invitation: answer.body as InvitationCreated };
  } else if (intent === 'change') {
    if (!isStaffRole(role)) return badRole();
    answer = await api.changeMember(userId, { role, siteSlugs }, s);
  } else if (intent === 'remove') {
    answer = await api.removeMember(userId, s);
  } else if (intent === 'reset-two-factor') {
    const proof = { password: formText(form, 'password'), code: formText(form, 'code') || undefined };
    answer = await api.resetMemberTwoFactor(userId, proof, s);
  } else if (intent === 'revoke-invitation') {
    answer = await api.revokeInvitation(formText(form, 'invitationId'), s);
  } else {
    return data({ intent, error: 'Unknown action.', fields: {} }, { status: 400 });
  }
  if (!answer.ok) {
    const refused = refusal(intent, answer);
    return data({ ...refused.data, userId }, refused.init ?? undefined);
  }
  return { intent, userId };
}

/** The console's team page: members, invitations, role and site changes, removal. */
export default function ConsoleTeam({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Team</h1>
      <TeamPanel {...loaderData} result={actionData ?? null} Form={Form} />
    </>
  );
}
