// §3 Car entity

// §3 analytics, §9 images
export { type ProductPayload, productPayload } from './analytics.js';
// Issue #31 the budget figure (weekly price bands)
export {
  type BudgetCar,
  type BudgetFigure,
  type BudgetSite,
  type BudgetUnit,
  budgetFigure,
  budgetUnit,
} from './budget.js';
export {
  type AutograbData,
  autograbDataSchema,
  CAR_STATUSES,
  CAR_TYPES,
  type Car,
  type CarInput,
  type CarLocation,
  type CarStatus,
  type CarType,
  carImageSchema,
  carLocationSchema,
  carSchema,
  carStatusSchema,
  carTypeSchema,
  decimalSchema,
  type FinanceLender,
  financeLenderSchema,
  lenderTerms,
  type OdometerUnit,
  odometerUnitSchema,
  type PaymentProcessor,
  parseCar,
  paymentProcessorSchema,
  TAG_VALUES,
} from './car.js';
// When a car's page output changes by time alone (a page cache's validity)
export { carChangesAt } from './changes.js';
export {
  CIN_TITLE,
  type CinRow,
  type CinSite,
  type ConsumerInformationNotice,
  consumerInformationNotice,
  NOT_STATED,
  needsCin,
} from './cin.js';
// Issue #34 compare up to four cars
export {
  COMPARE_FULL_MESSAGE,
  COMPARE_MAX,
  type CompareColumn,
  type CompareIds,
  type CompareRow,
  type CompareSite,
  type Comparison,
  compareCars,
  compareUrl,
  parseCompareIds,
} from './compare.js';
export { COMPARISON_RATE_WARNING, type ComparisonRateInput, comparisonRate } from './comparison-rate.js';
// §9 constants
export {
  BORROW_MAX,
  BORROW_MIN,
  CURRENCY,
  DEFAULT_INTEREST_RATE,
  DEFAULT_RESERVE_DEPOSIT,
  DEFAULT_TERM_MONTHS,
  FINANCE_PRICE_MIN,
  FINANCE_YEAR_WINDOW,
  IMAGE_BREAKPOINT_WIDTHS,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_QUALITY_LARGE,
  JUST_SOLD_WINDOW_SECONDS,
  MARKET_PRICE_DIFFERENCE_MIN,
  NEW_TAG_WINDOW_SECONDS,
  PHONE_VISIBLE_CHARS,
  REAL_PRICE_MIN,
  RESERVE_PRICE_MIN,
  TAURUS_DEPOSIT_RATE,
  TAURUS_OFFER_VALID_MONTHS,
  TRADE_IN_MAX_AGE_YEARS,
  TRADE_IN_MAX_KM,
  TRUNCATE_DEFAULT_LENGTH,
} from './constants.js';
// §4 eligibility
export {
  canReserve,
  checkoutProcessor,
  FIND_SIMILAR_LABEL,
  findSimilarPrompt,
  isAvailable,
  isListingVisible,
  listingVisibilityEndsAt,
  type MarketPriceIndicator,
  type MarketSite,
  marketPriceIndicator,
  RESERVE_BLOCKER_MESSAGES,
  type ReserveBlocker,
  reserveBlockerMessage,
  reserveBlockers,
  reserveDeposit,
  type TradeInBlocker,
  type TradeInEligibility,
  tradeInEligibility,
} from './eligibility.js';
// §5 finance
export {
  BORROW_RANGE_MESSAGE,
  COMPARISON_RATE_BASIS,
  FINANCE_PROVIDER_NAMES,
  FINANCE_PROVIDERS,
  type FinanceBlocker,
  type FinanceDisplay,
  type FinanceEstimate,
  type FinanceProvider,
  type FinanceSite,
  financeAgeChangesAt,
  financeDisplay,
  financeProviderKey,
  type RepaymentError,
  type RepaymentFrequency,
  type RepaymentInput,
  type RepaymentResult,
  repayments,
  taurusDeposit,
} from './finance.js';
// §9 formatting
export { type FormatPriceOptions, formatPrice, maskPhone, truncate, wholeDollars } from './format.js';
export { type ImageOptions, imageUrl, largeImageUrl, srcSet } from './images.js';
export {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_WIDTH,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoParams,
  type PhotoParamsResult,
  photoFormat,
  photoParams,
} from './photos.js';
// §4 price display
export {
  currentPrice,
  ENQUIRE_TEXT,
  isPreorder,
  isRealPrice,
  PREORDER_TEXT,
  PRICE_TYPE_LABELS,
  type PriceDisplay,
  type PriceKind,
  type PriceSite,
  priceDisplay,
  priceLine,
  priceTypeLabel,
  RENTAL_SUFFIX,
  SUBSCRIPTION_SUFFIX,
  salePriceTypeLabel,
} from './price.js';
// Issue #34 price history
export {
  formatShortDate,
  listedText,
  type PriceChange,
  type PriceHistoryLine,
  priceChanges,
  priceHistoryLines,
  type RecordedPriceChange,
} from './price-history.js';
export {
  type OfferAvailability,
  offerAvailability,
  vehicleOffer,
  vehicleStructuredData,
} from './structured-data.js';
// §4 card tags
export {
  type CardTag,
  type CardTagKind,
  cardTag,
  cardTagChangesAt,
  customTagColour,
  isSold,
  TAG_LABELS,
  type TagSite,
} from './tags.js';
export { epochSeconds } from './time.js';
// §3 §4 trade-in offer
export {
  CONDITION_ANSWERS,
  CONDITION_QUESTIONS,
  type ConditionAnswer,
  type ConditionQuestion,
  comparablePrices,
  conditionAnswerId,
  conditionAnswerIds,
  TRADE_IN_ESTIMATE_SOURCE,
  TRADE_IN_MIN_COMPARABLES,
  TRADE_IN_SHARE,
  type TradeInAdjustment,
  type TradeInOffer,
  type TradeInVehicle,
  tradeInAdjustments,
  tradeInOffer,
} from './trade-in.js';
