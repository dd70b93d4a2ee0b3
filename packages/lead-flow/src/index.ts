export {
  type AdfContact,
  type AdfInterest,
  type AdfProspect,
  type AdfProvider,
  type AdfVehicle,
  type AdfVendor,
  adfXml,
} from './adf/adf.js';
export {
  adfLeadMail,
  type LeadMail,
  type LeadMailInput,
  notificationLeadMail,
  shopperName,
} from './adf/lead-mail.js';
export {
  type AdfCarSource,
  adfInterest,
  INCOMPLETE_NOTE,
  type LeadProspectInput,
  leadComments,
  leadProspect,
} from './adf/lead-prospect.js';
export { xmlText } from './adf/xml.js';
export { carEnquiryCategory, carLeadFields, type LeadCarSource, leadCar } from './car-lead.js';
export { financeLeadFields } from './finance-link.js';
export {
  buildLead,
  CONTACT_FIELDS,
  type ContactField,
  LEAD_SOURCE,
  type Lead,
  type LeadContext,
  type LeadInput,
  type LeadValue,
  leadName,
  YES_NO_FIELDS,
} from './lead.js';
export {
  type ConversionEvent,
  createLeadFlow,
  LEAD_STATUS_COMPLETE,
  LEAD_STATUS_INCOMPLETE,
  type LeadFlow,
  type LeadFlowOptions,
  type LeadFlowResume,
  type LeadFlowState,
  type LeadFlowStatus,
  type LeadStep,
  type LeadValidation,
  type LeadWriter,
  type SubmitOptions,
  type SubmitResult,
  validateLead,
} from './lead-flow.js';
export {
  type ConsentPurpose,
  type LeadConsentFields,
  leadConsentPurposes,
  leadFormCompleted,
} from './lead-record.js';
export {
  amountOf,
  answer,
  isOwnCarLead,
  isUnfinishedLead,
  type LeadSection,
  type LeadSectionId,
  type LeadSummaryCar,
  type LeadSummaryOptions,
  type LeadSummaryRow,
  type LeadSummarySite,
  leadMoney,
  leadSections,
  leadSummaryText,
  leadTimeText,
} from './lead-summary.js';
export {
  FORM_SUBMIT_ALERT,
  LEAD_ERROR_FALLBACK,
  LOADING_LABEL,
  leadErrorMessage,
  leadErrorReport,
  leadFieldErrors,
  UNKNOWN_DESTINATION_MESSAGE,
} from './messages.js';
export { POSSIBLE_BOT_FIELD, possibleBotText } from './possible-bot.js';
export {
  canRememberDetails,
  forgetDetails,
  type KeyValueStorage,
  REMEMBERED_DETAILS_KEY,
  type RememberedDetails,
  recallDetails,
  rememberDetails,
} from './remember-details.js';
export { type LeadCar, leadEventId, leadSuccessPath, type SuccessNavigation } from './success.js';
export {
  createVisitTracker,
  FIRST_PAGE_QUERY_KEY,
  FIRST_PAGE_QUERY_TTL_MS,
  hasTrackingParams,
  isSuccessPage,
  type PageLocation,
  shouldReplaceFirstPageQuery,
  VISITED_PAGES_CAP,
  VISITED_PAGES_KEY,
  type VisitTracker,
  type VisitTrackerOptions,
} from './visit-tracking.js';
