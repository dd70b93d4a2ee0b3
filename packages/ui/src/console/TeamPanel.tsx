import type { Invitation, InvitationCreated, StaffRole, TeamMember } from '@dealer/api-client';
import { STAFF_ROLES } from '@dealer/staff';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from './ConsoleShell';

type FormComponent = (props: { method: 'post'; className?: string; children: ReactNode }) => ReactNode;

/** A refused team action: which form (and whose row), the server's messages (§8). */
export interface TeamActionResult {
  intent: string;
  userId?: string;
  error?: string;
  fields?: Readonly<Record<string, string>>;
  /** A new invitation's link, shown once. */
  invitation?: InvitationCreated;
}

export interface TeamPanelProps {
  members: readonly TeamMember[];
  invitations: readonly Invitation[];
  sites: readonly { slug: string; name: string }[];
  /** The roles the signed-in person may give (a manager: salesperson only). */
  roles: readonly StaffRole[];
  /** The signed-in person (no remove button on their own row). */
  selfId: string;
  result: TeamActionResult | null;
  Form: FormComponent;
}

function Message({
  result,
  intent,
  userId,
}: {
  result: TeamActionResult | null;
  intent: string;
  userId?: string;
}) {
  if (!result || result.intent !== intent || result.userId !== userId || !(result.error || result.fields))
    return null;
  return (
    <p className="console-error" role="alert">
      {[result.error, ...Object.values(result.fields ?? {})].filter(Boolean).join(' ')}
    </p>
  );
}

function SiteBoxes({
  sites,
  checked,
  idPrefix,
}: {
  sites: TeamPanelProps['sites'];
  checked: readonly string[];
  idPrefix: string;
}) {
  return (
    <fieldset className="console-sites">
      <legend>Sites</legend>
      {sites.map((site) => (
        <label key={site.slug} htmlFor={`${idPrefix}-${site.slug}`}>
          <input
            id={`${idPrefix}-${site.slug}`}
            type="checkbox"
            name="siteSlugs"
            value={site.slug}
            defaultChecked={checked.includes(site.slug)}
          />{' '}
          {site.name}
        </label>
      ))}
    </fieldset>
  );
}

function RoleSelect({ id, roles, value }: { id: string; roles: readonly StaffRole[]; value?: StaffRole }) {
  return (
    <div className="console-field">
      <label htmlFor={id}>Role</label>
      <select id={id} name="role" defaultValue={value ?? roles[0]}>
        {STAFF_ROLES.filter((r) => roles.includes(r) || r === value).map((r) => (
          <option key={r} value={r} disabled={!roles.includes(r)}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

function MemberRow({ member, props }: { member: TeamMember; props: TeamPanelProps }) {
  const { sites, roles, selfId, result, Form } = props;
  const own = member.userId === selfId;
  const siteNames = member.siteSlugs.map((slug) => sites.find((s) => s.slug === slug)?.name ?? slug);
  return (
    <li className="console-panel" data-member={member.email}>
      <h3>
        {member.name} <span className="console-muted">{member.email}</span>
      </h3>
      <p>
        {ROLE_LABELS[member.role] ?? member.role},{' '}
        {member.role === 'group_admin' ? 'every site of the group' : siteNames.join(', ') || 'no sites'}
        {member.totpEnabled ? ', two-factor on' : ''}
      </p>
      {own ? null : (
        <details>
          <summary>Change or remove {member.name}</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="change" />
            <input type="hidden" name="userId" value={member.userId} />
            <RoleSelect id={`role-${member.userId}`} roles={roles} value={member.role} />
            <SiteBoxes sites={sites} checked={member.siteSlugs} idPrefix={`sites-${member.userId}`} />
            <Message result={result} intent="change" userId={member.userId} />
            <button type="submit" className="console-button">
              Save changes
            </button>
          </Form>
          <div className="console-actions">
            <Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="userId" value={member.userId} />
              <button type="submit" className="console-button console-button--danger">
                Remove from team (signs them out)
              </button>
            </Form>
            {member.totpEnabled && roles.includes('group_admin') ? (
              // A group admin only, proving it is them like a change of their own two-factor (their password,
              // and code when theirs is on); the person is told by mail and enrols again.
              <Form method="post">
                <input type="hidden" name="intent" value="reset-two-factor" />
                <input type="hidden" name="userId" value={member.userId} />
                <div className="console-field">
                  <label htmlFor={`reset-password-${member.userId}`}>Your password</label>
                  <input
                    id={`reset-password-${member.userId}`}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                  />
                </div>
                <div className="console-field">
                  <label htmlFor={`reset-code-${member.userId}`}>Your two-factor code (if yours is on)</label>
                  <input
                    id={`reset-code-${member.userId}`}
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={20}
                  />
                </div>
                <button type="submit" className="console-button console-button--quiet">
                  Reset two-factor (they are told by mail)
                </button>
              </Form>
            ) : null}
          </div>
          <Message result={result} intent="remove" userId={member.userId} />
          <Message result={result} intent="reset-two-factor" userId={member.userId} />
        </details>
      )}
    </li>
  );
}

function InviteForm({ props }: { props: TeamPanelProps }) {
  const { sites, roles, result, Form } = props;
  const created = result?.intent === 'invite' ? result.invitation : undefined;
  return (
    <section className="console-panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      {created ? (
        <div className="console-notice" role="status">
          <p>Invitation for {created.email} made. Send them this link (it is shown only once):</p>
          <p>
            <code data-testid="invitation-link">{created.link}</code>
          </p>
        </div>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="invite" />
        <div className="console-field">
          <label htmlFor="invite-name">Name</label>
          <input id="invite-name" name="name" required autoComplete="off" />
        </div>
        <div className="console-field">
          <label htmlFor="invite-email">Email</label>
          <input id="invite-email" name="email" type="email" required autoComplete="off" />
        </div>
        <RoleSelect id="invite-role" roles={roles} />
        <SiteBoxes
          sites={sites}
          checked={sites.length === 1 ? [sites[0]?.slug ?? ''] : []}
          idPrefix="invite-site"
        />
        <Message result={result} intent="invite" />
        <button type="submit" className="console-button">
          Send invitation
        </button>
      </Form>
    </section>
  );
}

/** The console's team: members with role, sites and two-factor; invite, change role, remove (which ends their sessions). */
export function TeamPanel(props: TeamPanelProps) {
  const pending = props.invitations.filter((i) => i.state === 'pending');
  return (
    <div className="console-lead__grid">
      <section>
        <h2>Members</h2>
        <ul className="console-cards">
          {props.members.map((member) => (
            <MemberRow key={member.userId} member={member} props={props} />
          ))}
        </ul>
        {pending.length > 0 ? (
          <>
            <h2>Open invitations</h2>
            <ul className="console-cards">
              {pending.map((inv) => (
                <li key={inv.id} className="console-panel">
                  {inv.name} ({inv.email}), {ROLE_LABELS[inv.role] ?? inv.role}
                  <props.Form method="post">
                    <input type="hidden" name="intent" value="revoke-invitation" />
                    <input type="hidden" name="invitationId" value={inv.id} />
                    <button type="submit" className="console-button console-button--quiet">
                      Withdraw invitation
                    </button>
                  </props.Form>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <InviteForm props={props} />
    </div>
  );
}
