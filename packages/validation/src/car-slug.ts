/** §5 car detail lookup: a slug of letters, digits, hyphens and underscores only (at least one). */
export const CAR_SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * True when the car detail lookup may run for this slug; otherwise the lookup returns `{}` (§5). Free of
 * zod, so the browser's API client (which checks every slug) does not bring zod to every page.
 */
export function isCarSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && CAR_SLUG_PATTERN.test(slug);
}
