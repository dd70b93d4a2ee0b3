import type { Registry } from '@dealer/site-registry';
import { groupOf, isStaffRole, type StaffRole } from '@dealer/staff';
import { emailSchema } from '@dealer/validation';
import type { SqlDatabase } from '../store/sql.js';
import { writeAudit } from './audit.js';
import { StaffInvitations } from './invitations.js';
import { StaffPeople } from './people.js';

/**
 * The operator's way in outside the demo (`pnpm --dir apps/bff staff add …`): an invitation for a
 * group's first admin (or anyone), made straight in the store and audited as done by the operator. The
 * link it prints opens the console's invitation page on the group's first site.
 */

export interface OperatorInvite {
  email: string;
  name: string;
  group: string;
  role: string;
  sites: string[];
}

export type OperatorResult = { ok: true; link: string; expiresAt: string } | { ok: false; problem: string };

export async function operatorInvite(
  db: SqlDatabase,
  registry: Registry,
  input: OperatorInvite,
  now: Date,
  baseUrl?: string,
): Promise<OperatorResult> {
  const groupSites = registry.sites.filter((s) => groupOf(s) === input.group || s.slug === input.group);
  const first = groupSites[0];
  if (!first) return { ok: false, problem: `No dealer group or site ${input.group}` };
  const groupId = groupOf(first);
  if (!isStaffRole(input.role))
    return { ok: false, problem: 'role must be group_admin, manager or salesperson' };
  const role: StaffRole = input.role;
  if (!emailSchema.safeParse(input.email).success)
    return { ok: false, problem: `Not an email: ${input.email}` };
  if (input.name.trim() === '') return { ok: false, problem: 'name is required' };
  const outside = input.sites.filter((slug) => !groupSites.some((s) => s.slug === slug));
  if (outside.length > 0) return { ok: false, problem: `Not sites of ${groupId}: ${outside.join(', ')}` };
  if (role !== 'group_admin' && input.sites.length === 0)
    return { ok: false, problem: 'a manager or salesperson needs --sites' };
  if (await new StaffPeople(db).byEmail(input.email))
    return { ok: false, problem: `${input.email} already has a console account` };
  const made = await db.transaction(async (tx) => {
    const created = await new StaffInvitations(tx).create(
      {
        email: input.email,
        name: input.name.trim(),
        groupId,
        role,
        siteSlugs: role === 'group_admin' ? [] : input.sites,
        invitedBy: null,
      },
      now,
    );
    await writeAudit(tx, {
      actor: null,
      groupId,
      action: 'invitation.created',
      target: { type: 'invitation', id: created.row.id },
      after: { email: created.row.email, role, siteSlugs: created.row.siteSlugs, by: 'operator' },
      ip: null,
      at: now,
    });
    return created;
  });
  const base = (baseUrl ?? first.url).replace(/\/+$/, '');
  return { ok: true, link: `${base}/console/invite/${made.token}`, expiresAt: made.row.expiresAt };
}
