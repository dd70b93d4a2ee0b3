import { describe, expect, it } from 'vitest';
import { drawingUrls } from './drawings.js';
import { anglesFor } from './svg.js';

describe('drawingUrls', () => {
  it('should draw the car from every angle of its shape, in its colour', () => {
    const urls = drawingUrls('car', 'SUV', 'Blue');
    expect(urls).toHaveLength(anglesFor('car', 'suv').length);
    expect(urls[0]).toMatch(/^\/images\/vehicles\/car\/suv\/blue\/[a-z-]+\.svg$/);
  });

  it('should draw an unknown colour silver and a missing body as a sedan', () => {
    expect(drawingUrls('car', null, 'Burnt Sienna')[0]).toMatch(/^\/images\/vehicles\/car\/sedan\/silver\//);
  });
});
