import { type Car, currentPrice } from '@dealer/pricing';
import { SALE_PRICE_SORT_KEY } from '@dealer/search-query';

/**
 * A car as the search index holds it: the car record plus its sort keys. The sale price sort key is the
 * price the card shows (`currentPrice`: a reduced, computed or car price over $10), null for 'Enquire
 * for price.', so a $1 placeholder never leads Lowest Price; both engines sort a null key last.
 *
 * The key is written onto the car itself rather than a copy: it is a pure function of the car's own
 * fields (the same on every site that lists the car), and a copy per site would double the stock's heap.
 */
export function searchDocument(car: Car): Record<string, unknown> {
  const doc = car as Car & Record<string, unknown>;
  doc[SALE_PRICE_SORT_KEY] = currentPrice(car);
  return doc;
}
