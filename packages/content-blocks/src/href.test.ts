import { describe, expect, it } from 'vitest';
import { isSafeHref, isSafeImageSrc, MAX_HREF_LENGTH } from './href.js';

describe('href', () => {
  it.each([
    '/finance',
    '/search/used-cars?make=Mazda&sortBy=price_asc',
    '#finance-form',
    'https://www.example.com.au/offers',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/',
    'tel:0755501234',
    'tel:+61755501234',
    'tel:(07)5550-1234',
    'mailto:sales@example.com.au',
    'mailto:sales@example.com?subject=Service',
  ])('should accept %j', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example',
    'https://user:pass@example.com',
    'https://',
    'ftp://example.com',
    'finance',
    '/path with space',
    'tel:call-me-maybe',
    'mailto:nobody',
    '#',
    '#1abc',
    `/${'a'.repeat(MAX_HREF_LENGTH)}`,
  ])('should refuse %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it('should accept an href of exactly the maximum length and refuse one longer', () => {
    expect(isSafeHref(`/${'a'.repeat(MAX_HREF_LENGTH - 1)}`)).toBe(true);
    expect(isSafeHref(`/${'a'.repeat(MAX_HREF_LENGTH)}`)).toBe(false);
  });

  it.each([
    ['/images/offer.jpg', true],
    ['https://cdn.example.com/a.webp', true],
    ['http://cdn.example.com/a.webp', false],
    ['data:image/png;base64,AAAA', false],
    ['tel:0755501234', false],
    ['#top', false],
  ])('should judge image source %j as %s', (src, ok) => {
    expect(isSafeImageSrc(src)).toBe(ok);
  });
});
