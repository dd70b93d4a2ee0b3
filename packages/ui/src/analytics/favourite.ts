import type { Car } from '@dealer/pricing';
import { browserFavourites } from '../favourites';
import { analytics } from './data-layer';

type FavouriteCar = Pick<Car, 'id' | 'stocknum' | 'name' | 'reduced_price' | 'computed_price' | 'price'>;

/** Toggles a car in the browser's favourites and pushes §9 favourite (39); false when nothing changed (SSR). */
export function toggleFavourite(car: FavouriteCar): boolean {
  const store = browserFavourites();
  if (!store) return false;
  const added = store.toggle(car.id);
  analytics().favourite(car, added);
  return added;
}
