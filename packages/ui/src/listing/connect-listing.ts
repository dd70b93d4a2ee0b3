import {
  type BudgetUnit,
  clearAll,
  clearFacet,
  closeMatchesNotice,
  DEALERSHIP_FACET,
  isRangeFacet,
  isRefined,
  type ListingUrlOptions,
  listingHeading,
  listingUrl,
  type NumericRange,
  priceBandFor,
  priceFacet,
  type SearchState,
  setPage,
  setQuery,
  setRange,
  setSort,
  siteBudgetBands,
  toggleRefinement,
  WEEKLY_PRICE_FACET,
} from '@dealer/search-query';
import type { Site, SortOption } from '@dealer/site-registry';
import { vehicleNoun } from '@dealer/site-registry';
import type { ListingResult } from './result';

/**
 * The listing's render model, instantsearch-style: every link is built by `@dealer/search-query`'s
 * refinement ops and `listingUrl`, so widgets print hrefs and never build a URL themselves.
 */
export interface RefinementItem {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  href: string;
}
export interface RefinementListView {
  facet: string;
  label: string;
  items: RefinementItem[];
}
export interface RangeView {
  facet: string;
  label: string;
  /** The facet's bounds over the current result (facetStats), for placeholders and input limits. */
  bounds: { min: number; max: number } | null;
  current: NumericRange | null;
  clearHref: string | null;
  unit: 'dollars' | 'km' | 'year';
}
export interface PriceBandView {
  id: string;
  /** 'Under $100 per week' ('… per day' on a rental site: the site's budget unit, issue #31). */
  label: string;
  selected: boolean;
  href: string;
}
export interface ChipView {
  key: string;
  label: string;
  removeHref: string;
}
export interface SortView {
  value: SortOption;
  label: string;
  selected: boolean;
  href: string;
}
export interface PageLinkView {
  page: number;
  label: string;
  current: boolean;
  href: string;
}
export interface ListingView {
  title: string;
  /** 'Showing 42 cars' wording, using the site's noun. */
  resultCountText: string;
  /** 'No exact matches for “…” — showing close matches' when no car has every typed word, else null. */
  closeMatchesText: string | null;
  refinementLists: RefinementListView[];
  ranges: RangeView[];
  /** The site's budget bands in its own unit (none when its cars show no periodic figure). */
  priceBands: PriceBandView[];
  /** 'Weekly budget', 'Daily budget', 'Monthly budget'. */
  priceBandsTitle: string;
  chips: ChipView[];
  clearAllHref: string | null;
  sort: SortView[];
  pagination: { previous: string | null; next: string | null; pages: PageLinkView[] };
  /** The search box text (§2 `query`). */
  query: string;
  /** The filter drawer's close button: 'Show 42 cars', with the site's noun. */
  showResultsText: string;
}

/** Human labels of §3 facets. */
export const FACET_LABELS: Readonly<Record<string, string>> = {
  make: 'Make',
  model: 'Model',
  make_model: 'Model',
  body: 'Body type',
  car_type: 'Condition',
  price: 'Price',
  km: 'Kilometres',
  year: 'Year',
  fuel: 'Fuel',
  transmission: 'Transmission',
  drive: 'Drive',
  colour: 'Colour',
  seats: 'Seats',
  city: 'City',
  state: 'State',
  location_name: 'Location',
  dealership_name: 'Dealership',
  dealership_slug: 'Dealership',
  categories: 'Category',
  badge: 'Badge',
  tag: 'Tag',
  status: 'Status',
  filtered_features: 'Features',
  item_type: 'Type',
  subscription_price: 'Price per week',
  rental_price: 'Price per day',
  price_range: 'Price range',
  weekly_price_range: 'Budget',
};

const BUDGET_TITLES: Readonly<Record<BudgetUnit, string>> = {
  day: 'Daily budget',
  week: 'Weekly budget',
  month: 'Monthly budget',
};

/** §7 sort options in the dealer's words. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  custom_rank_desc: 'Most Relevant',
  created_at_desc: 'Latest',
  price_desc: 'Highest Price',
  price_asc: 'Lowest Price',
};

const RANGE_UNITS: Readonly<Record<string, RangeView['unit']>> = { km: 'km', year: 'year' };

export function facetLabel(facet: string): string {
  return FACET_LABELS[facet] ?? facet.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function valueLabel(site: Pick<Site, 'dealerships'>, facet: string, value: string): string {
  // §2 the dealer link refines the dealership's slug; shoppers read its name.
  if (facet === DEALERSHIP_FACET) return site.dealerships.find((d) => d.slug === value)?.name ?? value;
  const afterColon = value.includes(':') ? value.slice(value.indexOf(':') + 1) : value;
  return facet === 'car_type' ? afterColon.replace(/^\w/, (c) => c.toUpperCase()) : afterColon;
}

function rangeText(facet: string, range: NumericRange): string {
  const unit = RANGE_UNITS[facet] ?? 'dollars';
  const fmt = (n: number) =>
    unit === 'dollars'
      ? `$${n.toLocaleString('en-AU')}`
      : unit === 'km'
        ? `${n.toLocaleString('en-AU')} km`
        : String(n);
  if (range.min !== null && range.max !== null) return `${fmt(range.min)} – ${fmt(range.max)}`;
  if (range.min !== null) return `from ${fmt(range.min)}`;
  return `up to ${fmt(range.max ?? 0)}`;
}

/** The route-key values the URL parser needs to read segments back (city, location …) from the facets. */
export function facetValuesOf(result: Pick<ListingResult, 'facets'>): ListingUrlOptions['facetValues'] {
  return Object.fromEntries(
    Object.entries(result.facets).map(([facet, counts]) => [facet, Object.keys(counts)]),
  );
}

