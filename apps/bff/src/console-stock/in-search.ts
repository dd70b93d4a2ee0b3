import type { Car } from '@dealer/pricing';
import type { AppDeps } from '../http/context.js';

/**
 * A car a console quick edit changed, put into every car index the sites name (the indexes the meili-sync
 * job fills, each with every site's stock) once the edit is stored. With Meilisearch that is one document
 * update per index through the search port; the embedded engine already reads the swapped-in stock. A push
 * that fails leaves the edit stored and is logged: nothing retries it (there is no search outbox); the
 * next meili-sync job run uploads the car as stored.
 */
export async function putEditedCarInSearch(
  deps: Pick<AppDeps, 'search' | 'registry' | 'log'>,
  car: Car,
): Promise<boolean> {
  const indexUids = [...new Set(deps.registry.sites.map((site) => site.search.car_index))];
  try {
    await deps.search.putCars([car], indexUids);
    return true;
  } catch (error) {
    deps.log(
      `search: car ${car.id} was edited but not pushed to ${deps.search.name} (${(error as Error).message}); the next meili-sync run carries it`,
    );
    return false;
  }
}
