export { slugify } from '@dealer/site-registry';
export { facetsFor, INDEX_FACETS, refinedFacets, type SearchIndexType } from './adapters/facets.js';
export { facetFilter, filterList, refinementFilters } from './adapters/filters.js';
export { pageCount, paginationParams } from './adapters/pagination.js';
export { SORT_OPTION_ORDER, SORT_OPTIONS, sortParams } from './adapters/sort.js';
export { campaignValue } from './campaign.js';
export {
  CARD_ATTRIBUTES,
  createSearchContext,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_INDEX_UIDS,
  HIGHLIGHT_ATTRIBUTES,
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  type SearchContext,
  type SearchOptions,
} from './context.js';
export {
  and,
  anyOf,
  between,
  type ComparisonOperator,
  compare,
  conjuncts,
  eq,
  exists,
  type Filter,
  type FilterValue,
  gt,
  gte,
  inList,
  isNull,
  lt,
  lte,
  neq,
  not,
  or,
  renderFilter,
  renderFilterList,
  renderValue,
} from './filter.js';
export {
  type ListingIndexation,
  type ListingIndexationInput,
  listingIndexation,
  normaliseListingState,
} from './indexation.js';
export { type ListingSeoText, listingHeading, listingSeoText } from './listing-title.js';
export type {
  FacetStat,
  MeiliSearchQuery,
  MeiliSearchResult,
  MultiSearchRequest,
  MultiSearchResponse,
} from './meilisearch-types.js';
export {
  type ManufacturerSummary,
  type ModelSummary,
  manufacturerSummary,
  modelSummaries,
} from './models.js';
export { buildMultiSearch, buildVehicleQuery, type VehicleQueryOptions } from './multi-search.js';
export {
  BUDGET_UNIT_WORDS,
  type BudgetUnit,
  budgetBands,
  inBudgetRange,
  PRICE_BANDS,
  type PriceBand,
  priceBandFor,
  siteBudgetBands,
  WEEKLY_PRICE_FACET,
} from './price-bands.js';
export {
  PRICE_FACETS,
  priceFacet,
  priceSortAttribute,
  SALE_PRICE_SORT_KEY,
} from './price-facet.js';
export { formatRange, isValidRange, parseRange } from './range.js';
export {
  clearAll,
  clearFacet,
  isRefined,
  setPage,
  setQuery,
  setRange,
  setRefinement,
  setSingle,
  setSort,
  toggleRefinement,
} from './refinements.js';
export { mergeMultiSearch, type SearchResult } from './response.js';
export { buildRouteValuesQuery, routeValuesFrom } from './route-values.js';
export {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  savedSearchConsentText,
  savedSearchOfferText,
  savedSearchQuery,
  savedSearchState,
  savedSearchText,
} from './saved-search.js';
export {
  CONDITION_VALUES,
  type FacetValues,
  knownRouteValues,
  parsePerWeekSegment,
  perWeekSegment,
  resolveRouteSegment,
  routeSegment,
  SEATS_FACET,
  SEVEN_SEATER_SEGMENT,
} from './segments.js';
export {
  dealerGroupFilter,
  MAKE_SYNONYMS,
  makeFilter,
  makeSynonyms,
  modelLimitFilters,
  presetFilters,
  siteFilters,
  stockFilter,
  visibilityFilter,
} from './site-scope.js';
export {
  CAMPAIGN_PARAMS,
  CAR_FACETS,
  type CampaignParam,
  createSearchState,
  DEALERSHIP_FACET,
  EMPTY_SEARCH_STATE,
  hasRefinements,
  isRangeFacet,
  type NumericRange,
  RANGE_FACETS,
  type SearchState,
  TRACKING_PARAMS,
  type TrackingParam,
} from './state.js';
export {
  closeMatchesNotice,
  type MatchingStrategy,
  searchAllWords,
  type TextMatchedSearch,
} from './text-match.js';
export {
  dealerListingUrl,
  type ListingUrlOptions,
  listingFacets,
  listingUrl,
  PAGE_PARAM,
  parseListingUrl,
  parsePageParam,
  QUERY_PARAM,
  SORT_PARAM,
  similarListingUrl,
} from './url.js';
