// The root entry's listing names (see ../index.ts: one barrel per area, so a bundler that splits code by
// whole files, as esbuild does, reaches this area's modules only when the app imports one of its names).
export {
  type ChipView,
  connectListing,
  FACET_LABELS,
  facetLabel,
  facetValuesOf,
  type ListingView,
  type PageLinkView,
  type PriceBandView,
  type RangeView,
  type RefinementItem,
  type RefinementListView,
  SORT_LABELS,
  type SortView,
} from './connect-listing';
export { FilterPanel, type RefineFormProps } from './FilterPanel';
export {
  FilterDrawer,
  type FilterDrawerProps,
  ListingLayout,
  type ListingLayoutProps,
} from './ListingLayout';
export { ListingToolbar, Pagination } from './ListingToolbar';
export type { ListingPage, ListingResult } from './result';
export { SaveSearchForm, type SaveSearchFormProps } from './SaveSearchForm';
export { SearchBox, type SearchBoxProps } from './SearchBox';
