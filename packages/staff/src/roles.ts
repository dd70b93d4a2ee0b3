/**
 * Console, people and access: people and access: dealer staff belong to one dealer group with one role there.
 * - `group_admin`: every site of the group, every action;
 * - `manager`: the sites listed on their membership; leads, team (salespeople of those sites), stock;
 * - `salesperson`: the listed sites, and of their leads only the ones assigned to them.
 * `can` is the one permission rule; every console route asks it on the server.
 */

export const STAFF_ROLES = ['group_admin', 'manager', 'salesperson'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The signed-in person as a console route sees them (`c.get('staff')` in the BFF). */
export interface StaffMember {
  userId: string;
  email: string;
  name: string;
  /** The dealer group: a site's `dealership_group`, or the site's slug when it has none. */
  groupId: string;
  role: StaffRole;
  /** The sites this person works on; for a group admin every site of the group. */
  siteSlugs: string[];
}

export const CONSOLE_ACTIONS = [
  'leads.read',
  'leads.work',
  'leads.assign',
  'leads.export',
  'rules.manage',
  'team.read',
  'team.manage',
  'audit.read',
  'tokens.manage',
  'stock.read',
  'stock.edit',
  'reservations.manage',
  'content.edit',
  'dashboard.read',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

const SALESPERSON: readonly ConsoleAction[] = [
  'leads.read',
  'leads.work',
  'leads.export',
  'stock.read',
  'dashboard.read',
];
const MANAGER: readonly ConsoleAction[] = CONSOLE_ACTIONS.filter((a) => a !== 'tokens.manage');

const ROLE_ACTIONS: Readonly<Record<StaffRole, ReadonlySet<ConsoleAction>>> = {
  group_admin: new Set(CONSOLE_ACTIONS),
  manager: new Set(MANAGER),
  salesperson: new Set(SALESPERSON),
};

/** The site and, where it matters, the lead's assignee or the team member's role an action touches. */
export interface AccessTarget {
  siteSlug: string;
  /** A lead's assignee (null: unassigned). Given for lead actions: a salesperson needs it to be theirs. */
  assigneeId?: string | null;
  /** The role a team action gives or takes: a manager may manage salespeople only. */
  role?: StaffRole;
}

/**
 * Whether `actor` may do `action` on `target`: the role allows the action, the site is one of the
 * actor's, a salesperson's lead is assigned to them, and a manager's team change concerns a salesperson.
 */
export function can(actor: StaffMember, action: ConsoleAction, target: AccessTarget): boolean {
  if (!ROLE_ACTIONS[actor.role].has(action)) return false;
  if (!actor.siteSlugs.includes(target.siteSlug)) return false;
  if (actor.role === 'salesperson' && target.assigneeId !== undefined && action.startsWith('leads.'))
    return target.assigneeId === actor.userId;
  if (actor.role === 'manager' && action === 'team.manage' && target.role !== undefined)
    return target.role === 'salesperson';
  return true;
}

/** Site-level check (no lead or team member in view): may this person do `action` on this site at all? */
export function canAccess(staff: StaffMember, siteSlug: string, action: ConsoleAction): boolean {
  return can(staff, action, { siteSlug });
}

/** The sites of `staff` where `action` is allowed (what a list or a filter may cover). */
export function sitesFor(staff: StaffMember, action: ConsoleAction): string[] {
  return staff.siteSlugs.filter((slug) => canAccess(staff, slug, action));
}

/** Whether lead lists of this person are limited to the leads assigned to them. */
export function seesOnlyOwnLeads(staff: Pick<StaffMember, 'role'>): boolean {
  return staff.role === 'salesperson';
}

/** A group's id: the site's dealer group, or its slug when the site belongs to none. */
export function groupOf(site: { slug: string; dealership_group?: string | null | undefined }): string {
  return site.dealership_group || site.slug;
}

/** The sites a membership covers: every site of the group for a group admin, else the listed ones in the group. */
export function membershipSites(
  membership: { groupId: string; role: StaffRole; siteSlugs: readonly string[] },
  sites: readonly { slug: string; dealership_group?: string | null | undefined }[],
): string[] {
  const inGroup = sites.filter((site) => groupOf(site) === membership.groupId).map((site) => site.slug);
  if (membership.role === 'group_admin') return inGroup;
  return inGroup.filter((slug) => membership.siteSlugs.includes(slug));
}
