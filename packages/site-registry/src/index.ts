// The public API of @dealer/site-registry: every site's identity, rules and routes as validated data.

export { addressLine, type CarYardRef, carYard } from './address.js';
export {
  BOOKING_KINDS,
  BOOKING_WINDOW_DAYS,
  type BookingDay,
  type BookingKind,
  bookingLocations,
  bookingSlots,
  type LocationBookings,
} from './bookings.js';
export { canonicalOrigin, isLocalOrigin } from './canonical.js';
export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  mixColours,
  readableColour,
  readableTextOn,
  relativeLuminance,
} from './contrast.js';
export { demoRegistry } from './demo.js';
export {
  FEED_PULL_MIN_INTERVAL_MINUTES,
  type FeedPullResolution,
  type ResolvedFeedPull,
  resolveFeedPull,
  type SiteFeedPull,
  siteFeedPullSchema,
} from './feed-pull.js';
export {
  FINANCE_LINK_MAX_LENGTH,
  FINANCE_LINK_PARAMS,
  type FinanceLink,
  readFinanceLink,
} from './finance-link.js';
export {
  comingSpecialHours,
  type DayHours,
  formatClock,
  hasOpeningHours,
  hoursOn,
  isOpenAt,
  type LocalTime,
  localTime,
  nextLocalDayStart,
  type OpeningInterval,
  openingInterval,
  primaryLocation,
  siteTimeZone,
  todaysHours,
  type WeekdayHoursLine,
  weekdayOf,
  weekHours,
} from './hours.js';
export {
  DEFAULT_LEAD_QUIET_MINUTES,
  type LeadDestination,
  leadDestinations,
  leadQuietMs,
} from './lead-destinations.js';
export { traderName, traderRegistrationLine } from './legal.js';
export { resolveSitePage, type SitePage } from './page-path.js';
export { type PublicSite, publicSite, type SitePrivate, sitePrivate } from './public-site.js';
export {
  formatPath,
  loadRegistry,
  parseSite,
  RegistryError,
  type RegistryProblem,
  siteBySlug,
  siteHostNames,
  siteRuleProblems,
} from './registry.js';
export {
  blogPath,
  bookTestDrivePath,
  buyOnlinePath,
  checkoutPath,
  cinPath,
  contactPath,
  contentPagePath,
  dealerListingPath,
  FINANCE_PATHS,
  type FinanceLinkParams,
  financePath,
  financePreApprovalPath,
  financePreApprovalRedirect,
  financeRedirect,
  garagePath,
  isSuccessPath,
  listingBasePath,
  locationsPath,
  modelsPath,
  partsPath,
  privacyPath,
  type QueryValue,
  STOCK_SEGMENTS,
  savedCarsPath,
  sellMyCarPath,
  servicePath,
  sevenSeaterPath,
  slugify,
  specialOffersPath,
  stockPath,
  stockSegment,
  successPath,
  tradeInPath,
  vehicleDetailPath,
  type WeeklyBudget,
  weeklyBudgetPath,
  weeklyBudgetSegment,
  withQuery,
} from './routes.js';
export * from './schema.js';
export {
  formatSiteFileProblem,
  parseSiteText,
  SITE_FILE_PATTERN,
  type SiteFileOutcome,
  type SiteFileProblem,
  SiteFolder,
  SiteFolderError,
  type SiteFolderFs,
  type SiteFolderReport,
  siteFileName,
} from './site-folder.js';
export {
  DEFAULT_SOLD_WINDOW_DAYS,
  type SoldWindowSite,
  soldWindowDays,
  soldWindowSeconds,
} from './sold-window.js';
export {
  blogPosting,
  breadcrumbList,
  dealerBusiness,
  type JsonLdNode,
  locationBusiness,
  sellerOf,
  siteCurrency,
} from './structured-data.js';
export { type SiteSummary, siteSummary } from './summary.js';
export { normaliseHost, resolveSiteByHost, tenantIndex } from './tenant.js';
export {
  customTagColour,
  linkColour,
  readableThemeColours,
  themeContrastNotes,
  themeCssVariables,
  themeRadii,
} from './theme.js';
export {
  CONDITIONS,
  type Condition,
  conditionLabel,
  type NounOptions,
  offerWords,
  pluraliseNoun,
  type SchemaOrgSellerType,
  type SchemaOrgVehicleType,
  type SellerActions,
  type SellerKind,
  type SellerSite,
  schemaOrgSellerType,
  schemaOrgVehicleType,
  sellerActions,
  sellerKind,
  sellMyLabel,
  stockLabel,
  usedLabel,
  vehicleNoun,
} from './vehicle.js';
export {
  addLocalDays,
  localInstant,
  localYear,
  nextOffsetChange,
  startOfLocalDay,
  zoneOffsetMs,
} from './zoned.js';
