import { type SellerKind, type SellerSite, sellerKind } from '@dealer/site-registry';

/**
 * The price field a seller's cards show (§1, §4 price display): the sale price, the weekly subscription
 * price, or the daily hire rate. The listing's price filter and price sorts work on this field, so
 * "$100 – $300" on a subscription site means per week, as the cards read.
 */
export const PRICE_FACETS: Readonly<Record<SellerKind, 'price' | 'subscription_price' | 'rental_price'>> = {
  sale: 'price',
  subscription: 'subscription_price',
  rental: 'rental_price',
};

/** The facet a site's price filter refines: `price` where cars are sold, else the weekly or daily price. */
export function priceFacet(site: SellerSite): string {
  return PRICE_FACETS[sellerKind(site)];
}

/**
 * The sort key of sale prices: the price a card shows (a real price, over $10, §9), null for 'Enquire for
 * price.'. Sorting on `price` itself would put a $1 placeholder first under Lowest Price; a null key sorts
 * last in both directions, in Meilisearch and in the embedded engine alike.
 */
export const SALE_PRICE_SORT_KEY = 'sort_price';

/** §7 price sorts: the attribute Highest / Lowest Price order by on this site. */
export function priceSortAttribute(site: SellerSite): string {
  const kind = sellerKind(site);
  return kind === 'sale' ? SALE_PRICE_SORT_KEY : PRICE_FACETS[kind];
}
