import type { Car } from '@dealer/pricing';
import { isRangeFacet } from '@dealer/search-query';
import { type Site, slugify } from '@dealer/site-registry';
import { createVehicle } from '@dealer/test-utils';
import type { ListingResult } from '@dealer/ui';

/** A small, varied stock list: makes, bodies, conditions and prices a designer sees on a real listing. */
export function demoStock(): Car[] {
  const rows: Array<[string, string, string, string, number, number, Car['car_type'], string]> = [
    ['Toyota', 'Corolla', 'Ascent Sport Hybrid', 'Hatchback', 2021, 28_990, 'used', 'Hybrid'],
    ['Toyota', 'RAV4', 'GXL', 'SUV', 2022, 42_490, 'used', 'Petrol'],
    ['Mazda', 'CX-5', 'Maxx Sport', 'SUV', 2023, 39_990, 'demo', 'Petrol'],
    ['Hyundai', 'i30', 'N Line', 'Hatchback', 2020, 24_990, 'used', 'Petrol'],
    ['Kia', 'Sportage', 'SX+', 'SUV', 2024, 46_990, 'new', 'Diesel'],
    ['Ford', 'Ranger', 'XLT', 'Ute', 2019, 44_990, 'used', 'Diesel'],
  ];
  return rows.map(([make, model, badge, body, year, price, car_type, fuel], index) => {
    const id = 2001 + index;
    const name = `${year} ${make} ${model} ${badge}`;
    return createVehicle({
      id,
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
      make,
      model,
      make_model: `${make} ${model}`,
      badge,
      body,
      year,
      price,
      car_type,
      fuel,
      simple_fuel: fuel,
      km: car_type === 'new' ? 10 : 15_000 + index * 11_000,
      stocknum: `U${id}`,
      primary_image_url: `/images/vehicles/car/${slugify(body)}/white/front.svg`,
      images: [{ image: { url: `/images/vehicles/car/${slugify(body)}/white/front.svg` } }],
    });
  });
}

/** The search answer for `hits`: facet counts and numeric bounds over the site's own filters. */
export function listingResult(
  site: Site,
  hits: Car[],
  options: { page?: number; pages?: number } = {},
): ListingResult {
  const facets: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const facet of site.search.filters) {
    const values = hits.map((car) => (car as unknown as Record<string, unknown>)[facet]);
    if (isRangeFacet(facet)) {
      const numbers = values.filter((v): v is number => typeof v === 'number');
      if (numbers.length > 0) facetStats[facet] = { min: Math.min(...numbers), max: Math.max(...numbers) };
      continue;
    }
    const counts: Record<string, number> = {};
    for (const value of values) if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
    facets[facet] = counts;
  }
  const pages = options.pages ?? 1;
  return {
    hits,
    totalHits: pages === 1 ? hits.length : pages * 24,
    page: options.page ?? 0,
    pages,
    hitsPerPage: pages === 1 ? 100 : 24,
    facets,
    facetStats,
  };
}
