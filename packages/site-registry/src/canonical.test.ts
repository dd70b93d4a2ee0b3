import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from './canonical.js';

const site = { slug: 'harbour-auto', hosts: ['www.harbour-auto.example', 'harbourauto.example'] };

describe('canonicalOrigin', () => {
  it('should name the first custom host whichever of the site’s hosts served the page', () => {
    expect(canonicalOrigin(site, 'https://harbourauto.example')).toBe('https://www.harbour-auto.example');
    expect(canonicalOrigin(site, 'https://www.harbour-auto.example')).toBe(
      'https://www.harbour-auto.example',
    );
    expect(canonicalOrigin(site, 'http://HARBOURAUTO.example:8080')).toBe('http://www.harbour-auto.example');
  });

  it('should keep the request’s origin on the local name and on sites without custom hosts', () => {
    expect(canonicalOrigin(site, 'http://harbour-auto.localhost:3151')).toBe(
      'http://harbour-auto.localhost:3151',
    );
    expect(canonicalOrigin({ slug: 'x', hosts: [] }, 'https://x.example')).toBe('https://x.example');
  });
});
