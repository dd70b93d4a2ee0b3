// The public API of @dealer/staff: dealer console people and lead work (issue #18 §1, §2).
export {
  type AccessTarget,
  CONSOLE_ACTIONS,
  type ConsoleAction,
  can,
  canAccess,
  groupOf,
  isStaffRole,
  membershipSites,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
  seesOnlyOwnLeads,
  sitesFor,
} from './roles.js';
export {
  awaitsContact,
  changeStatus,
  isContact,
  isLeadStatus,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  LOST_REASON_MAX,
  nextStatuses,
  type StatusChange,
} from './statuses.js';
