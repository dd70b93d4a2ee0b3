import { describe, expect, it } from 'vitest';
import { manufacturerSummary, modelSummaries } from './models.js';
import { testSite } from './testing/sites.js';

const site = testSite();

function car(make: string, model: string, extra: Partial<Parameters<typeof modelSummaries>[1][number]> = {}) {
  return {
    make,
    model,
    body: null,
    badge: null,
    year: 2020,
    price: 20_000,
    primary_image_url: null,
    ...extra,
  };
}

describe('modelSummaries', () => {
  it('should group cars by make and model, sorted by name, with their listing', () => {
    const models = modelSummaries(site, [
      car('Toyota', 'Corolla', { year: 2022, body: 'Hatch', badge: 'Ascent' }),
      car('Mazda', 'CX-5', { body: 'SUV' }),
      car('Toyota', 'Corolla', { year: 2019, body: 'Sedan', badge: 'Ascent', primary_image_url: 'a.jpg' }),
    ]);
    expect(models.map((m) => m.id)).toEqual(['mazda-cx-5', 'toyota-corolla']);
    expect(models[1]).toEqual({
      id: 'toyota-corolla',
      slug: 'toyota-corolla',
      make: 'Toyota',
      model: 'Corolla',
      name: 'Toyota Corolla',
      bodies: ['Hatch', 'Sedan'],
      badges: ['Ascent'],
      years: [2019, 2022],
      price_from: 20_000,
      price_to: 20_000,
      stock_count: 2,
      image: 'a.jpg',
      search_url: '/search?make=Toyota&model=Corolla',
    });
  });

  it('should range prices over real prices only (§9 over $10)', () => {
    const [model] = modelSummaries(site, [
      car('Kia', 'Rio', { price: 10 }),
      car('Kia', 'Rio', { price: null }),
      car('Kia', 'Rio', { price: 15_500 }),
      car('Kia', 'Rio', { price: 12_000 }),
    ]);
    expect([model?.price_from, model?.price_to, model?.stock_count]).toEqual([12_000, 15_500, 4]);
    const [unpriced] = modelSummaries(site, [car('Kia', 'Rio', { price: 0 })]);
    expect([unpriced?.price_from, unpriced?.price_to]).toEqual([null, null]);
  });

  it('should give nothing for no cars', () => {
    expect(modelSummaries(site, [])).toEqual([]);
  });
});

describe('manufacturerSummary', () => {
  const cars = [car('Land Rover', 'Defender'), car('Land Rover', 'Discovery'), car('Kia', 'Rio')];

  it('should find a make by its slug, with its models and stock count', () => {
    const found = manufacturerSummary(site, cars, 'land-rover');
    expect(found?.name).toBe('Land Rover');
    expect(found?.models.map((m) => m.id)).toEqual(['land-rover-defender', 'land-rover-discovery']);
    expect(found?.stock_count).toBe(2);
  });

  it("should find the site's own manufacturer by its id, even with no stock", () => {
    const own = testSite({ manufacturer_id: 7, manufacturer: 'Mazda' });
    expect(manufacturerSummary(own, cars, '7')).toEqual({
      id: 'mazda',
      name: 'Mazda',
      slug: 'mazda',
      models: [],
      stock_count: 0,
    });
  });

  it('should give null for an unknown manufacturer', () => {
    expect(manufacturerSummary(site, cars, 'holden')).toBeNull();
    expect(manufacturerSummary(site, cars, '7')).toBeNull();
  });
});
