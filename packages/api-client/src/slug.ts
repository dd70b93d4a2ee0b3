/** §5 car detail lookup: runs only when the slug has only letters, digits, hyphen and underscore. */
const CAR_SLUG = /^[A-Za-z0-9_-]+$/;

/** §5: true when a car slug may be looked up (so no odd characters ever reach a request path). */
export function isValidCarSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && CAR_SLUG.test(slug);
}
