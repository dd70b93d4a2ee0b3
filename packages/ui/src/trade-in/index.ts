// The root entry's trade-in names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export { Faq, type FaqItem, TRADE_IN_FAQ, tradeInFaq } from './TradeInFaq';
export {
  postedValuation,
  TRADE_IN_STEPS,
  TRADE_IN_VALUATION_FIELD,
  TRADE_IN_VALUATION_STEP,
  TradeInValuation,
  type TradeInValuationProps,
  tradeInLeadSetup,
  tradeInStepSpecs,
  type ValuationAnswer,
  ValuationResult,
  valuationLeadFields,
  valuationRequest,
} from './TradeInValuation';
