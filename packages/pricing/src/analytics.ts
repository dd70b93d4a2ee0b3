import type { Car } from './car.js';
import { CURRENCY } from './constants.js';
import { currentPrice } from './price.js';

/** §3 analytics product payload (the ViewContent / AddToWishlist shape of ad pixels). */
export interface ProductPayload {
  content_ids: string[];
  contents: { id: string; quantity: 1 }[];
  currency: typeof CURRENCY;
  value: number;
  content_type: 'product';
  content_name: string;
  search_string?: string;
}

/**
 * §3 analytics product payload: the stock number as content id (the car id when a feed has no stock
 * number), quantity 1, currency AUD, value = the shown selling price (0 when the car has no real
 * price), content_type product, content_name the car's name, and the shopper's search text when given.
 * Carries no personal data (design: "never sent to analytics").
 */
export function productPayload(
  car: Pick<Car, 'id' | 'stocknum' | 'name' | 'reduced_price' | 'computed_price' | 'price'>,
  search?: string,
): ProductPayload {
  const contentId = car.stocknum?.trim() || String(car.id);
  const payload: ProductPayload = {
    content_ids: [contentId],
    contents: [{ id: contentId, quantity: 1 }],
    currency: CURRENCY,
    value: currentPrice(car) ?? 0,
    content_type: 'product',
    content_name: car.name,
  };
  const searchString = search?.trim();
  if (searchString) payload.search_string = searchString;
  return payload;
}
