import { compareCars } from '@dealer/pricing';
import { createSite, createVehicle } from '@dealer/test-utils';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComparePage } from './ComparePage';

const site = createSite();
const NOW = new Date('2026-11-28T02:00:00Z');
const cars = [
  createVehicle({ id: 1, slug: 'one-1', name: 'Car One', seats: 5 }),
  createVehicle({ id: 2, slug: 'two-2', name: 'Car Two', seats: 7 }),
];

describe('ComparePage', () => {
  it('renders one real table: a column per car, a row per fact, differing rows marked, actions', () => {
    const html = renderToStaticMarkup(
      <ComparePage
        comparison={compareCars(cars, site, NOW)}
        listingHref="/search"
        plural="cars"
        notes={['x']}
      />,
    );
    expect(html).toContain('<table class="compare-table"');
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(html).toMatch(/<tr class="compare-table__row--differs"><th scope="row">Seats/);
    expect(html).toContain(`href="${site.routes.vehicle_base_path}/one-1"`);
    expect(html).toContain('Enquire');
    expect(html).toContain('role="note">x</p>');
  });

  it('says how to add cars when there is nothing to compare', () => {
    const html = renderToStaticMarkup(
      <ComparePage comparison={compareCars([], site, NOW)} listingHref="/search" plural="cars" />,
    );
    expect(html).not.toContain('<table');
    expect(html).toContain('href="/search"');
  });
});
