import { createSite } from '@dealer/test-utils';
import { describe, expect, it } from 'vitest';
import { similarHrefOf } from './similar-href';

describe('similarHrefOf', () => {
  it('should send an unavailable car’s shopper to its own make and model, one function per site', () => {
    const site = createSite();
    const href = similarHrefOf(site)({ make: 'Toyota', model: 'RAV4' });
    const url = new URL(href, 'http://x.localhost');
    expect(url.pathname).toBe(site.routes.listing_base_path);
    expect(url.searchParams.get('make')).toBe('Toyota');
    expect(url.searchParams.get('model')).toBe('RAV4');
    expect(similarHrefOf(site)).toBe(similarHrefOf(site));
  });
});
