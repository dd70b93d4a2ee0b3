import type { Car } from '@dealer/pricing';
import { EmbeddedSearchEngine } from '@dealer/search-engine';
import type { Site } from '@dealer/site-registry';
import type { Inventory } from '../inventory/repository.js';
import type { SearchEngine } from './types.js';

/** Which engine answers searches, and each tenant's view of it. */
export interface SearchBackend {
  readonly name: 'embedded' | 'meilisearch';
  forSite(site: Site): SearchEngine;
  /** The engine already holds only the site's stock (embedded), or every site's (Meilisearch). */
  readonly perSiteIndex: boolean;
  /**
   * Puts changed cars into the car indexes `indexUids` (a console quick edit): Meilisearch takes their
   * documents in one update per index; the embedded engine reads the swapped-in inventory itself.
   */
  putCars(cars: readonly Car[], indexUids: readonly string[]): Promise<void>;
}

export function embeddedBackend(inventory: Inventory): SearchBackend {
  return {
    name: 'embedded',
    perSiteIndex: true,
    putCars: async () => undefined,
    forSite(site) {
      // The index is looked up per query, so an inventory swap takes effect on the next search.
      return new EmbeddedSearchEngine((uid) =>
        uid === site.search.car_index ? (inventory.stock(site).index ?? undefined) : undefined,
      );
    },
  };
}
