import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { blockLocations, carouselSearch } from './site-blocks.js';

describe('site-blocks', () => {
  it('should parse a carousel saved search with the site listing rules', () => {
    const site = createSite();
    const { state, exact } = carouselSearch(
      { search: '/search/used-cars?make=Mazda&sortBy=price_asc' },
      site,
    );
    expect(exact).toBe(true);
    expect(state.refinements).toMatchObject({ car_type: ['used'], make: ['Mazda'] });
    expect(state.sortBy).toBe('price_asc');
  });

  it('should flag a saved search the listing does not understand', () => {
    expect(carouselSearch({ search: '/search/not-a-segment' }, createSite()).exact).toBe(false);
  });

  it('should list every location primary first with the week of hours (§2 locations page)', () => {
    const site = createSite();
    const [first] = blockLocations({ location_ids: [], show_hours: true }, site);
    expect(first?.location.primary).toBe(true);
    expect(first?.hours).toHaveLength(7);
    expect(first?.hours[0]?.label).toBe('Monday');
  });

  it('should follow the listed ids, skip unknown ones and hide hours when asked', () => {
    const site = createSite();
    const id = site.locations[0]!.id;
    expect(blockLocations({ location_ids: [999_999, id], show_hours: false }, site)).toEqual([
      { location: site.locations[0], hours: [] },
    ]);
  });
});
