/**
 * Console, lead inbox: assignment rules: a rule names a site and, optionally, a location and a lead category,
 * and the people who take its leads in turn. A new lead goes to the most specific rule that matches it
 * (site + location + category beats site + category beats site + location beats site alone; ties: the
 * oldest rule), and within the rule to the person after the last one who got a lead (round-robin,
 * deterministic given the last assignee). A lead no rule matches stays New.
 */

export interface AssignmentRuleLike {
  id: string;
  siteSlug: string;
  /** null: every location of the site. */
  locationId: string | null;
  /** null: every category. */
  category: string | null;
  /** The people in turn, in this order. */
  staffIds: readonly string[];
  /** Who got the rule's last lead (null: nobody yet). */
  lastAssigneeId: string | null;
}

export interface LeadToAssign {
  siteSlug: string;
  locationId: string | null;
  category: string | null;
}

function specificity(rule: AssignmentRuleLike): number {
  return (rule.category !== null ? 2 : 0) + (rule.locationId !== null ? 1 : 0);
}

function matches(rule: AssignmentRuleLike, lead: LeadToAssign): boolean {
  if (rule.siteSlug !== lead.siteSlug || rule.staffIds.length === 0) return false;
  if (rule.locationId !== null && rule.locationId !== lead.locationId) return false;
  if (rule.category !== null && rule.category.toLowerCase() !== (lead.category ?? '').toLowerCase())
    return false;
  return true;
}

/** The rule a lead falls under (rules in the order they were made), or null. */
export function pickRule<R extends AssignmentRuleLike>(rules: readonly R[], lead: LeadToAssign): R | null {
  let best: R | null = null;
  for (const rule of rules) {
    if (!matches(rule, lead)) continue;
    if (best === null || specificity(rule) > specificity(best)) best = rule;
  }
  return best;
}

/**
 * The next person in turn: the one after `lastAssigneeId` in `staffIds` (wrapping round), the first when
 * nobody had a lead yet or the last one has left the rule; `available` (when given) skips people who may
 * no longer take leads. Null when nobody can.
 */
export function nextAssignee(
  staffIds: readonly string[],
  lastAssigneeId: string | null,
  available?: (id: string) => boolean,
): string | null {
  if (staffIds.length === 0) return null;
  const last = lastAssigneeId === null ? -1 : staffIds.indexOf(lastAssigneeId);
  for (let step = 1; step <= staffIds.length; step++) {
    const id = staffIds[(last + step) % staffIds.length] as string;
    if (!available || available(id)) return id;
  }
  return null;
}
