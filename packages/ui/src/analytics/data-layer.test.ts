import { EVENT_IDS } from '@dealer/event-ids';
import { createVehicle } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { type AnalyticsEntry, analyticsEvents, analyticsPath, browserDataLayer } from './data-layer';

function recorder() {
  const entries: AnalyticsEntry[] = [];
  return { entries, events: analyticsEvents({ push: (entry) => entries.push(entry) }) };
}

describe('§9 dataLayer events', () => {
  it('pushes a page view with the path only', () => {
    const { entries, events } = recorder();
    events.pageView('/success?category=finance&name=Jo', 'success');
    expect(entries).toEqual([{ event: 'page_view', page_path: '/success', page_type: 'success' }]);
  });

  it('pushes §9 search (29) with refinements, sort, page and result count', () => {
    const { entries, events } = recorder();
    events.search({
      path: '/search/used-cars?make=Kia',
      refinements: { make: ['Kia'], car_type: ['used'] },
      sortBy: 'price_asc',
      page: 1,
      totalHits: 42,
    });
    expect(entries[0]).toEqual({
      event: 'search',
      event_id: EVENT_IDS.search,
      page_path: '/search/used-cars',
      refinements: { make: ['Kia'], car_type: ['used'] },
      sort: 'price_asc',
      page: 1,
      results: 42,
    });
    expect(EVENT_IDS.search).toBe(29);
  });

  it('pushes click to call (25), favourite (39), directions (41) and step progress (32) with their ids', () => {
    const { entries, events } = recorder();
    const car = createVehicle({ id: 7, stocknum: 'S7', price: 19_990 });
    events.clickToCall('/cars/x', 7);
    events.clickToCall('/our-locations');
    events.favourite(car, true);
    events.favourite(car, false);
    events.directions({ id: 10101, location_name: 'Harbour Toyota Brookvale' });
    events.stepProgress('finance', 2, 5);
    expect(entries.map((e) => ('event_id' in e ? e.event_id : null))).toEqual([25, 25, 39, 39, 41, 32]);
    expect(entries[0]).toMatchObject({ car_id: 7, page_path: '/cars/x' });
    expect(entries[1]).not.toHaveProperty('car_id');
    expect(entries[2]).toMatchObject({ action: 'add', ecommerce: { content_ids: ['S7'], value: 19_990 } });
    expect(entries[3]).toMatchObject({ action: 'remove' });
    expect(entries[4]).toEqual({
      event: 'directions',
      event_id: 41,
      location_id: 10101,
      location_name: 'Harbour Toyota Brookvale',
    });
    expect(entries[5]).toEqual({
      event: 'step_progress',
      event_id: 32,
      form: 'finance',
      step: 2,
      total_steps: 5,
    });
  });

  it('pushes the §3 product payload on a car page', () => {
    const { entries, events } = recorder();
    events.productView(createVehicle({ id: 9, stocknum: 'U9', name: '2020 Kia Rio S', price: 15_000 }));
    expect(entries[0]).toEqual({
      event: 'view_item',
      ecommerce: {
        content_ids: ['U9'],
        contents: [{ id: 'U9', quantity: 1 }],
        currency: 'AUD',
        value: 15_000,
        content_type: 'product',
        content_name: '2020 Kia Rio S',
      },
    });
  });

  it('never carries personal data, even when callers hand over objects holding it', () => {
    const { entries, events } = recorder();
    const shopper = {
      first_name: 'Jo',
      last_name: 'Citizen',
      dateOfBirth: '1990-02-03',
      email: 'jo.citizen@example.com',
      phone: '0412 345 678',
      postcode: '4000',
    };
    // Objects with extra personal fields (a form's values spread in) must not leak through.
    const carWithShopper = { ...createVehicle({ id: 3, stocknum: 'U3' }), ...shopper };
    const locationWithShopper = { id: 1, location_name: 'Yard', ...shopper };
    const searchWithShopper = {
      path: `/search?email=${shopper.email}&phone=${encodeURIComponent(shopper.phone)}`,
      refinements: { make: ['Kia'] },
      sortBy: null,
      page: 0,
      totalHits: 1,
      ...shopper,
    };
    events.pageView(`/success?category=finance&email=${shopper.email}#${shopper.last_name}`, 'success');
    events.search(searchWithShopper);
    events.clickToCall(`/cars/x?phone=${shopper.phone}`, 3);
    events.favourite(carWithShopper, true);
    events.directions(locationWithShopper);
    events.stepProgress('finance', 1, 4);
    events.productView(carWithShopper);
    const serialised = JSON.stringify(entries);
    for (const value of [...Object.values(shopper).filter((v) => v.length > 2), 'jo.citizen', '0412']) {
      expect(serialised).not.toContain(value);
    }
    for (const key of Object.keys(shopper)) expect(serialised).not.toContain(`"${key}"`);
  });

  it('reads paths without query or hash', () => {
    expect(analyticsPath('/a?b=1#c')).toBe('/a');
    expect(analyticsPath('/a#c')).toBe('/a');
    expect(analyticsPath('/a')).toBe('/a');
  });

  it('pushes nothing without a layer, and has no browser layer on the server', () => {
    expect(analyticsEvents(null).pageView('/', 'home')).toMatchObject({ event: 'page_view' });
    expect(browserDataLayer()).toBeNull();
  });
});
