import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slug', () => {
  it.each([
    ['Used Cars Brisbane', 'used-cars-brisbane'],
    ['  RV Vehicles -- QLD ', 'rv-vehicles-qld'],
    ['Škoda', 'skoda'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['!!!', ''],
  ])('should slug %j as %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
