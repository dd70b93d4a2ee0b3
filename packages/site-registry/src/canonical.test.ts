import { describe, expect, it } from 'vitest';
import { canonicalOrigin, isLocalOrigin } from './canonical.js';

const site = {
  slug: 'harbour-auto',
  url: 'http://harbour-auto.localhost:3000',
  hosts: ['www.harbour-auto.example', 'harbourauto.example'],
};

describe('canonicalOrigin', () => {
  it('should name the first custom host whichever of the site’s hosts served the page', () => {
    expect(canonicalOrigin(site, 'https://harbourauto.example')).toBe('https://www.harbour-auto.example');
    expect(canonicalOrigin(site, 'https://www.harbour-auto.example')).toBe(
      'https://www.harbour-auto.example',
    );
    expect(canonicalOrigin(site, 'http://HARBOURAUTO.example:8080')).toBe('http://www.harbour-auto.example');
  });

  it('should name the custom host without the port, trailing dot or case the request’s Host carried', () => {
    // A proxy that passes its inner port, a browser's :443, a fully qualified name: one canonical each time.
    expect(canonicalOrigin(site, 'https://www.harbour-auto.example:8080')).toBe(
      'https://www.harbour-auto.example',
    );
    expect(canonicalOrigin(site, 'https://www.harbour-auto.example:443')).toBe(
      'https://www.harbour-auto.example',
    );
    expect(canonicalOrigin(site, 'http://WWW.Harbour-Auto.Example.:80')).toBe(
      'http://www.harbour-auto.example',
    );
    expect(canonicalOrigin(site, 'http://harbour-auto.localhost.:3151')).toBe(
      'http://harbour-auto.localhost:3151',
    );
  });

  it('should keep the request’s origin on the local name and on sites without custom hosts', () => {
    expect(canonicalOrigin(site, 'http://harbour-auto.localhost:3151')).toBe(
      'http://harbour-auto.localhost:3151',
    );
    expect(
      canonicalOrigin({ slug: 'x', url: 'http://x.localhost:3000', hosts: [] }, 'https://x.example'),
    ).toBe('https://x.example');
  });

  it('should name the configured public url, scheme included, whatever host and scheme the request came on', () => {
    const live = { ...site, url: 'https://www.harbour-auto.com.au/' };
    // A TLS proxy that forwarded no scheme: the server saw http on a second domain.
    expect(canonicalOrigin(live, 'http://harbourauto.example')).toBe('https://www.harbour-auto.com.au');
    expect(canonicalOrigin(live, 'https://www.harbour-auto.example:8443')).toBe(
      'https://www.harbour-auto.com.au',
    );
    // A developer's machine still follows its own links.
    expect(canonicalOrigin(live, 'http://harbour-auto.localhost:3151')).toBe(
      'http://harbour-auto.localhost:3151',
    );
  });

  it('should take the scheme of the request (as forwarded by a trusted proxy) when the url is a local one', () => {
    expect(canonicalOrigin(site, 'https://harbourauto.example')).toBe('https://www.harbour-auto.example');
    expect(canonicalOrigin({ ...site, hosts: [] }, 'https://cars.example.org')).toBe(
      'https://cars.example.org',
    );
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
