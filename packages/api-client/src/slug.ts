import { isCarSlug } from '@dealer/validation';

/**
 * §5 car detail lookup runs only when the slug has only letters, digits, hyphen and underscore, so no
 * odd characters ever reach a request path. The rule lives in @dealer/validation; this is its name here.
 */
export const isValidCarSlug: (slug: unknown) => slug is string = isCarSlug;
