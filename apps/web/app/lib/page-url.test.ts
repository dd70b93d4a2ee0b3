import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url';

describe('pageUrl', () => {
  it('drops the single-fetch suffix and routing params of a data request', () => {
    expect(
      pageUrl(new Request('http://a.localhost/search/used-cars.data?make=Kia&_routes=routes%2Flisting')).href,
    ).toBe('http://a.localhost/search/used-cars?make=Kia');
    expect(pageUrl(new Request('http://a.localhost/_.data')).pathname).toBe('/');
  });

  it('leaves a document request alone', () => {
    expect(pageUrl(new Request('http://a.localhost/cars/x-1?utm_source=fb')).href).toBe(
      'http://a.localhost/cars/x-1?utm_source=fb',
    );
  });
});
