export {
  type AccountAnswer,
  AUTH_PATHS,
  type GarageSession,
  type SessionOptions,
  type SignInInput,
  type SignUpInput,
} from './account.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type AuthState,
  CAR_FETCH_RETRIES,
  CAR_NOT_FOUND_MESSAGE,
  type CarRecord,
  type CarSummary,
  createApiClient,
  LEAD_RETRIES,
  type LeadCreated,
  type LeadPayload,
  type PhoneRevealEvent,
  type SearchQueryValue,
  type SiteConfigRefresh,
  VALUATION_SAVE_FAILED_MESSAGE,
  WEBSITE_REFRESH_ERROR_PREFIX,
} from './client.js';
export { CONSOLE_PATHS, type ConsoleCalls, consoleCalls, consoleQuery } from './console.js';
export type {
  AssignmentRule,
  AssignmentRuleInput,
  AuditEntry,
  AuditFilters,
  ConsoleAnswer,
  ConsoleLeadDetail,
  ConsoleLeadList,
  ConsoleLeadSummary,
  ConsoleMe,
  ConsoleSession,
  ConsoleSignInInput,
  Invitation,
  InvitationCreated,
  InvitationInput,
  InvitationPreview,
  LeadAssignee,
  LeadDelivery,
  LeadFilters,
  LeadNote,
  LeadStatus,
  StaffMember,
  StaffRole,
  TeamMember,
  TotpEnrolment,
} from './console-types.js';
export {
  ApiError,
  apiErrorFromBody,
  handleResponse,
  isApiError,
  type ResponseKind,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors.js';
export { exponentialBackoff, type FetchLike, type Logger } from './http.js';
export type { DealerLoadContext, PageWidgets, WebHandler } from './load-context.js';
export {
  RESERVE_FAILED_MESSAGE,
  type ReservationAttempt,
  type ReservationConfig,
  type ReservationRequest,
  type ReserveOptions,
} from './reservations.js';
export { isValidCarSlug } from './slug.js';
