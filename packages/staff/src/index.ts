// The public API of @dealer/staff: dealer console people and lead work (console: people and access, §2).

export {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_MINUTES,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TOPICS,
  type AppointmentAction,
  type AppointmentMove,
  type AppointmentStatus,
  appointmentActions,
  type CalendarDay,
  calendarDays,
  calendarStep,
  holdsCar,
  isAppointmentAction,
  isCalendarDate,
  moveAppointment,
  type Slot,
  slotsOverlap,
  wallTime,
  zonedInstant,
} from './appointments.js';
export {
  type AssignmentRuleLike,
  type LeadToAssign,
  nextAssignee,
  pickRule,
} from './assignment.js';
export {
  type Dashboard,
  type DashboardCount,
  type DashboardLead,
  dashboard,
  daysInStock,
  leadSource,
  median,
} from './dashboard.js';
export {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardSeries,
  dashboardPeriod,
  dashboardSeries,
  type PeriodAnswer,
  type SalespersonRow,
  type SeriesDay,
  type SeriesLead,
  salespeopleTable,
} from './dashboard-series.js';
export {
  DEFAULT_ESCALATION,
  dueSteps,
  type EscalationAudience,
  type EscalationStep,
  escalationSteps,
  stepAt,
} from './escalation.js';
export {
  INVITATION_TTL_MS,
  type InvitationLike,
  type InvitationState,
  invitationExpiry,
  invitationRefusal,
  invitationState,
} from './invitations.js';
export { DEFAULT_OVERDUE_MINUTES, isOverdue, leadLocation, overdueAt } from './overdue.js';
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
export {
  isTaskKind,
  TASK_KIND_LABELS,
  TASK_KINDS,
  type TaskKind,
  type TaskLike,
  todayTasks,
} from './tasks.js';
export {
  base32Decode,
  base32Encode,
  newTotpSecret,
  otpauthUri,
  TOTP_DIGITS,
  TOTP_STEP_SECONDS,
  TOTP_WINDOW,
  totpCodeAt,
  totpStep,
  verifyTotp,
} from './totp.js';
