import { parseListingUrl, type SearchState } from '@dealer/search-query';
import { type Location, type Site, type WeekdayHoursLine, weekHours } from '@dealer/site-registry';
import type { CarCarouselBlock, LocationsBlock } from './blocks.js';

export interface CarouselSearch {
  state: SearchState;
  /** Whether every part of the saved search is understood by the site's listing (no unknown segments). */
  exact: boolean;
}

/** The search behind a car carousel: its saved listing URL parsed for the site (§2 listing URLs). */
export function carouselSearch(block: Pick<CarCarouselBlock, 'search'>, site: Site): CarouselSearch {
  const state = parseListingUrl(site, block.search);
  return { state, exact: !state.notFound && (state.unknownSegments?.length ?? 0) === 0 };
}

export interface BlockLocation {
  location: Location;
  /** Monday to Sunday ('Sunday: By Appointment'), or empty when the block hides hours. */
  hours: WeekdayHoursLine[];
}

/**
 * The locations a locations block shows: the listed ids in their order (ids the site no longer has are
 * skipped), or every location with the primary first; with the week's hours, special hours included
 * when `now` is given.
 */
export function blockLocations(
  block: Pick<LocationsBlock, 'location_ids' | 'show_hours'>,
  site: Site,
  now?: Date,
): BlockLocation[] {
  const chosen =
    block.location_ids.length > 0
      ? block.location_ids.flatMap((id) => site.locations.filter((l) => l.id === id))
      : [...site.locations].sort((a, b) => Number(b.primary) - Number(a.primary));
  return chosen.map((location) => ({
    location,
    hours: block.show_hours ? weekHours(site, location, now) : [],
  }));
}
