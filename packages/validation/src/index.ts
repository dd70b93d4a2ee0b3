export {
  ACCOUNT_MESSAGES,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInSchema,
  signUpSchema,
} from './account.js';
export { CAR_SLUG_PATTERN, isCarSlug } from './car-slug.js';
export { carSlugSchema } from './car-slug-schema.js';
export { parseWithoutEval } from './csp.js';
export {
  DATE_OF_BIRTH_PARTS,
  type DateOfBirth,
  type DateOfBirthPart,
  dateOfBirthSchema,
  daySchema,
  isDateOfBirthPart,
  monthSchema,
  yearSchema,
} from './date-of-birth.js';
export { EMAIL_PATTERN, emailSchema, isEmail } from './email.js';
export {
  ENQUIRY_FORM_VARIANTS,
  type EnquiryFormOptions,
  type EnquiryFormValues,
  type EnquiryFormVariant,
  enquiryFormFields,
  enquiryFormSchema,
  isIsoDateTime,
  testDriveDateSchema,
} from './enquiry.js';
export { fieldErrors, type IssueList, ROOT_ERROR_KEY } from './errors.js';
export {
  type FinanceCountry,
  type FinanceFormOptions,
  type FinanceFormValues,
  financeFormFields,
  financeFormSchema,
} from './finance.js';
export {
  defineForm,
  FIELD_KINDS,
  type FieldCondition,
  type FieldKind,
  type FieldSpec,
  FORM_VALIDATION_MODE,
  type FormInput,
  type FormSchema,
  type FormSpec,
  type FormValues,
  type RequiredRule,
} from './form.js';
export { postedFormValues } from './form-post.js';
export {
  FINANCE_SPLIT_TEST_OPTIONS,
  LEAD_CONTACT_FIELDS,
  LEAD_SOURCE,
  LEAD_STATUS_INCOMPLETE,
  type Lead,
  type LeadEnvelope,
  type LeadInput,
  type LeadSaveResponse,
  leadEnvelopeSchema,
  leadSaveResponseSchema,
  leadSchema,
  YES_NO,
  YES_NO_LEAD_FIELDS,
  type YesNo,
} from './lead.js';
export { leadContactProblems } from './lead-contact.js';
export {
  identifierSearchKey,
  leadSearchTerms,
  phoneSearchKey,
  searchQueryKeys,
  shopperKeys,
} from './lead-search.js';
export { dateOfBirthMessage, MESSAGES, type MessageKey } from './messages.js';
export {
  AMOUNT_MESSAGE,
  amountSchema,
  moneyValue,
  PURCHASE_PRICE_MESSAGE,
  purchasePriceSchema,
} from './money.js';
export {
  AU_STATES,
  type AuState,
  canonicalRegion,
  DEFAULT_ENQUIRY_CATEGORY,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  ENQUIRY_TYPES,
  type EnquiryType,
  FINANCE_BORROW_MAX,
  FINANCE_BORROW_MIN,
  GENDERS,
  type Gender,
  LICENCE_TYPES,
  LIVING_SITUATIONS,
  type LicenceType,
  type LivingSituation,
  NZ_REGIONS,
  type NzRegion,
  PURCHASE_PRICE_HINT,
  RESIDENCY_STATUSES,
  type ResidencyStatus,
  regionOptions,
  TITLES,
  type Title,
  WHERE_HEARD,
  type WhereHeard,
} from './options.js';
export {
  isAuNzPhone,
  NZ_SITE_PHONE_MAX_LENGTH,
  normalisePhone,
  nzSitePhoneSchema,
  type PhoneCountry,
  type PhoneKind,
  type PhoneNumber,
  type PhoneRule,
  parsePhone,
  phoneSchema,
  phoneSchemaFor,
  sitePhoneRule,
} from './phone.js';
export { isPostcode, POSTCODE_PATTERN, postcodeSchema } from './postcode.js';
export {
  canRememberDetails,
  detailsToRemember,
  type StoredUserDetails,
  storedUserDetailsSchema,
} from './remember.js';
export {
  checkboxSchema,
  checkedSchema,
  isBlank,
  optionalOf,
  optionalTextSchema,
  requiredText,
  requiredTextSchema,
} from './required.js';
export {
  isStorableText,
  MAX_JSON_DEPTH,
  type StorableIssue,
  storableJsonIssues,
  storableTextSchema,
} from './storable.js';
export {
  regoLookupSchema,
  regoSchema,
  regoStateSchema,
  TRADE_IN_KM_MAX,
  TRADE_IN_MESSAGES,
  TRADE_IN_YEAR_MIN,
  tradeInKmSchema,
  tradeInYearSchema,
  valuationCreateSchema,
  valuationUpdateSchema,
  vehicleLookupSchema,
} from './trade-in.js';