/** Facet values in name order: one collator, not one made per comparison by `localeCompare(b, 'en')`. */
const BY_NAME = new Intl.Collator('en');

function pageWindow(current: number, pages: number): number[] {
  const first = Math.max(0, Math.min(current - 2, pages - 5));
  const last = Math.min(pages - 1, first + 4);
  const list: number[] = [];
  for (let p = first; p <= last; p++) list.push(p);
  return list;
}

/** Builds the listing's render model from the site, the URL's search state and the search result. */
export function connectListing(
  site: Site,
  state: SearchState,
  result: Omit<ListingResult, 'hits'>,
): ListingView {
  const options: ListingUrlOptions = { facetValues: facetValuesOf(result) };
  const url = (next: SearchState) => listingUrl(site, next, options);
  const plural = vehicleNoun(site, { plural: true });

  const refinementLists: RefinementListView[] = [];
  const ranges: RangeView[] = [];
  // The price filter refines the price the cards show: weekly on a subscription site, daily on a rental one.
  const shownPriceFacet = priceFacet(site);
  for (const configured of site.search.filters) {
    const facet = configured === 'price' ? shownPriceFacet : configured;
    if (isRangeFacet(facet)) {
      const current = state.ranges[facet] ?? null;
      ranges.push({
        facet,
        label: facetLabel(facet),
        bounds: result.facetStats[facet] ?? null,
        current,
        clearHref: current ? url(setRange(state, facet, null)) : null,
        unit: RANGE_UNITS[facet] ?? 'dollars',
      });
      continue;
    }
    const counts = result.facets[facet] ?? {};
    const chosen = state.refinements[facet] ?? [];
    const values = [...new Set([...Object.keys(counts), ...chosen])];
    if (values.length === 0) continue;
    values.sort(BY_NAME.compare);
    refinementLists.push({
      facet,
      label: facetLabel(facet),
      items: values.map((value) => ({
        value,
        label: valueLabel(site, facet, value),
        count: counts[value] ?? 0,
        selected: isRefined(state, facet, value),
        href: url(toggleRefinement(state, facet, value)),
      })),
    });
  }

  const bands = siteBudgetBands(site);
  const band = priceBandFor(state.ranges[WEEKLY_PRICE_FACET], bands);
  const priceBands = bands.map((b) => ({
    id: b.id,
    label: `${b.label} ${b.perUnit}`,
    selected: band?.id === b.id,
    href: url(
      band?.id === b.id
        ? setRange(state, WEEKLY_PRICE_FACET, null)
        : setRange(state, WEEKLY_PRICE_FACET, b.range),
    ),
  }));

  const chips: ChipView[] = [];
  for (const [facet, values] of Object.entries(state.refinements)) {
    for (const value of values) {
      chips.push({
        key: `${facet}:${value}`,
        label: `${facetLabel(facet)}: ${valueLabel(site, facet, value)}`,
        removeHref: url(toggleRefinement(state, facet, value)),
      });
    }
  }
  for (const [facet, range] of Object.entries(state.ranges)) {
    chips.push({
      key: `${facet}:range`,
      label: `${facetLabel(facet)}: ${rangeText(facet, range)}`,
      removeHref: url(clearFacet(state, facet)),
    });
  }
  if (state.query !== '') {
    chips.push({ key: 'query', label: `Search: ${state.query}`, removeHref: url(setQuery(state, '')) });
  }

  const activeSort = state.sortBy ?? site.search.default_sort;
  const sort = (Object.keys(SORT_LABELS) as SortOption[]).map((value) => ({
    value,
    label: SORT_LABELS[value],
    selected: value === activeSort,
    href: url(setSort(state, value === site.search.default_sort ? null : value)),
  }));

  const pages = result.pages;
  const page = Math.min(state.page, Math.max(0, pages - 1));
  return {
    title: listingHeading(site, state, options.facetValues ?? {}),
    resultCountText: `${result.totalHits.toLocaleString('en-AU')} ${
      result.totalHits === 1 ? vehicleNoun(site) : plural
    } found`,
    closeMatchesText: closeMatchesNotice(state.query, result.closeMatches === true),
    refinementLists,
    ranges,
    priceBands,
    priceBandsTitle: BUDGET_TITLES[bands[0]?.unit ?? 'week'],
    chips,
    clearAllHref: chips.length > 0 ? url(clearAll(state)) : null,
    sort,
    pagination: {
      previous: page > 0 ? url(setPage(state, page - 1)) : null,
      next: page < pages - 1 ? url(setPage(state, page + 1)) : null,
      pages: pageWindow(page, pages).map((p) => ({
        page: p,
        label: String(p + 1),
        current: p === page,
        href: url(setPage(state, p)),
      })),
    },
    query: state.query,
    showResultsText: `Show ${result.totalHits.toLocaleString('en-AU')} ${vehicleNoun(site, {
      plural: result.totalHits !== 1,
      lowercase: true,
    })}`,
  };
}
