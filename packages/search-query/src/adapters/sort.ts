import type { SortOption } from '@dealer/site-registry';
import type { SearchContext } from '../context.js';

/** §7 sort options: label and Meilisearch sort expression. */
export const SORT_OPTIONS: Readonly<Record<SortOption, { readonly label: string; readonly sort: string }>> = {
  custom_rank_desc: { label: 'Most Relevant', sort: 'custom_rank:desc' },
  created_at_desc: { label: 'Latest', sort: 'created_at_timestamp:desc' },
  price_desc: { label: 'Highest Price', sort: 'price:desc' },
  price_asc: { label: 'Lowest Price', sort: 'price:asc' },
};

/** The §7 options in the order the sort menu shows them. */
export const SORT_OPTION_ORDER: readonly SortOption[] = [
  'custom_rank_desc',
  'created_at_desc',
  'price_desc',
  'price_asc',
];

/**
 * §7 the `sort` parameter of the main query; omitted for indexes without a sort (offers, parts). Price
 * sorts order by the site's price sort key (`priceSortAttribute`), where cars without a shown price have
 * none and so come last under Highest and Lowest Price alike.
 */
export function sortParams(context: SearchContext): { sort?: string[] } {
  if (context.sort === null) return {};
  const { sort } = SORT_OPTIONS[context.sort];
  const priceSort = context.sort === 'price_asc' || context.sort === 'price_desc';
  return { sort: [priceSort ? sort.replace(/^price:/, `${context.priceSortAttribute}:`) : sort] };
}
