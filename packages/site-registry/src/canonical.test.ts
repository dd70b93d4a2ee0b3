import { describe, expect, it } from 'vitest';
import { canonicalOrigin, isLocalOrigin } from './canonical.js';

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

describe('isLocalOrigin', () => {
  it.each([
    'http://harbour-auto.localhost:3000',
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
  ])('should take %s for a machine of its own', (origin) => {
    expect(isLocalOrigin(origin)).toBe(true);
  });

  it.each([
    'https://www.harbour-auto.example',
    'https://localhost.example.com',
    'https://harbour-auto.localhost.example',
    'http://10.0.0.5',
    'not a url',
  ])('should take %s for a public or unknown origin', (origin) => {
    expect(isLocalOrigin(origin)).toBe(false);
  });
});
