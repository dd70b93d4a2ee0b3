// The public API of @dealer/experiments: §1/§2/§3 split tests, framework-free.
export {
  carriesFinanceSplitTest,
  FINANCE_BUTTON_LABELS,
  FINANCE_BUTTON_TEST,
  type FinanceButtonExperiment,
  type FinanceButtonLabel,
  financeButtonExperiment,
  financeButtonLabel,
  financeSplitTestOption,
  leadSplitTestFieldsFor,
} from './finance-button.js';
export { stableHash } from './hash.js';
export { assignVariant, isVariant, VARIANTS, type Variant } from './variant.js';
export {
  createVisitorId,
  isVisitorId,
  parseVisitorCookie,
  type RandomBytes,
  resolveVisitor,
  serialiseVisitorCookie,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  VISITOR_COOKIE_NAME,
  type VisitorCookieOptions,
  type VisitorResolution,
} from './visitor.js';
