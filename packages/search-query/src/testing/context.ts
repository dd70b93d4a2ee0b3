import type { SearchContext } from '../context.js';
import { eq } from '../filter.js';

/** A default car search context for adapter tests; spread overrides over it. */
export const defaultContext: SearchContext = {
  type: 'car',
  indexUid: 'Car_production',
  query: '',
  facets: ['make', 'model', 'price'],
  refinements: {},
  ranges: {},
  sort: 'custom_rank_desc',
  priceSortAttribute: 'sort_price',
  page: 0,
  hitsPerPage: 100,
  siteFilters: [eq('show_on_dealer_website', true)],
};
