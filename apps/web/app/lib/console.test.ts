import { describe, expect, it } from 'vitest';
import { consoleHeaders, isPublicConsolePath, safeNext } from './console';

describe('console paths', () => {
  it('lets a signed-out person open only sign-in, invitation and password-reset pages', () => {
    expect(isPublicConsolePath('/console/sign-in')).toBe(true);
    expect(isPublicConsolePath('/console/invite/abc')).toBe(true);
    expect(isPublicConsolePath('/console/forgot-password')).toBe(true);
    expect(isPublicConsolePath('/console/reset-password/abc')).toBe(true);
    expect(isPublicConsolePath('/console/leads')).toBe(false);
    expect(isPublicConsolePath('/console/sign-in-elsewhere')).toBe(false);
  });

  it('sends someone back after sign-in only to a console page (no open redirect)', () => {
    expect(safeNext('/console/leads/42?x=1')).toBe('/console/leads/42?x=1');
    expect(safeNext(null)).toBe('/console/leads');
    expect(safeNext('https://evil.example/console/')).toBe('/console/leads');
    expect(safeNext('//evil.example/console/')).toBe('/console/leads');
    expect(safeNext('/console/sign-in')).toBe('/console/leads');
    expect(safeNext('/cars/x')).toBe('/console/leads');
  });

  it('marks every console page personal and not for search engines', () => {
    const headers = consoleHeaders({} as Parameters<typeof consoleHeaders>[0]);
    expect(headers).toEqual({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  });
});
